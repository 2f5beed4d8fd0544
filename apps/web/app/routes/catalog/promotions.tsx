import { listShouldRevalidate } from '../../features/catalog/list-params.ts';
import { facetsWithout, loadListPage } from '../../features/catalog/list-loader.ts';
import { listMeta } from '../../features/catalog/list-meta.ts';
import { ProductListPage } from '../../features/catalog/product-list-page.tsx';
import type { Route } from './+types/promotions';

/** Products on promotion (/promotions/). */
export const loader = (args: Route.LoaderArgs) =>
  loadListPage(args, { id: 'promotions', path: '/promotions/', preset: { promotions: true, defaultSort: 'with_promotions' }, facets: facetsWithout('promotions') });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => listMeta(loaderData, matches);

export const shouldRevalidate = listShouldRevalidate;

export default function PromotionsPage({ loaderData }: Route.ComponentProps) {
  return <ProductListPage data={loaderData} />;
}
