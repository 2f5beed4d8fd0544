import { data } from 'react-router';
import type { ProductSummary } from '@shop/contracts/catalog';
import type { StaticPage } from '@shop/contracts/content';
import { ApiError, type ApiClient } from '../../lib/api-client.ts';
import { loadBlockProducts } from './load-block-products.ts';

export interface ContentPageData {
  page: StaticPage;
  products: Array<[number, ProductSummary]>;
}

/**
 * A page made of a body and blocks (about us, delivery, /pages/{slug}/) from its API path; 404 when it
 * is not published. `preview`: a staff user's look before publishing (the API decides who may).
 */
export async function loadContentPage(api: ApiClient, apiPath: string, preview = false): Promise<ContentPageData> {
  try {
    const { data: page } = await api.get<{ data: StaticPage }>(apiPath, preview ? { preview: '1' } : undefined);
    return { page, products: await loadBlockProducts(api, page.blocks) };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}
