import { timingSafeEqual } from 'node:crypto';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { AppConfig } from '../../config.ts';
import { keyedHash } from '../../core/secrets.ts';

/**
 * The link to an order's own page that letters and text messages carry. The order's public number
 * names the page; the key proves the link came from the shop, so a guest who follows it sees the
 * order without typing the phone again. Without a key a guest is asked for number and phone.
 */

const KEY_PURPOSE = 'order-page';
const KEY_LENGTH = 24;

/** The key that opens one order's page for whoever holds the link. */
export function orderPageKey(config: AppConfig, orderNumber: string): string {
  return keyedHash(config, KEY_PURPOSE, orderNumber).slice(0, KEY_LENGTH);
}

/** Whether a key from a link belongs to this order number (constant-time). */
export function isOrderPageKey(config: AppConfig, orderNumber: string, key: string | undefined): boolean {
  if (!key || key.length !== KEY_LENGTH) return false;
  return timingSafeEqual(Buffer.from(orderPageKey(config, orderNumber)), Buffer.from(key));
}

/** The order page's path in the shop, in the order's language (Ukrainian pages live under /ua/). */
export function orderPagePath(orderNumber: string, lang: ApiLanguage): string {
  return `${lang === 'ua' ? '/ua' : ''}/order/${encodeURIComponent(orderNumber)}/`;
}

/** The absolute link for letters and SMS: the public origin, the page and its key. */
export function orderPageUrl(config: AppConfig, orderNumber: string, lang: ApiLanguage): string {
  return `${config.publicOrigin}${orderPagePath(orderNumber, lang)}?key=${orderPageKey(config, orderNumber)}`;
}
