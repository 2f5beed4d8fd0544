import { sql } from 'drizzle-orm';
import { orders } from '../../db/schema/orders.ts';

/**
 * Keyset paging of order lists sorted by placing time (the staff list, a customer's history): a page
 * continues after the previous page's last row, `<created_at>_<id>`, read as an index range however deep.
 * The time is carried to the microsecond: a JavaScript date keeps milliseconds only, and a cursor cut
 * to them would skip the orders placed later within the same millisecond as the page's last.
 */
export const cursorAt = sql<string>`to_char(${orders.createdAt} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

const CURSOR_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?Z$/;

/** Whether a cursor's time part is one a list made (UTC, up to microseconds). */
export const isCursorTime = (value: string): boolean => CURSOR_TIME.test(value) && !Number.isNaN(Date.parse(value));

/** A time cursor's parts, or null when `after` is not one (the list then starts at the top). */
export function parseTimeCursor(after: string | undefined): { value: string; id: number } | null {
  const match = after ? /^(.+)_(\d{1,10})$/.exec(after) : null;
  if (!match || !isCursorTime(match[1])) return null;
  return { value: match[1], id: Number(match[2]) };
}
