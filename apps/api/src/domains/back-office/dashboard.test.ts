import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../auth/auth.test-support.ts';
import { demoEmail, demoUserId } from '../orders/orders.test-support.ts';
import { loadDashboard } from './dashboard.service.ts';

/** The back office's dashboard (issue 29, screen 1): figures from the orders, the queues, and 30 Kyiv days. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const db = () => t.deps.database.db;
const dashboard = (token?: string) => t.app.inject({ url: '/api/v1/staff/dashboard', headers: token ? bearer(token) : {} });

/** Orders placed at `at` (ISO with offset) with `total` kopecks and `status`: the seeded orders, re-dated. */
async function placeOrders(rows: { at: string; total: number; status: string }[]) {
  const ids = (await db().execute<{ id: number }>(sql`select id from orders order by id`)).rows.map((row) => Number(row.id));
  expect(ids.length).toBeGreaterThanOrEqual(rows.length);
  // Everything else is old and finished, so only the rows below count.
  await db().execute(sql`update orders set created_at = '2020-01-01T00:00:00Z', status = 'delivered', payment_status = 'paid'`);
  for (const [i, row] of rows.entries()) {
    await db().execute(sql`update orders set created_at = ${row.at}::timestamptz, total = ${row.total}, status = ${row.status} where id = ${ids[i]}`);
  }
}

describe('staff dashboard', () => {
  it('sums orders and revenue by Kyiv day: today, this week from Monday, and 30 days with every day present', async () => {
    // Wednesday 11 March 2026, noon in Kyiv (UTC+2).
    const now = new Date('2026-03-11T10:00:00Z');
    await placeOrders([
      { at: '2026-03-11T08:00:00+02:00', total: 10_000, status: 'new' },
      // Cancelled today: counted as an order, not as revenue.
      { at: '2026-03-11T09:00:00+02:00', total: 99_900, status: 'cancelled' },
      // Monday just after midnight in Kyiv (Sunday 22:30 UTC): this week.
      { at: '2026-03-09T00:30:00+02:00', total: 20_000, status: 'paid' },
      // Sunday late evening in Kyiv: last week, still in the 30 days.
      { at: '2026-03-08T23:30:00+02:00', total: 40_000, status: 'delivered' },
      // The first of the 30 days, and the day before it (left out).
      { at: '2026-02-10T00:10:00+02:00', total: 5_000, status: 'refunded' },
      { at: '2026-02-09T23:50:00+02:00', total: 7_000, status: 'delivered' },
    ]);
    const data = await loadDashboard(t.deps, now);
    expect(data.today).toEqual({ orders: 2, revenue: 10_000 });
    expect(data.week).toEqual({ orders: 3, revenue: 30_000 });
    expect(data.days).toHaveLength(30);
    expect(data.days[0]).toEqual({ day: '2026-02-10', orders: 1, revenue: 0 });
    expect(data.days.at(-1)).toEqual({ day: '2026-03-11', orders: 2, revenue: 10_000 });
    expect(data.days.find((d) => d.day === '2026-03-08')).toEqual({ day: '2026-03-08', orders: 1, revenue: 40_000 });
    expect(data.days.find((d) => d.day === '2026-03-10')).toEqual({ day: '2026-03-10', orders: 0, revenue: 0 });
    expect(data.days.reduce((n, d) => n + d.orders, 0)).toBe(5);
  });

  it('counts what waits: payment, shipping, applications, and reviews, questions and comments not yet moderated', async () => {
    await placeOrders([
      { at: '2026-03-11T08:00:00+02:00', total: 1, status: 'awaiting_payment' },
      { at: '2026-03-11T08:00:00+02:00', total: 1, status: 'paid' },
      { at: '2026-03-11T08:00:00+02:00', total: 1, status: 'confirmed' },
      { at: '2026-03-11T08:00:00+02:00', total: 1, status: 'shipped' },
    ]);
    await db().execute(sql`update product_feedbacks set moderated_at = now()`);
    await db().execute(sql`update news_comments set moderated_at = now()`);
    await db().execute(sql`update user_files set status = 'approved'`);
    const product = (await db().execute<{ id: number }>(sql`select id from products order by id limit 1`)).rows[0];
    const post = (await db().execute<{ id: number }>(sql`select id from news_posts order by id limit 1`)).rows[0];
    await db().execute(sql`insert into product_feedbacks (product_id, kind, rating, name, email, message)
      values (${product.id}, 'feedback', 5, 'А', 'a@example.com', 'Хорошо'), (${product.id}, 'feedback', 4, 'Б', 'b@example.com', 'Неплохо'),
        (${product.id}, 'question', null, 'В', 'c@example.com', 'Есть ли объём побольше?')`);
    if (post) await db().execute(sql`insert into news_comments (post_id, name, email, message) values (${post.id}, 'Г', 'd@example.com', 'Спасибо')`);
    const noid = await demoUserId(t.deps, 'noid');
    await db().execute(sql`update users set user_type = 'noid' where id = ${noid}`);
    await db().execute(sql`insert into user_files (user_id, stored_name, original_name, mime_type, size) values (${noid}, 'x.pdf', 'diploma.pdf', 'application/pdf', 100)`);

    const res = await dashboard((await signIn(t, demoEmail('reviewer'))).accessToken);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json().data).toMatchObject({
      awaitingPayment: 1,
      awaitingShipping: 2,
      applicationsWaiting: 1,
      reviewsHeld: 2,
      questionsHeld: 1,
      commentsHeld: post ? 1 : 0,
    });
    expect(res.json().data.days).toHaveLength(30);
  });

  it('is open to every staff role and refused to guests (401) and shop accounts (403)', async () => {
    for (const role of ['staff', 'orders', 'content', 'reviewer'] as const) {
      const res = await dashboard((await signIn(t, demoEmail(role))).accessToken);
      expect(res.statusCode, `${role}: ${res.body}`).toBe(200);
    }
    expect((await dashboard()).statusCode).toBe(401);
    for (const role of ['regular', 'professional', 'distributor'] as const) {
      const res = await dashboard((await signIn(t, demoEmail(role))).accessToken);
      expect(res.statusCode, role).toBe(403);
      expect(res.json().message).toBeTruthy();
    }
  });
});
