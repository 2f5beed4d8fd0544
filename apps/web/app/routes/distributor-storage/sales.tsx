import { SalesPage } from '../../features/warehouse/warehouse-pages.tsx';
import { metaText, pageMeta } from '../../seo/meta.ts';
import type { Route } from './+types/sales';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: metaText(matches, 'warehouse.tab.sales'), noindex: true });

/** /distributor-storage/sales/: record a sale from the warehouse and see the sales so far (in the storage layout). */
export default function DistributorSalesRoute() {
  return <SalesPage />;
}
