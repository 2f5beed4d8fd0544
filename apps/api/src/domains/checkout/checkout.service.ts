import type { PromoOffer } from '@shop/contracts/basket';
import type { CheckQuantityAnswer, Quote } from '@shop/contracts/checkout';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { ApiDeps } from '../../deps.ts';
import { validationError } from '../../core/errors.ts';
import type { AuthUser } from '../../core/auth.ts';
import { RETAIL_VIEWER, viewerForUser } from '../pricing/price-viewer.ts';
import { type BasketLine, type LineInput, resolveBasketLines, unitsPerVariant } from './basket-lines.ts';
import { loadBasketEvents, productLineIds } from './basket-events.ts';
import { planBasket } from './basket-plan.ts';
import { type PricingCaller, priceBasket } from './basket-pricing.ts';
import { loadBasketFacts } from './basket-facts.repository.ts';
import { loadBasketVariants } from './basket-variants.repository.ts';
import { checkoutMessage } from './checkout.messages.ts';
import { type PromoRule, offersOf, qualifyingRules } from './promo-offers.ts';
import { loadPromoRules } from './promo-offers.repository.ts';
import type { PromoQueryLine } from './promo-query.ts';
import { shortages, stockOf } from './stock-check.ts';

export interface CheckoutContext {
  user: AuthUser | null;
  lang: ApiLanguage;
}

/**
 * POST /v1/checkout/quote: the caller's amounts for a basket, computed exactly as `checkout/store`
 * will charge them. An unknown or inactive delivery method is a field error; samples the basket no
 * longer earns are left out, and the gifts it earns are listed.
 */
export async function quoteBasket(
  deps: ApiDeps,
  body: { products: LineInput[]; delivery_method_id?: number; use_bonuses: number },
  ctx: CheckoutContext,
): Promise<Quote> {
  // The same facts as the order's: the first-order promotion is the signed-in account's, so a quote
  // never tells whether some phone has ordered (a guest's quote has no such discount, nor has the order).
  const [{ method, rules, caller, variants }, events] = await Promise.all([
    loadBasketFacts(deps.database, {
      deliveryMethodId: body.delivery_method_id ?? null,
      userId: ctx.user?.id ?? null,
      priceIds: productLineIds(body.products),
    }),
    loadBasketEvents(deps.database, body.products),
  ]);
  if (body.delivery_method_id !== undefined && !method) {
    throw validationError(ctx.lang, { delivery_method_id: [checkoutMessage(ctx.lang, 'deliveryMissing')] });
  }
  const plan = planBasket(
    caller.pricing,
    body.products,
    variants,
    rules,
    { useBonuses: body.use_bonuses, deliveryPrice: method?.price ?? null, deliveryType: method?.type ?? null, strictSamples: false },
    ctx.lang,
    events,
  );
  if (Object.keys(plan.errors).length) throw validationError(ctx.lang, plan.errors);
  return plan.quote;
}

/**
 * POST /v1/checkout/check-quantity: the lines (samples included, as they come off the same shelf)
 * that want more units than are left. Gifts are the shop's to give and never short.
 */
export async function checkQuantity(deps: ApiDeps, lines: LineInput[], ctx: CheckoutContext): Promise<CheckQuantityAnswer['data']> {
  const [variants, events] = await Promise.all([loadBasketVariants(deps.database, productLineIds(lines)), loadBasketEvents(deps.database, lines)]);
  const resolved = resolveBasketLines(lines, variants, ctx.lang, events);
  const remainingProducts = shortages(unitsPerVariant(resolved), stockOf(variants), variants, ctx.lang);
  return { ok: remainingProducts.length === 0, remainingProducts };
}

/**
 * GET /v1/products/check-samples and /check-gift: the rules of that kind the basket qualifies for at
 * the caller's prices. Variants that are unknown or no longer on sale count for nothing (the basket
 * sync drops them); the caller's prices come from the account, as for the order.
 */
export async function checkPromotions(deps: ApiDeps, kind: PromoRule['kind'], lines: PromoQueryLine[], ctx: CheckoutContext): Promise<PromoOffer[]> {
  const rules = await loadPromoRules(deps.database, kind);
  if (!rules.length || !lines.length) return [];
  const variants = await loadBasketVariants(deps.database, [...lines.map((line) => line.priceId), ...rules.flatMap((rule) => rule.itemIds)]);
  const goodsLines: BasketLine[] = lines.flatMap((line, index) => {
    const variant = variants.get(line.priceId);
    return variant ? [{ index, type: 'product' as const, count: line.count, variant }] : [];
  });
  const caller: PricingCaller = {
    viewer: ctx.user ? viewerForUser(ctx.user) : RETAIL_VIEWER,
    tempDiscount: false,
    canUseBonuses: false,
    bonusBalance: 0,
    noOrdersYet: false,
    guest: true,
    // Samples and gifts are earned by goods before discounts: no promotion counts here.
    firstOrderPercent: null,
  };
  const quote = priceBasket(caller, goodsLines, { useBonuses: 0, deliveryPrice: null }, ctx.lang);
  const goods = goodsLines.map((line, i) => ({ brandId: line.variant.brandId, total: quote.lines[i].total }));
  return offersOf(qualifyingRules(rules, goods), variants, ctx.lang);
}
