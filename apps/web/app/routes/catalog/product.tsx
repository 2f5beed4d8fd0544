import { loadProductPage } from '../../features/product/product-loader.ts';
import { productMeta } from '../../features/product/product-meta.ts';
import { ProductView } from '../../features/product/product-view.tsx';
import { productShouldRevalidate } from '../../features/product/use-selected-variant.ts';
import { adminEditHandle } from '../../lib/admin-edit-target.ts';
import type { Route } from './+types/product';

/** The product page: /katalog/{brand}/{slug}/ (and /katalog/{slug}/, which redirects to it). */
export const loader = (args: Route.LoaderArgs) => loadProductPage(args);

export const meta: Route.MetaFunction = ({ loaderData, matches }) => productMeta(loaderData, matches);

export const shouldRevalidate = productShouldRevalidate;

/** Staff's bar links this product's edit form. */
export const handle = adminEditHandle<Route.ComponentProps['loaderData']>((data) => ({ kind: 'product', id: data.product.id }));

export default function ProductRoute({ loaderData }: Route.ComponentProps) {
  return <ProductView key={loaderData.product.id} data={loaderData} />;
}
