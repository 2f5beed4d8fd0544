import { data } from 'react-router';
import { DocumentDetail, WarehouseFrame } from '../../features/warehouse/warehouse-pages.tsx';
import { metaText, pageMeta } from '../../seo/meta.ts';
import type { Route } from './+types/document';

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: metaText(matches, 'warehouse.document'), noindex: true });

/** A document id in the path (404 for what is not one); the document loads in the browser. */
export function loader({ params }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!/^\d{1,10}$/.test(params.id ?? '') || !Number.isSafeInteger(id) || id < 1 || id > 2_147_483_647) throw data(null, { status: 404 });
  return { id };
}

/** /distributor-orders/document/{id}/: one move or sales document with its lines and .xlsx. */
export default function DistributorDocumentRoute({ loaderData }: Route.ComponentProps) {
  return (
    <WarehouseFrame area="orders">
      <DocumentDetail id={loaderData.id} />
    </WarehouseFrame>
  );
}
