import { listShouldRevalidate } from '../../features/catalog/list-params.ts';
import { ALL_FACETS, loadListPage } from '../../features/catalog/list-loader.ts';
import { listMeta } from '../../features/catalog/list-meta.ts';
import { ProductListPage } from '../../features/catalog/product-list-page.tsx';
import type { Route } from './+types/outlet';

/** The outlet: the API always adds category 799 for the outlet flag (SPEC §7, §9). */
export const loader = (args: Route.LoaderArgs) =>
  loadListPage(args, { id: 'outlet', path: '/outlet/', preset: { outlet: true }, facets: ALL_FACETS });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => listMeta(loaderData, matches);

export const shouldRevalidate = listShouldRevalidate;

export default function OutletPage({ loaderData }: Route.ComponentProps) {
  return <ProductListPage data={loaderData} />;
}
