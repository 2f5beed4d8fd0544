import type { FastifyBaseLogger } from 'fastify';
import { INT32_MAX } from '@shop/contracts/bounds';
import { GUEST_UNITS_PER_VARIANT } from '@shop/contracts/constants';
import type { CheckoutStoreBody, PlacedOrder } from '@shop/contracts/checkout';
import type { ApiLanguage } from '@shop/contracts/i18n';
import { validationMessage } from '@shop/contracts/validation';
import type { AuthUser } from '../../core/auth.ts';
import { HttpError, validationError } from '../../core/errors.ts';
import type { ApiDeps } from '../../deps.ts';
import type { DeliveryMethodRow } from '../delivery/delivery-methods.service.ts';
import { type NovaPoshtaDeliveryType, type VerifiedDestination, verifyDestination } from '../delivery/destination.ts';
import { wakeOrderNotices } from '../orders/order-notices.ts';
import { seatsChanged } from '../seminars/seminars.public.ts';
import { PAYMENT_WINDOW_MS, orderPaymentForm } from '../payments/payment-form.service.ts';
import { ownerKeyOf } from '../orders/order-owner.ts';
import { toImage } from '../catalog/product-summary.mapper.ts';
import { viewerKey } from '../pricing/price-viewer.ts';
import { type BasketLine, isPaidLine, unitsPerVariant } from './basket-lines.ts';
import { loadBasketEvents, productLineIds } from './basket-events.ts';
import { planBasket } from './basket-plan.ts';
import { loadBasketFacts } from './basket-facts.repository.ts';
import { type Caller, loadPricingCaller } from './checkout-caller.ts';
import { enforceCheckoutLimits } from './checkout-limits.ts';
import { checkoutMessage } from './checkout.messages.ts';
import { isRetryableConflict, requestFingerprint } from './idempotency.ts';
import * as repo from './order-placement.repository.ts';
import type { OrderRows } from './order-placement.repository.ts';
import { addressToRemember, deliveryColumns, orderFormErrors, paymentMethodOf } from './order-rules.ts';
import { toPromoItem } from './promo-offers.ts';
import { StockShortage, shortages, stockOf } from './stock-check.ts';

/** A deadlock or serialisation failure is run again this many times in all. */
const ATTEMPTS = 3;

export interface PlacementContext {
  user: AuthUser | null;
  visitorId: string;
  /** The client's address (behind the proxies of TRUST_PROXY): the per-address limit. */
  ip: string;
  lang: ApiLanguage;
  idempotencyKey: string;
  /** The request's logger: a Nova Poshta directory that does not answer. */
  log?: FastifyBaseLogger;
  /** The shop origin the shopper is on (core/shop-origins.ts): where the payment form goes and comes back. */
  shopOrigin?: string;
}

export interface Placement {
  order: PlacedOrder;
  /** False when the key had already placed this order: the same answer again, nothing new stored. */
  created: boolean;
}

/**
 * POST /v1/checkout/store. Everything is checked and priced before anything is written, then one
 * database call (`placeOrderRows`) inserts the order, takes the stock (all or nothing), writes its
 * lines and its first history line, spends the bonuses on the locked account row, remembers the
 * address and queues the order letter. A retry with the same `Idempotency-Key` and body answers the
 * order already placed; the same key with another body is 409.
 */
export async function placeOrder(deps: ApiDeps, body: CheckoutStoreBody, ctx: PlacementContext): Promise<Placement> {
  const { db } = deps.database;
  const userId = ctx.user?.id ?? null;
  const ownerKey = ownerKeyOf({ user: ctx.user, visitorId: ctx.visitorId });
  const fingerprint = requestFingerprint(body);
  // Counted before anything is read: a flood of orders costs counters, not database work.
  await enforceCheckoutLimits(deps.limits, ctx.lang, { ip: ctx.ip, phone: body.phone, email: body.quick_order === 1 ? null : body.email });

  // The first-order promotion is decided by the account (and its proven phone), never by the form's phone.
  const [facts, events] = await Promise.all([
    loadBasketFacts(deps.database, { deliveryMethodId: body.delivery_method_id, userId, priceIds: productLineIds(body.products) }),
    loadBasketEvents(deps.database, body.products),
  ]);
  const { method, rules, variants } = facts;
  const useBonuses = body.quick_order === 1 ? 0 : body.use_bonuses;
  const paymentMethod = paymentMethodOf(body);

  const planFor = (caller: Caller) => {
    const plan = planBasket(
      caller.pricing,
      body.products,
      variants,
      rules,
      { useBonuses, deliveryPrice: method?.price ?? 0, deliveryType: method?.type ?? null, strictSamples: true },
      ctx.lang,
      events,
    );
    const errors = { ...orderFormErrors(body, method, caller.row, facts.payments, ctx.lang), ...eventLineErrors(body, plan.lines, method, userId, ctx.lang), ...plan.errors };
    if (userId === null) Object.assign(errors, guestCapErrors(plan.lines, ctx.lang));
    // Samples and gifts come with goods: an order of free lines alone is no order.
    if (!Object.keys(plan.errors).length && !plan.lines.some((line) => isPaidLine(line.type))) {
      errors.products = [validationMessage(ctx.lang, 'validation.basket_empty')];
    }
    if (Object.keys(errors).length) throw validationError(ctx.lang, errors);
    if (plan.quote.goodsTotal * 100 > INT32_MAX) throw validationError(ctx.lang, { products: [checkoutMessage(ctx.lang, 'tooLarge')] });
    return plan;
  };
  // Checked before anything is written: bad input and most shortages (by the stock as loaded) never reach the database call.
  let checkedPlan: ReturnType<typeof planFor>;
  let destination: VerifiedDestination | null;
  try {
    checkedPlan = planFor(facts.caller);
    destination = await checkedDestination(deps, body, method, ctx);
    const early = shortages(unitsPerVariant(checkedPlan.lines.filter((line) => line.type !== 'gift')), stockOf(variants), variants, ctx.lang);
    if (early.length) throw new StockShortage(ctx.lang, early);
  } catch (error) {
    // A double click whose twin has just placed the order (and taken the last units) is a retry, not a refusal.
    const twin = error instanceof HttpError ? await repo.findByIdempotencyKey(db, ownerKey, ctx.idempotencyKey) : null;
    if (twin) return replay(deps, twin, fingerprint, ctx.lang, ctx.shopOrigin);
    throw error;
  }
  if (!method) throw validationError(ctx.lang, { delivery_method_id: [checkoutMessage(ctx.lang, 'deliveryMissing')] });

  const delivery = deliveryColumns(body, method, destination);
  const status = { status: 'new' as const, paymentStatus: paymentMethod === 'liqpay' ? ('pending' as const) : ('not_paid' as const) };
  const quick = body.quick_order === 1;
  const rowsFor = (caller: Caller, plan: ReturnType<typeof planFor>): OrderRows => {
    const { quote } = plan;
    const account = caller.row;
    return {
      order: {
        userId,
        ownerKey,
        idempotencyKey: ctx.idempotencyKey,
        requestHash: fingerprint,
        quickOrder: quick,
        ...status,
        paymentMethod,
        priceAudience: viewerKey(caller.pricing.viewer),
        // A quick order names only the phone: the account's name and e-mail help the manager who calls.
        name: quick ? (account?.name ?? '') : body.name,
        secondName: quick ? (account?.secondName ?? '') : body.second_name,
        phone: body.phone,
        email: quick ? (account?.email ?? null) : body.email,
        comment: quick ? '' : (body.comment ?? ''),
        noCall: quick ? false : body.no_call,
        lang: ctx.lang,
        deliveryMethodId: method.id,
        ...delivery,
        goodsTotal: quote.goodsTotal * 100,
        discountTotal: quote.discounts.reduce((sum, d) => sum + d.amount, 0) * 100,
        bonusesSpent: quote.bonuses.used * 100,
        deliveryPrice: quote.delivery * 100,
        total: quote.total * 100,
        paymentDeadline: paymentMethod === 'liqpay' ? new Date(Date.now() + PAYMENT_WINDOW_MS) : null,
      },
      lines: plan.lines.map((line, index) => {
        const priced = quote.lines[index];
        return {
          productId: line.event ? null : line.variant.productId,
          productPriceId: line.event ? null : line.variant.id,
          seminarId: line.event?.kind === 'ticket' ? line.event.id : null,
          courseId: line.event?.kind === 'webinar' ? line.event.id : null,
          type: line.type,
          titleRu: line.variant.titleRu,
          titleUk: line.variant.titleUk,
          valueRu: line.variant.valueRu,
          valueUk: line.variant.valueUk,
          article: line.variant.article,
          count: line.count,
          unitPrice: priced.price * 100,
          oldUnitPrice: priced.oldPrice === null ? null : priced.oldPrice * 100,
          total: priced.total * 100,
        };
      }),
      take: unitsPerVariant(plan.lines.filter((line) => line.type !== 'gift')),
      gifts: unitsPerVariant(plan.lines.filter((line) => line.type === 'gift')),
      bonuses: userId === null ? 0 : quote.bonuses.used,
      address: userId === null ? null : addressToRemember(delivery),
      seats: new Map(plan.lines.filter((line) => line.event?.kind === 'ticket').map((line) => [line.variant.id, line.count])),
    };
  };

  // One database call writes the whole order (`placeOrderRows`). Bonuses were priced from the balance
  // read above: one spent meanwhile by another order is priced again from the balance as it is now.
  let caller = facts.caller;
  let plan = checkedPlan;
  for (let attempt = 1; ; attempt++) {
    const outcome = await withRetries(() => repo.placeOrderRows(deps.database, rowsFor(caller, plan)));
    if (outcome.result === 'replay') return replay(deps, { id: outcome.orderId, requestHash: outcome.requestHash }, fingerprint, ctx.lang, ctx.shopOrigin);
    if (outcome.result === 'short') {
      const wanted = unitsPerVariant(plan.lines.filter((line) => line.type !== 'gift'));
      throw new StockShortage(ctx.lang, shortages(wanted, outcome.stock, variants, ctx.lang));
    }
    if (outcome.result === 'seats_short') {
      // Another order took the last seats since they were read: the lines are named with the seats left now.
      throw validationError(ctx.lang, seatErrors(plan.lines, outcome.seatsLeft, ctx.lang));
    }
    if (outcome.result === 'placed') {
      // The worker that sends letters is told at once when it runs in this process; otherwise it polls.
      wakeOrderNotices(deps);
      // Cached seminar answers (up to 30 s) would show the seats as they were before this sale.
      if (plan.lines.some((line) => line.event?.kind === 'ticket')) await seatsChanged(deps);
      const dropped = new Set(outcome.droppedGifts);
      const extras = plan.lines
        .filter((line) => (line.type === 'sampler' || line.type === 'gift') && !(line.type === 'gift' && dropped.has(line.variant.id)))
        .map((line) => toPromoItem(line.variant, ctx.lang));
      const total = plan.quote.total;
      return {
        created: true,
        order: answerFor(deps, { id: outcome.orderId, number: outcome.number, totalGrn: total, paymentMethod, payable: paymentMethod === 'liqpay', lang: ctx.lang }, extras, ctx.shopOrigin),
      };
    }
    if (attempt >= ATTEMPTS) throw new HttpError(409, checkoutMessage(ctx.lang, 'bonusesChanged'));
    caller = await loadPricingCaller(deps.database, userId, facts.firstOrder);
    plan = planFor(caller);
  }
}

/**
 * A guest's order takes at most GUEST_UNITS_PER_VARIANT units of one variant (its paid lines
 * together; samples have their rules' own limit), so one anonymous order cannot empty a shelf. The
 * count of each line of a variant past the cap is a field error naming the cap.
 */
function guestCapErrors(lines: readonly BasketLine[], lang: ApiLanguage): Record<string, string[]> {
  const paid = lines.filter((line) => line.index >= 0 && isPaidLine(line.type) && !line.event);
  const errors: Record<string, string[]> = {};
  for (const [variantId, units] of unitsPerVariant(paid)) {
    if (units <= GUEST_UNITS_PER_VARIANT) continue;
    for (const line of paid.filter((l) => l.variant.id === variantId)) {
      errors[`products.${line.index}.count`] = [checkoutMessage(lang, 'guestUnitCap', { count: GUEST_UNITS_PER_VARIANT })];
    }
  }
  return errors;
}

/**
 * The rules of ticket and webinar lines (docs/decisions/0018): a ticket count within the seats left (as
 * read; the database call checks again under its lock), a webinar for a signed-in account only (its
 * access is the account's), no quick order; a basket of tickets and webinars alone is not delivered,
 * so it names the shop's `pickup` method and is paid by card or invoice, never cash.
 */
function eventLineErrors(
  body: CheckoutStoreBody,
  lines: readonly BasketLine[],
  method: DeliveryMethodRow | null,
  userId: number | null,
  lang: ApiLanguage,
): Record<string, string[]> {
  const events = lines.filter((line) => line.event);
  if (!events.length) return {};
  const errors: Record<string, string[]> = {};
  for (const line of events) {
    if (body.quick_order === 1) errors[`products.${line.index}.type`] = [checkoutMessage(lang, 'eventsNotQuick')];
    else if (line.type === 'webinar' && userId === null) errors[`products.${line.index}.type`] = [checkoutMessage(lang, 'webinarSignIn')];
    else if (line.event && line.count > line.event.left) errors[`products.${line.index}.count`] = [checkoutMessage(lang, 'seatsLeft', { count: line.event.left })];
  }
  const eventsOnly = lines.every((line) => line.event || !isPaidLine(line.type));
  if (eventsOnly && body.quick_order !== 1) {
    if (method && method.type !== 'pickup') errors.delivery_method_id = [checkoutMessage(lang, 'eventsNeedPickup')];
    if (body.payment_method === 'cash') errors.payment_method = [checkoutMessage(lang, 'eventsNoCash')];
  }
  return errors;
}

/** The ticket lines whose seminar has fewer seats left than they ask for, each named with the seats left. */
function seatErrors(lines: readonly BasketLine[], seatsLeft: ReadonlyMap<number, number>, lang: ApiLanguage): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const line of lines) {
    if (line.event?.kind !== 'ticket') continue;
    const left = seatsLeft.get(line.event.id) ?? 0;
    if (line.count > left) errors[`products.${line.index}.count`] = [checkoutMessage(lang, 'seatsLeft', { count: left })];
  }
  // A seminar that stopped selling (ended, made free) meanwhile leaves no line over its seats: name them all.
  if (!Object.keys(errors).length) {
    for (const line of lines) if (line.event?.kind === 'ticket') errors[`products.${line.index}.count`] = [checkoutMessage(lang, 'seatsLeft', { count: seatsLeft.get(line.event.id) ?? 0 })];
  }
  return errors;
}

/**
 * A Nova Poshta town and department checked against the carrier's directory (`verifyDestination` of
 * the delivery domain): a department of another town or kind, a closed or unknown one, is a field
 * error. Null for the methods that name no Nova Poshta place, and for quick orders.
 */
async function checkedDestination(
  deps: ApiDeps,
  body: CheckoutStoreBody,
  method: DeliveryMethodRow | null,
  ctx: PlacementContext,
): Promise<VerifiedDestination | null> {
  if (body.quick_order === 1 || !method || !body.city || !isNovaPoshta(method.type)) return null;
  const verified = await verifyDestination(deps, { type: method.type, cityRef: body.city.ref, warehouseRef: body.warehouse?.ref, lang: ctx.lang, log: ctx.log });
  if (verified) return verified;
  const field = method.type === 'nova_poshta_courier' ? 'city' : 'warehouse';
  throw validationError(ctx.lang, { [field]: [checkoutMessage(ctx.lang, field === 'city' ? 'cityNotFound' : 'warehouseNotFound')] });
}

function isNovaPoshta(type: DeliveryMethodRow['type']): type is NovaPoshtaDeliveryType {
  return type === 'nova_poshta_branch' || type === 'nova_poshta_locker' || type === 'nova_poshta_courier';
}

async function withRetries<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryableConflict(error)) throw error;
    }
  }
}

/** The answer for an order already placed under the key, or 409 when the key came with another body. */
async function replay(
  deps: ApiDeps,
  earlier: { id: number; requestHash: string },
  fingerprint: string,
  lang: ApiLanguage,
  shopOrigin?: string,
): Promise<Placement> {
  if (earlier.requestHash !== fingerprint) throw new HttpError(409, checkoutMessage(lang, 'idempotencyConflict'));
  const stored = await repo.loadPlacedOrder(deps.database.db, earlier.id);
  if (!stored) throw new HttpError(409, checkoutMessage(lang, 'idempotencyConflict'));
  const extras = stored.extras.map((line) => ({
    id: line.productId ?? 0,
    product_price_id: line.productPriceId ?? 0,
    title: lang === 'ua' ? line.titleUk : line.titleRu,
    slug: line.slug ?? '',
    value: lang === 'ua' ? line.valueUk : line.valueRu,
    image: toImage(line.image),
  }));
  // A retry offers the payment form again only while the order still waits for its money.
  const payable =
    stored.paymentMethod === 'liqpay' && (stored.status === 'new' || stored.status === 'awaiting_payment') && stored.paymentStatus !== 'paid';
  return {
    created: false,
    order: answerFor(deps, { id: stored.id, number: stored.number, totalGrn: stored.total / 100, paymentMethod: stored.paymentMethod, payable, lang }, extras, shopOrigin),
  };
}

function answerFor(
  deps: ApiDeps,
  order: { id: number; number: string; totalGrn: number; paymentMethod: PlacedOrder['payment_method']; payable: boolean; lang: ApiLanguage },
  extras: PlacedOrder['extras'],
  shopOrigin?: string,
): PlacedOrder {
  return {
    number: order.number,
    total: order.totalGrn,
    payment_method: order.paymentMethod,
    liqpay: order.payable ? orderPaymentForm(deps, { id: order.id, number: order.number, total: order.totalGrn * 100 }, order.lang, 'page', shopOrigin) : null,
    invoice_url: order.paymentMethod === 'invoice' ? `/api/v1/invoices/${order.number}.pdf` : null,
    extras,
  };
}
