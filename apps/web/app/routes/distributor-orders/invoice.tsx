import { DocumentsList, WarehouseFrame } from '../../features/warehouse/warehouse-pages.tsx';
import { metaText, pageMeta } from '../../seo/meta.ts';
import type { Route } from './+types/invoice';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: metaText(matches, 'warehouse.tab.invoice'), noindex: true });

/** /distributor-orders/invoice/: the distributor's sales documents (видаткові накладні). */
export default function DistributorInvoiceRoute() {
  return (
    <WarehouseFrame area="orders">
      <DocumentsList type="invoice" />
    </WarehouseFrame>
  );
}
