import { z } from 'zod';

/**
 * The back office's first screen (issue 29, screen "Dashboard"): what came in today and this week,
 * what waits for a staff member, and orders and revenue per day for the last 30 Kyiv days. Money is
 * in kopecks; days are Kyiv calendar days (YYYY-MM-DD), the oldest first, every day present.
 */
const count = z.number().int().min(0);
const kopecks = z.number().int();

const period = z.object({ orders: count, revenue: kopecks });

export const DASHBOARD_DAYS = 30;

export const staffDashboard = z.object({
  today: period,
  week: period,
  awaitingPayment: count,
  awaitingShipping: count,
  applicationsWaiting: count,
  reviewsHeld: count,
  questionsHeld: count,
  commentsHeld: count,
  days: z.array(z.object({ day: z.string(), orders: count, revenue: kopecks })),
});
export type StaffDashboard = z.infer<typeof staffDashboard>;
