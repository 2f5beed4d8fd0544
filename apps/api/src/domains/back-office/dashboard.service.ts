import { DASHBOARD_DAYS, type StaffDashboard } from '@shop/contracts/staff-dashboard';
import type { ApiDeps } from '../../deps.ts';
import { ordersPerDay, waitingCounts } from './dashboard.repository.ts';
import { addDays, kyivDay, kyivDayStart, weekStart } from './kyiv-days.ts';

/**
 * GET /v1/staff/dashboard. Today and this week (from Monday) are sums of the same per-day rows as
 * the chart, so the figures and the chart never disagree. Orders count every order placed; revenue
 * is what those not cancelled or refunded came to.
 */
export async function loadDashboard(deps: ApiDeps, now = new Date()): Promise<StaffDashboard> {
  const today = kyivDay(now);
  const first = addDays(today, -(DASHBOARD_DAYS - 1));
  const db = deps.database.db;
  const [rows, waiting] = await Promise.all([ordersPerDay(db, kyivDayStart(first)), waitingCounts(db)]);
  const byDay = new Map(rows.map((row) => [row.day, row]));
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
    const day = addDays(first, i);
    const row = byDay.get(day);
    return { day, orders: row?.orders ?? 0, revenue: row?.revenue ?? 0 };
  });
  const monday = weekStart(today);
  const sum = (from: string) =>
    days.filter((d) => d.day >= from).reduce((total, d) => ({ orders: total.orders + d.orders, revenue: total.revenue + d.revenue }), { orders: 0, revenue: 0 });
  return { today: sum(today), week: sum(monday), ...waiting, days };
}
