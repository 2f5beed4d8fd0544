import { DocumentsList, WarehouseFrame } from '../../features/warehouse/warehouse-pages.tsx';
import { metaText, pageMeta } from '../../seo/meta.ts';
import type { Route } from './+types/moving';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: metaText(matches, 'warehouse.tab.moving'), noindex: true });

/** /distributor-orders/moving/: the distributor's moves into the warehouse, and the manual move form. */
export default function DistributorMovingRoute() {
  return (
    <WarehouseFrame area="orders">
      <DocumentsList type="moving" />
    </WarehouseFrame>
  );
}
