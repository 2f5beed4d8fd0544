import {
  DEFAULT_FIRST_ORDER_PROMOTION,
  DEFAULT_PAYMENT_METHODS,
  FIRST_ORDER_PROMOTION_SETTING,
  type FirstOrderPromotion,
  PAYMENT_METHODS_FOR_EVERYONE,
  PAYMENT_METHODS_SETTING,
  type PaymentMethodOffer,
  type StaffPaymentMethod,
  type StaffPaymentMethodBody,
  firstOrderPromotionOf,
  paymentMethodsOf,
} from '@shop/contracts/checkout-settings';
import { PAYMENT_METHODS, type PaymentMethod } from '@shop/contracts/checkout';
import { API_LANGUAGES, type ApiLanguage } from '@shop/contracts/i18n';
import type { ApiDeps } from '../../deps.ts';
import { cached } from '../../core/cache.ts';
import { bumpCatalogVersion } from '../../core/catalog-version.ts';
import { HttpError, genericMessage, validationError } from '../../core/errors.ts';
import { messageTable } from '../../core/messages.ts';
import { recordStaffAction } from '../audit/audit.public.ts';
import { lockSetting, readSetting, writeSetting } from './checkout-settings.repository.ts';

/**
 * The checkout's settings (issue 29, screen "Settings"): the ways of paying and the first-order
 * promotion. A save writes the row and its audit record in one transaction, then drops the cached
 * answers built from it. Pricing and the order's payment rule never read these caches: the basket
 * facts' one statement reads the rows themselves (basket-facts.repository.ts), so the next quote or
 * order follows a save at once.
 */

const settingsMessage = messageTable({
  ru: { lastForEveryone: 'Оставьте включённой оплату картой или при получении: по счёту платят только специалисты и дистрибьюторы' },
  ua: { lastForEveryone: 'Залиште ввімкненою оплату карткою або при отриманні: за рахунком платять лише спеціалісти й дистриб’ютори' },
});

/** The audit log's subject for shop-wide settings, which have no row id of their own. */
const SHOP_SETTINGS_SUBJECT_ID = 0;
/** The shop's pages read these rarely-changing answers often; a save drops them at once. */
const OFFERS_TTL_S = 300;
const offersKey = (lang: ApiLanguage) => `checkout:payment-methods:${lang}`;
/** content.service.ts's key of `GET /v1/variables`, which carries the promotion to the storefront's dialog. */
const VARIABLES_KEY = 'content:variables';

const storedOf = (methods: StaffPaymentMethod[]) => Object.fromEntries(methods.map(({ id, ...rest }) => [id, rest]));

// ---- Payment methods ----------------------------------------------------------------------------

export async function listStaffPaymentMethods(deps: ApiDeps): Promise<StaffPaymentMethod[]> {
  return paymentMethodsOf(await readSetting(deps.database.db, PAYMENT_METHODS_SETTING));
}

/** The method under its code; a code the shop does not have is 404. */
export function knownPaymentMethod(id: string, lang: ApiLanguage): PaymentMethod {
  if (!(PAYMENT_METHODS as readonly string[]).includes(id)) throw new HttpError(404, genericMessage(lang, 'notFound'));
  return id as PaymentMethod;
}

export async function getStaffPaymentMethod(deps: ApiDeps, id: string, lang: ApiLanguage): Promise<StaffPaymentMethod> {
  const known = knownPaymentMethod(id, lang);
  return (await listStaffPaymentMethods(deps)).find((method) => method.id === known) as StaffPaymentMethod;
}

/** GET /v1/payment_methods: the methods checkout offers, localised, in the shop's order. */
export function listPaymentMethodOffers(deps: ApiDeps, lang: ApiLanguage): Promise<PaymentMethodOffer[]> {
  return cached(deps.cache, offersKey(lang), OFFERS_TTL_S, async () =>
    (await listStaffPaymentMethods(deps))
      .filter((method) => method.active)
      .map((method) => ({
        id: method.id,
        title: lang === 'ua' ? method.title_uk : method.title_ru,
        description: lang === 'ua' ? method.description_uk : method.description_ru,
      })),
  );
}

/** Saves a method's words, order and switch; the card or cash stays on (PAYMENT_METHODS_FOR_EVERYONE). */
export async function savePaymentMethod(deps: ApiDeps, actorId: number, code: string, input: StaffPaymentMethodBody, lang: ApiLanguage): Promise<StaffPaymentMethod> {
  const id = knownPaymentMethod(code, lang);
  const saved = await deps.database.db.transaction(async (tx) => {
    const methods = paymentMethodsOf(await lockSetting(tx, PAYMENT_METHODS_SETTING, DEFAULT_PAYMENT_METHODS));
    const current = methods.find((method) => method.id === id) as StaffPaymentMethod;
    const next: StaffPaymentMethod = { id, ...input };
    const after = methods.map((method) => (method.id === id ? next : method));
    if (!after.some((method) => method.active && PAYMENT_METHODS_FOR_EVERYONE.includes(method.id))) {
      throw validationError(lang, { active: [settingsMessage(lang, 'lastForEveryone')] });
    }
    const changed = (Object.keys(input) as (keyof StaffPaymentMethodBody)[]).filter((key) => current[key] !== next[key]);
    if (!changed.length) return current;
    await writeSetting(tx, PAYMENT_METHODS_SETTING, storedOf(after));
    await recordStaffAction(tx, {
      actorId,
      action: 'settings.payment_method_update',
      subjectType: 'settings',
      subjectId: SHOP_SETTINGS_SUBJECT_ID,
      before: Object.fromEntries(changed.map((key) => [key, current[key]])),
      after: Object.fromEntries(changed.map((key) => [key, next[key]])),
      details: { method: id },
    });
    return next;
  });
  await Promise.all(API_LANGUAGES.map((language) => deps.cache.del(offersKey(language))));
  return saved;
}

// ---- First-order promotion ----------------------------------------------------------------------

export async function getFirstOrderPromotion(deps: ApiDeps): Promise<FirstOrderPromotion> {
  return firstOrderPromotionOf(await readSetting(deps.database.db, FIRST_ORDER_PROMOTION_SETTING));
}

export async function saveFirstOrderPromotion(deps: ApiDeps, actorId: number, input: FirstOrderPromotion): Promise<FirstOrderPromotion> {
  const saved = await deps.database.db.transaction(async (tx) => {
    const current = firstOrderPromotionOf(await lockSetting(tx, FIRST_ORDER_PROMOTION_SETTING, DEFAULT_FIRST_ORDER_PROMOTION));
    const changed = (Object.keys(input) as (keyof FirstOrderPromotion)[]).filter((key) => current[key] !== input[key]);
    if (!changed.length) return current;
    await writeSetting(tx, FIRST_ORDER_PROMOTION_SETTING, input);
    await recordStaffAction(tx, {
      actorId,
      action: 'settings.first_order_promotion_update',
      subjectType: 'settings',
      subjectId: SHOP_SETTINGS_SUBJECT_ID,
      before: Object.fromEntries(changed.map((key) => [key, current[key]])),
      after: Object.fromEntries(changed.map((key) => [key, input[key]])),
    });
    return input;
  });
  // The storefront's dialog reads the promotion from the shell's variables, which every cached page
  // carries: the answer is dropped and the cached pages retired with the catalogue's version.
  await deps.cache.del(VARIABLES_KEY);
  await bumpCatalogVersion(deps.cache);
  return saved;
}
