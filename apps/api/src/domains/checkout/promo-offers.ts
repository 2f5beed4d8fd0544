import type { PromoItem, PromoOffer } from '@shop/contracts/basket';
import type { ApiLanguage } from '@shop/contracts/i18n';
import { pick } from '../../core/localized.ts';
import { toImage } from '../catalog/product-summary.mapper.ts';
import type { BasketLine } from './basket-lines.ts';
import type { BasketVariant } from './basket-variants.repository.ts';

/**
 * Samples and gifts (ARCHITECTURE §4, SPEC §4 "Basket"): which rules a basket qualifies for, what
 * each offers, and whether the samples a shopper picked are allowed. Pure: the repository loads the
 * rules and the service the variants.
 */

export interface PromoRule {
  id: number;
  kind: 'sample' | 'gift';
  titleRu: string;
  titleUk: string;
  /** Kopecks of goods, at the caller's prices before discounts, the basket must reach. */
  minTotal: number;
  /** Only goods of this brand count toward `minTotal`, when set. */
  brandId: number | null;
  /** Samples: how many the shopper may pick; gifts: how many are added. */
  maxCount: number;
  /** Variant ids the rule hands out, one unit each, in the rule's order. */
  itemIds: number[];
}

/** A paid line's brand and whole-grn total at the caller's prices. */
export interface GoodsLine {
  brandId: number;
  total: number;
}

/** The rules whose goods total (of their brand, when they name one) reaches the minimum. */
export function qualifyingRules(rules: readonly PromoRule[], goods: readonly GoodsLine[]): PromoRule[] {
  return rules.filter((rule) => {
    const total = goods.reduce((sum, line) => (rule.brandId === null || line.brandId === rule.brandId ? sum + line.total : sum), 0);
    return total * 100 >= rule.minTotal;
  });
}

/** The rule's items that can be handed out now: on sale (found) and in stock. */
export function availableItems(rule: PromoRule, variants: ReadonlyMap<number, BasketVariant>): BasketVariant[] {
  return rule.itemIds.map((id) => variants.get(id)).filter((v): v is BasketVariant => v !== undefined && v.quantity > 0);
}

export function toPromoItem(variant: BasketVariant, lang: ApiLanguage): PromoItem {
  return {
    id: variant.productId,
    product_price_id: variant.id,
    title: pick(variant, 'title', lang),
    slug: variant.slug,
    value: pick(variant, 'value', lang),
    image: toImage(variant.image),
  };
}

/**
 * What a qualifying rule offers: a sample rule every item in stock to pick from, a gift rule the
 * items that will be added (the first `maxCount` in stock). A rule with nothing to hand out is left
 * out.
 */
export function offersOf(rules: readonly PromoRule[], variants: ReadonlyMap<number, BasketVariant>, lang: ApiLanguage): PromoOffer[] {
  return rules.flatMap((rule) => {
    const items = availableItems(rule, variants);
    const offered = rule.kind === 'gift' ? items.slice(0, rule.maxCount) : items;
    if (!offered.length) return [];
    return [{ id: rule.id, title: pick(rule, 'title', lang), maxCount: rule.maxCount, items: offered.map((v) => toPromoItem(v, lang)) }];
  });
}

/** Gift variants the shop adds for qualifying gift rules, one unit each (a variant once, however many rules name it). */
export function giftVariants(rules: readonly PromoRule[], variants: ReadonlyMap<number, BasketVariant>): BasketVariant[] {
  const chosen = new Map<number, BasketVariant>();
  for (const rule of rules) {
    if (rule.kind !== 'gift') continue;
    for (const variant of availableItems(rule, variants).slice(0, rule.maxCount)) chosen.set(variant.id, variant);
  }
  return [...chosen.values()];
}

export type SampleRejection = { line: BasketLine; reason: 'not_offered' } | { line: BasketLine; reason: 'too_many'; limit: number };

/**
 * Fits the sampler lines the shopper picked into the qualifying sample rules: each line goes to the
 * first rule that offers its variant and still has room (`maxCount` units per rule). Lines that fit
 * nowhere are rejected: the order refuses them, the quote leaves them out.
 */
export function assignSamples(rules: readonly PromoRule[], samplerLines: readonly BasketLine[]): { accepted: BasketLine[]; rejected: SampleRejection[] } {
  const sampleRules = rules.filter((rule) => rule.kind === 'sample');
  const room = new Map(sampleRules.map((rule) => [rule.id, rule.maxCount]));
  const accepted: BasketLine[] = [];
  const rejected: SampleRejection[] = [];
  for (const line of samplerLines) {
    const offering = sampleRules.filter((rule) => rule.itemIds.includes(line.variant.id));
    if (!offering.length) {
      rejected.push({ line, reason: 'not_offered' });
      continue;
    }
    const rule = offering.find((r) => (room.get(r.id) ?? 0) >= line.count);
    if (!rule) {
      rejected.push({ line, reason: 'too_many', limit: Math.max(...offering.map((r) => r.maxCount)) });
      continue;
    }
    room.set(rule.id, (room.get(rule.id) ?? 0) - line.count);
    accepted.push(line);
  }
  return { accepted, rejected };
}
