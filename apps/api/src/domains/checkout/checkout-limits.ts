import type { ApiLanguage } from '@shop/contracts/i18n';
import type { CounterStore } from '../../core/counter-store.ts';
import { type RateLimit, enforce } from '../../core/rate-limit.ts';
import { checkoutMessage } from './checkout.messages.ts';

/**
 * Limits on placing orders (docs/security.md, "Checkout"), sized for real shops: a salon orders
 * several times a day from one phone and one e-mail, and a mobile carrier or an office puts many
 * buyers behind one address. Fixed windows in the counter store, one counter each, no database.
 * - per address: 30 orders an hour (quick and full together);
 * - per phone: 10 orders an hour;
 * - per e-mail of a full order (the address the order letter goes to): 20 a day, so nobody makes
 *   the shop mail one address over and over.
 */
export const CHECKOUT_LIMITS = {
  perIp: { name: 'order-ip', max: 30, windowSeconds: 60 * 60 },
  perPhone: { name: 'order-phone', max: 10, windowSeconds: 60 * 60 },
  perEmail: { name: 'order-email', max: 20, windowSeconds: 24 * 60 * 60 },
} satisfies Record<string, RateLimit>;

/**
 * Counts one order attempt against the address, then the phone, then (for a full order) the e-mail;
 * 429 with Retry-After and a localised message at the first one past its limit (a refused address
 * counts no phone or e-mail). Called once the body is known to be well formed, before anything is
 * read or written.
 */
export async function enforceCheckoutLimits(
  store: CounterStore,
  lang: ApiLanguage,
  who: { ip: string; phone: string; email: string | null },
): Promise<void> {
  const checks: Array<{ limit: RateLimit; subject: string }> = [
    { limit: CHECKOUT_LIMITS.perIp, subject: who.ip },
    { limit: CHECKOUT_LIMITS.perPhone, subject: who.phone },
  ];
  if (who.email) checks.push({ limit: CHECKOUT_LIMITS.perEmail, subject: who.email.trim().toLowerCase() });
  await enforce(store, lang, checks, checkoutMessage(lang, 'tooManyOrders'));
}
