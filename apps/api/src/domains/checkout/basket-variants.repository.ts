import type { Database, NamedStatement } from '../../db/client.ts';
import type { VariantPrices } from '../pricing/pricing.ts';

/** An image as stored (the catalogue's `/media/` path without the width suffix). */
export interface StoredImage {
  path: string;
  width: number;
  height: number;
  widths: number[];
  color: string;
}

/** What pricing, stock checks and order lines need of one variant of a basket. Prices in kopecks. */
export interface BasketVariant extends VariantPrices {
  id: number;
  productId: number;
  brandId: number;
  /** Lines of such a product are kept apart, never merged (SPEC hasDuplicate). */
  hasDuplicate: boolean;
  slug: string;
  titleRu: string;
  titleUk: string;
  valueRu: string;
  valueUk: string;
  article: string;
  quantity: number;
  /** The variant's own picture, else the product's. */
  image: StoredImage | null;
}

/**
 * One variant as the `BasketVariant` object, built by the database (prices in kopecks); shared with the
 * basket facts statement (basket-facts.repository.ts). `p` is product_prices, `pr` products,
 * `i` the variant's image, else the product's.
 */
export const VARIANT_JSON = `json_build_object('id', p.id, 'productId', p.product_id, 'brandId', pr.brand_id,
  'hasDuplicate', pr.has_duplicate, 'slug', pr.slug, 'titleRu', pr.title_ru, 'titleUk', pr.title_uk,
  'valueRu', p.value_ru, 'valueUk', p.value_uk, 'article', p.article, 'quantity', p.quantity,
  'retail', p.retail_price, 'oldRetail', p.old_retail_price, 'professional', p.professional_price,
  'distributor', p.distributor_price, 'client', p.client_price,
  'image', case when i.id is null then null else json_build_object('path', i.path, 'width', coalesce(i.width, 0), 'height', coalesce(i.height, 0),
    'widths', coalesce(i.widths, '{}'), 'color', coalesce(i.color, '#eeeeee')) end)`;

/** Published products' variants, each with its picture; the caller adds the `where` on `p.id`. */
export const VARIANTS_FROM = `from product_prices p
  join products pr on pr.id = p.product_id and pr.published
  left join images i on i.id = coalesce(p.image_id, pr.image_id)`;

// Every basket call (quote, stock check, promotions) runs this query: prepared once per connection,
// it skips building the SQL and the server's parse and plan each time (docs/performance.md, "Buying path").
const BASKET_VARIANTS: NamedStatement = {
  name: 'checkout_basket_variants',
  text: `select ${VARIANT_JSON} as v ${VARIANTS_FROM} where p.id = any($1::int[])`,
};

/**
 * The variants a basket names, of published products only, in one query. A variant that is missing
 * from the answer is unknown, hidden or gone: callers turn that into a field error.
 */
export async function loadBasketVariants(database: Database, priceIds: readonly number[]): Promise<Map<number, BasketVariant>> {
  const ids = [...new Set(priceIds)];
  if (!ids.length) return new Map();
  const rows = await database.named<{ v: BasketVariant }>(BASKET_VARIANTS, [ids]);
  return new Map(rows.map(({ v }) => [v.id, v]));
}
