import { listShouldRevalidate } from '../../features/catalog/list-params.ts';
import { facetsWithout, loadListPage } from '../../features/catalog/list-loader.ts';
import { listMeta } from '../../features/catalog/list-meta.ts';
import { ProductListPage } from '../../features/catalog/product-list-page.tsx';
import type { Route } from './+types/novinki';

/** Novelties, newest first (/novinki/). */
export const loader = (args: Route.LoaderArgs) =>
  loadListPage(args, { id: 'novinki', path: '/novinki/', preset: { new: true, defaultSort: 'newest' }, facets: facetsWithout('isNew') });

export const meta: Route.MetaFunction = ({ loaderData, matches }) => listMeta(loaderData, matches);

export const shouldRevalidate = listShouldRevalidate;

export default function NoveltiesPage({ loaderData }: Route.ComponentProps) {
  return <ProductListPage data={loaderData} />;
}
