import type { ProductSummary } from '@shop/contracts/catalog';
import type { ApiDeps } from '../../deps.ts';
import type { PriceViewer } from '../pricing/price-viewer.ts';
import { chooseVariantPrice, toHryvnia } from '../pricing/pricing.ts';
import { toProductSummary } from './product-summary.mapper.ts';
import { listProductSummaries } from './product-list.repository.ts';
import type { Caller } from './products.service.ts';

/** The prices a professional's client sees (a user linked by an agent code). */
const CLIENT_VIEWER: PriceViewer = Object.freeze({ audience: 'client', individualDiscount: 0 });

/** A product summary built for one of its variants, and that variant's client price. */
export interface VariantCard {
  /** `selectType` (and the analytics item) is this variant, at the caller's prices. */
  card: ProductSummary;
  /** The variant's client price, whole grn: what a professional's client would pay for it. */
  clientPrice: number;
}

/**
 * Summaries of published products keyed by each of their variants' ids, for lists whose rows are
 * variants rather than products (basket lines, a repeated order). One query for all products; the
 * cards are the catalogue's own (`toProductSummary`), so prices are never worked out twice.
 */
export async function cardsByVariant(deps: ApiDeps, productIds: number[], caller: Caller): Promise<Map<number, VariantCard>> {
  const unique = [...new Set(productIds)];
  const cards = new Map<number, VariantCard>();
  if (!unique.length) return cards;
  const { rows } = await listProductSummaries(deps.database.db, {
    filter: { productIds: unique },
    order: 'ids',
    viewer: caller.viewer,
    limit: unique.length,
    offset: 0,
  });
  for (const row of rows) {
    for (const variant of row.variants) {
      cards.set(variant.id, {
        card: toProductSummary(row, caller.lang, caller.viewer, { selectVariant: (variants) => variants.find((v) => v.id === variant.id) }),
        clientPrice: toHryvnia(chooseVariantPrice(variant, CLIENT_VIEWER).price),
      });
    }
  }
  return cards;
}
