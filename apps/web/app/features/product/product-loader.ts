import type { ProductPage } from '@shop/contracts/product';
import { idOrSlugValue } from '@shop/contracts/query-params';
import type { ApiLanguage } from '@shop/contracts/i18n';
import { data, redirect, type RouterContextProvider } from 'react-router';
import { ApiError } from '../../lib/api-client.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { productPath } from '../../lib/catalog-paths.ts';

export interface ProductPageData {
  lang: ApiLanguage;
  product: ProductPage;
}

interface LoaderArgsLike {
  request: Request;
  params: { slug?: string; brand?: string };
  context: Readonly<RouterContextProvider>;
}

function notFound(): never {
  throw data(null, { status: 404 });
}

/**
 * The product card in one API call, always with guest prices (pages are cached for all guests).
 * The chosen variant (`?value=`) is picked in the page from the product's variants, so one API
 * answer serves every variant URL. The URL without the brand, or with another brand, redirects
 * to the product's one URL; an unknown slug or variant is a 404 or a redirect, never an error.
 */
export async function loadProductPage({ request, params, context }: LoaderArgsLike): Promise<ProductPageData> {
  const { api, lang } = serverApi(context, request);
  const slug = params.slug ?? '';
  if (!idOrSlugValue.safeParse(slug).success || (params.brand !== undefined && !idOrSlugValue.safeParse(params.brand).success)) {
    notFound();
  }
  let product: ProductPage;
  try {
    product = (await api.get<{ data: ProductPage }>(`/v1/catalog/product/${encodeURIComponent(slug)}`)).data;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }

  const search = new URL(request.url).searchParams;
  search.delete('_routes');
  const value = search.getAll('value');
  // A variant that is not this product's (or not a number) falls back to the default one.
  const validValue = value.length === 1 && product.productPrices.some((v) => String(v.id) === value[0]);
  if (value.length > 0 && !validValue) search.delete('value');

  const canonical = productPath(product, lang);
  const requested = productPath({ slug, brand: params.brand ? { slug: params.brand } : null }, lang);
  if (canonical !== requested || (value.length > 0 && !validValue)) {
    const query = search.toString();
    throw redirect(query ? `${canonical}?${query}` : canonical, 301);
  }
  return { lang, product };
}
