import { facetsWithout, loadListPage } from '../../features/catalog/list-loader.ts';
import { landingCanonicalPath } from '../../features/catalog/landing-path.ts';
import { listShouldRevalidate } from '../../features/catalog/list-params.ts';
import { listMeta } from '../../features/catalog/list-meta.ts';
import { ProductListPage } from '../../features/catalog/product-list-page.tsx';
import type { Route } from './+types/product-series';

/** /product-category/{brand}/{series}/: a brand's series. A wrong brand segment redirects to the right one. */
export const loader = (args: Route.LoaderArgs) => {
  const { brandSeria, seria } = args.params;
  return loadListPage(args, {
    id: 'landing',
    path: `/product-category/${brandSeria}/${seria}/`,
    preset: { series: [seria] },
    landing: { slug: seria, type: 'series', presetType: 'series' },
    // A series or tag is too narrow for the whole category tree (its counts are not per list).
    facets: facetsWithout('category'),
    canonicalPath: landingCanonicalPath,
  });
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => listMeta(loaderData, matches);

export const shouldRevalidate = listShouldRevalidate;

export default function SeriesPage({ loaderData }: Route.ComponentProps) {
  return <ProductListPage data={loaderData} />;
}
