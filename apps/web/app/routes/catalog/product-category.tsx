import { ALL_FACETS, loadListPage } from '../../features/catalog/list-loader.ts';
import { landingCanonicalPath } from '../../features/catalog/landing-path.ts';
import { listShouldRevalidate } from '../../features/catalog/list-params.ts';
import { listMeta } from '../../features/catalog/list-meta.ts';
import { ProductListPage } from '../../features/catalog/product-list-page.tsx';
import type { Route } from './+types/product-category';

/**
 * /product-category/{seria}/: usually a brand, but the slug may also name a category or a series
 * without its brand. The products are asked for the brand at once (no waiting for the landing);
 * the loader asks again when the landing turns out to be another kind.
 */
export const loader = (args: Route.LoaderArgs) => {
  const slug = args.params.seria;
  return loadListPage(args, {
    id: 'landing',
    path: `/product-category/${slug}/`,
    preset: { brand: [slug] },
    landing: { slug, presetType: 'brand' },
    facets: ALL_FACETS,
    canonicalPath: landingCanonicalPath,
  });
};

export const meta: Route.MetaFunction = ({ loaderData, matches }) => listMeta(loaderData, matches);

export const shouldRevalidate = listShouldRevalidate;

export default function BrandPage({ loaderData }: Route.ComponentProps) {
  return <ProductListPage data={loaderData} />;
}
