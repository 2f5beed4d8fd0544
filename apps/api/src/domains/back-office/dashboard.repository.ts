import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The dashboard reads other domains' tables as a read model (like the moderation queue): counts and
 * sums only, nothing decided here. Two statements, each one index range or index count.
 */

const KYIV = sql.raw(`'Europe/Kyiv'`);

/** Orders placed per Kyiv day since `since`: all of them, and the revenue of those not cancelled or refunded. */
export async function ordersPerDay(db: DbOrTx, since: Date): Promise<{ day: string; orders: number; revenue: number }[]> {
  // A range over orders_created_cover_idx: the last 30 days of the table, however long the table is.
  const result = await db.execute<{ day: string; orders: number; revenue: number }>(sql`
    select to_char(created_at at time zone ${KYIV}, 'YYYY-MM-DD') as day,
      count(*)::int as orders,
      coalesce(sum(total) filter (where status not in ('cancelled', 'refunded')), 0)::bigint as revenue
    from orders
    where created_at >= ${since.toISOString()}::timestamptz
    group by 1`);
  return result.rows.map((row) => ({ day: row.day, orders: Number(row.orders), revenue: Number(row.revenue) }));
}

export interface WaitingCounts {
  awaitingPayment: number;
  awaitingShipping: number;
  applicationsWaiting: number;
  reviewsHeld: number;
  questionsHeld: number;
  commentsHeld: number;
}

/**
 * What waits for staff. Orders by state (orders_status_created_cover_idx): waiting for payment is
 * `awaiting_payment`; waiting for shipping is paid, or confirmed cash on delivery, the two states
 * `ship` accepts. Applications: a `noid` account with a document pending. Reviews, questions and
 * comments not yet moderated (their partial `*_waiting_idx` indexes).
 */
export async function waitingCounts(db: DbOrTx): Promise<WaitingCounts> {
  const result = await db.execute<Record<string, number>>(sql`
    select
      (select count(*) from orders where status = 'awaiting_payment')::int as awaiting_payment,
      (select count(*) from orders where status in ('paid', 'confirmed'))::int as awaiting_shipping,
      (select count(*) from users u where u.user_type = 'noid'
        and exists (select 1 from user_files f where f.user_id = u.id and f.status = 'pending'))::int as applications_waiting,
      (select count(*) from product_feedbacks where moderated_at is null and kind = 'feedback')::int as reviews_held,
      (select count(*) from product_feedbacks where moderated_at is null and kind = 'question')::int as questions_held,
      (select count(*) from news_comments where moderated_at is null)::int as comments_held`);
  const row = result.rows[0] ?? {};
  return {
    awaitingPayment: Number(row.awaiting_payment ?? 0),
    awaitingShipping: Number(row.awaiting_shipping ?? 0),
    applicationsWaiting: Number(row.applications_waiting ?? 0),
    reviewsHeld: Number(row.reviews_held ?? 0),
    questionsHeld: Number(row.questions_held ?? 0),
    commentsHeld: Number(row.comments_held ?? 0),
  };
}
