import { listShouldRevalidate } from '../../features/catalog/list-params.ts';
import { ALL_FACETS, loadListPage } from '../../features/catalog/list-loader.ts';
import { listMeta } from '../../features/catalog/list-meta.ts';
import { ProductListPage } from '../../features/catalog/product-list-page.tsx';
import type { Route } from './+types/katalog';

/** The whole catalogue (/katalog/, /katalog/page/{page}/). */
export const loader = (args: Route.LoaderArgs) =>
  loadListPage(args, { id: 'katalog', path: '/katalog/', preset: {}, facets: ALL_FACETS });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => listMeta(loaderData, matches);

export const shouldRevalidate = listShouldRevalidate;

export default function CatalogPage({ loaderData }: Route.ComponentProps) {
  return <ProductListPage data={loaderData} />;
}
