import { facetsWithout, loadListPage } from '../../features/catalog/list-loader.ts';
import { landingCanonicalPath } from '../../features/catalog/landing-path.ts';
import { listShouldRevalidate } from '../../features/catalog/list-params.ts';
import { listMeta } from '../../features/catalog/list-meta.ts';
import { ProductListPage } from '../../features/catalog/product-list-page.tsx';
import type { Route } from './+types/product-collection';

/** /product-collections/{seria}/: a collection (a series flagged as such). */
export const loader = (args: Route.LoaderArgs) => {
  const { seria } = args.params;
  return loadListPage(args, {
    id: 'landing',
    path: `/product-collections/${seria}/`,
    preset: { collection: [seria] },
    landing: { slug: seria, type: 'collection', presetType: 'collection' },
    // A series or tag is too narrow for the whole category tree (its counts are not per list).
    facets: facetsWithout('category'),
    canonicalPath: landingCanonicalPath,
  });
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => listMeta(loaderData, matches);

export const shouldRevalidate = listShouldRevalidate;

export default function CollectionPage({ loaderData }: Route.ComponentProps) {
  return <ProductListPage data={loaderData} />;
}
