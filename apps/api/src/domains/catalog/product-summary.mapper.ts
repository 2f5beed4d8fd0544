import type { Image, ProductSummary, ProductVariant } from '@shop/contracts/catalog';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { PriceViewer } from '../pricing/price-viewer.ts';
import type { CardRow, ImageRow, VariantRow } from './product-list.repository.ts';
import { chooseVariantPrice, toHryvnia } from '../pricing/pricing.ts';
import { pick } from '../../core/localized.ts';

/** Product images are served from /media/; see the `image` contract for the file names. */
export function toImage(row: ImageRow | null | undefined): Image | null {
  if (!row) return null;
  return { url: `/media/${row.path}`, width: row.width, height: row.height, widths: row.widths, color: row.color };
}

export function toVariant(row: VariantRow, lang: ApiLanguage, viewer: PriceViewer): ProductVariant {
  const { price, oldPrice } = chooseVariantPrice(row, viewer);
  return {
    id: row.id,
    value: pick(row, 'value', lang),
    size: row.size,
    article: row.article,
    quantity: row.quantity,
    inStock: row.quantity > 0,
    price: toHryvnia(price),
    oldPrice: oldPrice === null ? null : toHryvnia(oldPrice),
    retailPrice: toHryvnia(row.retail),
    image: toImage(row.image),
    image2: toImage(row.image2),
  };
}

/** The variant shown first: the first in stock, else the first. */
export function defaultVariant<V extends { quantity: number }>(variants: V[]): V {
  return variants.find((v) => v.quantity > 0) ?? variants[0];
}

/** The second-largest size when there are several sizes (SPEC §7 buy-together), else the only one. */
export function secondLargestVariant<V extends { size: number; id: number }>(variants: V[]): V {
  if (variants.length < 2) return variants[0];
  const bySizeDesc = [...variants].sort((a, b) => b.size - a.size || a.id - b.id);
  return bySizeDesc[1];
}

/**
 * The "от" price of a card: the lowest price among the volumes in stock; with none in stock, the
 * first volume's price, as the product page shows it.
 */
export function lowestBuyablePrice(variants: ProductVariant[]): number {
  const inStock = variants.filter((v) => v.inStock);
  return inStock.length ? Math.min(...inStock.map((v) => v.price)) : (defaultVariant(variants)?.price ?? 0);
}

export interface CardOptions {
  /** Variant to put in `selectType` instead of the default one. */
  selectVariant?: (variants: VariantRow[]) => VariantRow | undefined;
}

export function toProductSummary(row: CardRow, lang: ApiLanguage, viewer: PriceViewer, options: CardOptions = {}): ProductSummary {
  const variants = row.variants.map((v) => toVariant(v, lang, viewer));
  const chosenRow = options.selectVariant?.(row.variants) ?? defaultVariant(row.variants);
  const selectType = variants.find((v) => v.id === chosenRow?.id) ?? variants[0];
  const title = pick(row, 'title', lang);
  const brandTitle = pick(row, 'brandTitle', lang);
  return {
    id: row.id,
    slug: row.slug,
    title,
    uaTitle: row.titleUk,
    brand: { id: row.brandId, title: brandTitle, slug: row.brandSlug },
    series:
      row.seriesId === null
        ? null
        : {
            id: row.seriesId,
            title: pick(row, 'seriesTitle', lang) ?? '',
            slug: row.seriesSlug ?? '',
            isCollection: row.seriesIsCollection ?? false,
          },
    image: toImage(row.image),
    image2: toImage(row.image2),
    isNew: row.isNew,
    isPromotion: row.hasPromotion,
    hasDuplicate: row.hasDuplicate,
    inStock: row.inStock,
    rating: { average: Number(row.rating?.average ?? 0), count: row.rating?.count ?? 0 },
    minPrice: lowestBuyablePrice(variants),
    productPrices: variants,
    selectType,
    analytics: {
      item_id: selectType.article,
      item_name: title,
      item_brand: brandTitle,
      item_category: row.mainCategory ? pick(row.mainCategory, 'title', lang) : null,
      price: selectType.price,
    },
  };
}
