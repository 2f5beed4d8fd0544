import { facetsWithout, loadListPage } from '../../features/catalog/list-loader.ts';
import { listShouldRevalidate } from '../../features/catalog/list-params.ts';
import { listMeta } from '../../features/catalog/list-meta.ts';
import { ProductListPage } from '../../features/catalog/product-list-page.tsx';
import type { Route } from './+types/tag';

/** /{category}/{tag}/: products with a tag (a problem, an active component, a feature). */
export const loader = (args: Route.LoaderArgs) => {
  const { category, tag } = args.params;
  return loadListPage(args, {
    id: 'landing',
    path: `/${category}/${tag}/`,
    preset: { tag: [`${category}/${tag}`] },
    landing: { slug: category, tag, type: 'tag', presetType: 'tag' },
    // A series or tag is too narrow for the whole category tree (its counts are not per list).
    facets: facetsWithout('category'),
  });
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => listMeta(loaderData, matches);

export const shouldRevalidate = listShouldRevalidate;

export default function TagPage({ loaderData }: Route.ComponentProps) {
  return <ProductListPage data={loaderData} />;
}
