import { timingSafeEqual } from 'node:crypto';
import type { AppConfig } from '../../config.ts';
import { keyedHash } from '../../core/secrets.ts';

/**
 * The download link a remainings letter carries. The mailer sends no attachments, so the letter
 * links to GET /v1/remainings/attachment with the distributor's id, an expiry and a key that proves
 * the shop made the link for that distributor: it opens that distributor's leftovers file only,
 * until it expires, without signing in (a mail client has no bearer token).
 */

const KEY_PURPOSE = 'remainings-link';
const KEY_LENGTH = 32;
/** How long a letter's link works. */
export const LINK_LIFETIME_SECONDS = 7 * 24 * 3600;

export interface ReportLink {
  distributor: number;
  /** Unix seconds. */
  expires: number;
}

export function reportLinkKey(config: AppConfig, link: ReportLink): string {
  return keyedHash(config, KEY_PURPOSE, `${link.distributor}:${link.expires}`).slice(0, KEY_LENGTH);
}

/** The distributor a link's parameters open, or null when the key is wrong or the link has expired. */
export function openReportLink(config: AppConfig, link: ReportLink & { key: string }, now = Date.now()): number | null {
  if (link.key.length !== KEY_LENGTH || link.expires * 1000 < now) return null;
  const expected = reportLinkKey(config, link);
  return timingSafeEqual(Buffer.from(expected), Buffer.from(link.key)) ? link.distributor : null;
}

export function reportLinkUrl(config: AppConfig, distributor: number, now = Date.now()): string {
  const expires = Math.floor(now / 1000) + LINK_LIFETIME_SECONDS;
  const key = reportLinkKey(config, { distributor, expires });
  return `${config.publicOrigin}/api/v1/remainings/attachment?distributor=${distributor}&expires=${expires}&key=${key}`;
}
