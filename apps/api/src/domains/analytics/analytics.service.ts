import type { AnalyticsEventBody } from '@shop/contracts/analytics';
import { KOPECKS_PER_HRYVNIA } from '@shop/contracts/bounds';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { ApiDeps } from '../../deps.ts';
import { enforce, type RateLimit } from '../../core/rate-limit.ts';
import { insertEvent } from './analytics.repository.ts';

/**
 * A shopper adds or removes a few lines a minute; a script replaying the endpoint to fill the table
 * is stopped. Counted per visitor id and per address: the visitor id is the client's to choose, so
 * the address bounds a client that changes it on every call (an office behind one address still has
 * room for many shoppers).
 */
export const EVENTS_PER_VISITOR: RateLimit = { name: 'event-visitor', max: 60, windowSeconds: 60 };
export const EVENTS_PER_ADDRESS: RateLimit = { name: 'event-ip', max: 300, windowSeconds: 60 };

export interface EventSender {
  lang: ApiLanguage;
  ip: string;
  visitorId: string;
  userId: number | null;
}

/** Records one event of the basket (the route has checked the body against the contract). */
export async function recordEvent(deps: ApiDeps, body: AnalyticsEventBody, sender: EventSender): Promise<void> {
  await enforce(deps.limits, sender.lang, [
    // The address first: once it is refused, a new visitor id from it starts no counter.
    { limit: EVENTS_PER_ADDRESS, subject: sender.ip },
    { limit: EVENTS_PER_VISITOR, subject: sender.visitorId },
  ]);
  const { payload } = body;
  await insertEvent(deps.database.db, {
    eventType: body.eventTypeKey,
    visitorId: sender.visitorId,
    userId: sender.userId,
    productId: payload.product_id,
    productPriceId: payload.product_price_id,
    count: payload.count,
    value: payload.value * KOPECKS_PER_HRYVNIA,
  });
}
