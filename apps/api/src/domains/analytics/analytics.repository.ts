import type { AnalyticsEventType } from '@shop/contracts/analytics';
import type { DbOrTx } from '../../db/client.ts';
import { analyticsEvents } from '../../db/schema/index.ts';

export interface NewAnalyticsEvent {
  eventType: AnalyticsEventType;
  visitorId: string;
  userId: number | null;
  productId: number;
  productPriceId: number;
  count: number;
  /** Kopecks. */
  value: number;
}

export async function insertEvent(db: DbOrTx, event: NewAnalyticsEvent): Promise<void> {
  await db.insert(analyticsEvents).values({ ...event, currency: 'UAH' });
}
