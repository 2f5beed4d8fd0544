import { INT32_MAX } from '@shop/contracts/bounds';
import { clampPercent, type PriceViewer } from './price-viewer.ts';

/** The stored prices of one variant, in kopecks. */
export interface VariantPrices {
  retail: number;
  /** Retail price before a promotion, when the variant is on sale. */
  oldRetail: number | null;
  professional: number;
  distributor: number;
  client: number;
}

/** What a viewer pays for a variant and what is shown crossed out, in kopecks. */
export interface ChosenPrice {
  price: number;
  oldPrice: number | null;
}

/**
 * The one place that decides a variant's price for a viewer (ARCHITECTURE §4):
 * - retail (guests, noid, regular): retail price; the old retail price is crossed out during a promotion;
 * - professional: professional price minus the individual discount, the undiscounted price crossed out;
 * - distributor: distributor price, never an individual discount;
 * - client (a user with an assigned code): the client price.
 */
export function chooseVariantPrice(prices: VariantPrices, viewer: PriceViewer): ChosenPrice {
  switch (viewer.audience) {
    case 'professional': {
      const discount = clampPercent(viewer.individualDiscount);
      if (discount === 0) return { price: prices.professional, oldPrice: null };
      return { price: Math.round((prices.professional * (100 - discount)) / 100), oldPrice: prices.professional };
    }
    case 'distributor':
      return { price: prices.distributor, oldPrice: null };
    case 'client':
      return { price: prices.client, oldPrice: null };
    default:
      return {
        price: prices.retail,
        oldPrice: prices.oldRetail !== null && prices.oldRetail > prices.retail ? prices.oldRetail : null,
      };
  }
}

/** Prices are shown in whole hryvnia (SPEC §9): kopecks / 100, rounded. */
export function toHryvnia(kopecks: number): number {
  return Math.round(kopecks / 100);
}

/** Hryvnia bounds of a price filter → kopecks of the stored column the viewer's price derives from. */
export function priceFilterBoundToStored(hryvnia: number, viewer: PriceViewer): number {
  const kopecks = hryvnia * 100;
  const discount = viewer.audience === 'professional' ? clampPercent(viewer.individualDiscount) : 0;
  const factor = (100 - discount) / 100;
  // A 100 % discount makes every price 0: no stored bound can express it, so keep the bound as is.
  const stored = Math.round(factor > 0 ? kopecks / factor : kopecks);
  // A bound past what the price column holds bounds nothing, and must not overflow the query.
  return Math.min(stored, INT32_MAX);
}

/** The product_stats column holding the lowest stored price the viewer's price derives from. */
export function statsPriceColumn(viewer: PriceViewer): 'minRetail' | 'minProfessional' | 'minDistributor' | 'minClient' {
  switch (viewer.audience) {
    case 'professional':
      return 'minProfessional';
    case 'distributor':
      return 'minDistributor';
    case 'client':
      return 'minClient';
    default:
      return 'minRetail';
  }
}
