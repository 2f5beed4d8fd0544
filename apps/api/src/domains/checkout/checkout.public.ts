import type { Database, NamedStatement } from '../../db/client.ts';
import { hasOrderBefore } from './caller.repository.ts';

/**
 * What other domains may ask checkout. Whether an account or its own phone has ever ordered is the
 * first-order promotion's question (decision 0015); `/auth/me` asks it too, so that the shop's pages
 * do not offer that promotion to a returning customer.
 */
export function hasAccountOrdered(database: Database, account: { userId: number; phone: string | null }): Promise<boolean> {
  return hasOrderBefore(database, account);
}

// A paid order's webinar line gives its buyer the course (decision 0018); a refunded or cancelled one does not.
const WEBINAR_ACCESS: NamedStatement = {
  name: 'checkout_webinar_access',
  text: `select exists (select 1 from order_lines l join orders o on o.id = l.order_id
    where l.course_id = $2::int and l.type = 'webinar' and o.user_id = $1::int and o.payment_status = 'paid'
      and o.status not in ('cancelled', 'refunded')) as ok`,
};

/** Whether the account has bought this webinar (course) and paid for it: the platform's access rule asks it. */
export async function hasWebinarAccess(database: Database, userId: number, courseId: number): Promise<boolean> {
  const [row] = await database.named<{ ok: boolean }>(WEBINAR_ACCESS, [userId, courseId]);
  return row?.ok === true;
}
