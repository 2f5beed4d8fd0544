import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { images, productPrices, products } from '../../db/schema/catalog.ts';
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

function buildQuery(db: DbOrTx) {
  return db
    .select({
      id: productPrices.id,
      productId: productPrices.productId,
      brandId: products.brandId,
      hasDuplicate: products.hasDuplicate,
      slug: products.slug,
      titleRu: products.titleRu,
      titleUk: products.titleUk,
      valueRu: productPrices.valueRu,
      valueUk: productPrices.valueUk,
      article: productPrices.article,
      quantity: productPrices.quantity,
      retail: productPrices.retailPrice,
      oldRetail: productPrices.oldRetailPrice,
      professional: productPrices.professionalPrice,
      distributor: productPrices.distributorPrice,
      client: productPrices.clientPrice,
      imagePath: images.path,
      imageWidth: images.width,
      imageHeight: images.height,
      imageWidths: images.widths,
      imageColor: images.color,
    })
    .from(productPrices)
    .innerJoin(products, and(eq(products.id, productPrices.productId), eq(products.published, true)))
    .leftJoin(images, eq(images.id, sql`coalesce(${productPrices.imageId}, ${products.imageId})`))
    .where(sql`${productPrices.id} = any(${sql.placeholder('ids')}::int[])`)
    .prepare('checkout_basket_variants');
}

// Every basket call (quote, stock check, promotions, placing) runs this query: prepared once per
// database handle, it skips building the SQL each time (docs/performance.md, "Buying path").
const prepared = new WeakMap<DbOrTx, ReturnType<typeof buildQuery>>();

/**
 * The variants a basket names, of published products only, in one query. A variant that is missing
 * from the answer is unknown, hidden or gone: callers turn that into a field error.
 */
export async function loadBasketVariants(db: Db, priceIds: readonly number[]): Promise<Map<number, BasketVariant>> {
  const ids = [...new Set(priceIds)];
  if (!ids.length) return new Map();
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = buildQuery(db)));
  const rows = await query.execute({ ids });
  const variants = new Map<number, BasketVariant>();
  for (const { imagePath, imageWidth, imageHeight, imageWidths, imageColor, ...row } of rows) {
    const image =
      imagePath === null ? null : { path: imagePath, width: imageWidth ?? 0, height: imageHeight ?? 0, widths: imageWidths ?? [], color: imageColor ?? '#eeeeee' };
    variants.set(row.id, { ...row, image });
  }
  return variants;
}
