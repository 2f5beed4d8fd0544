import { listShouldRevalidate } from '../../features/catalog/list-params.ts';
import { facetsWithout, loadListPage } from '../../features/catalog/list-loader.ts';
import { listMeta } from '../../features/catalog/list-meta.ts';
import { ProductListPage } from '../../features/catalog/product-list-page.tsx';
import type { Route } from './+types/top-prodazh';

/** Bestsellers: products sold at least once, best first (/top-prodazh/). */
export const loader = (args: Route.LoaderArgs) =>
  loadListPage(args, { id: 'top', path: '/top-prodazh/', preset: { top: true, defaultSort: 'bestsellers' }, facets: facetsWithout() });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => listMeta(loaderData, matches);

export const shouldRevalidate = listShouldRevalidate;

export default function BestsellersPage({ loaderData }: Route.ComponentProps) {
  return <ProductListPage data={loaderData} />;
}
