import type { Quote } from '@shop/contracts/checkout';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { BasketEvent } from './basket-events.ts';
import { type BasketLine, type LineInput, isPaidLine, matchBasketLines } from './basket-lines.ts';
import { type PricingCaller, type PricingOptions, priceBasket } from './basket-pricing.ts';
import type { BasketVariant } from './basket-variants.repository.ts';
import { checkoutMessage } from './checkout.messages.ts';
import { type PromoRule, assignSamples, giftVariants, qualifyingRules } from './promo-offers.ts';

export interface BasketPlan {
  /** The shopper's paid lines and the samples that fit, in the request's order, then the gifts the shop adds. */
  lines: BasketLine[];
  quote: Quote;
  /** Per-field messages of bad lines (and, when strict, of samples the basket does not earn). */
  errors: Record<string, string[]>;
}

/**
 * What a basket comes to for a caller: its lines matched to variants, the sample and gift rules it
 * qualifies for (goods at the caller's prices before discounts), and the quote of everything. The
 * order is strict about samples (a sample the basket does not earn is a field error); the quote only
 * leaves such samples out, as the basket's own check removes them a moment later.
 */
export function planBasket(
  caller: PricingCaller,
  inputs: readonly LineInput[],
  variants: ReadonlyMap<number, BasketVariant>,
  rules: readonly PromoRule[],
  options: PricingOptions & { strictSamples: boolean },
  lang: ApiLanguage,
  events: ReadonlyMap<string, BasketEvent> = new Map(),
): BasketPlan {
  const { lines, errors } = matchBasketLines(inputs, variants, lang, events);
  // Samples and gifts are earned by goods; tickets and webinars earn none (decision 0018).
  const paid = lines.filter((line) => isPaidLine(line.type) && !line.event);
  const goodsQuote = priceBasket(caller, paid, { useBonuses: 0, deliveryPrice: null }, lang);
  const goods = paid.map((line, i) => ({ brandId: line.variant.brandId, total: goodsQuote.lines[i].total }));
  const qualifying = qualifyingRules(rules, goods);

  const samplers = lines.filter((line) => line.type === 'sampler');
  const { accepted, rejected } = assignSamples(qualifying, samplers);
  if (options.strictSamples) {
    for (const rejection of rejected) {
      const { index } = rejection.line;
      if (rejection.reason === 'not_offered') errors[`products.${index}.product_price_id`] = [checkoutMessage(lang, 'sampleNotOffered')];
      else errors[`products.${index}.count`] = [checkoutMessage(lang, 'tooManySamples', { count: rejection.limit })];
    }
  }
  const kept = new Set<BasketLine>([...paid, ...lines.filter((line) => line.event), ...accepted]);
  const gifts: BasketLine[] = giftVariants(qualifying, variants).map((variant) => ({ index: -1, type: 'gift', count: 1, variant }));
  const planned = [...lines.filter((line) => kept.has(line)), ...gifts];
  return { lines: planned, quote: priceBasket(caller, planned, options, lang), errors };
}
