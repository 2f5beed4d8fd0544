import { LeftoversList } from '../../features/warehouse/warehouse-pages.tsx';
import { metaText, pageMeta } from '../../seo/meta.ts';
import type { Route } from './+types/leftovers';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: metaText(matches, 'warehouse.tab.leftovers'), noindex: true });

/** /distributor-storage/leftovers/: what the distributor holds, searchable (in the storage layout). */
export default function DistributorLeftoversRoute() {
  return <LeftoversList />;
}
