import { sql, type SQL } from 'drizzle-orm';
import type { ModerationKind, ModerationQuery, ModerationState } from '@shop/contracts/staff-moderation';
import type { DbOrTx } from '../../db/client.ts';

/**
 * The moderation queue is a read model over two tables that belong to other domains (reviews'
 * product_feedbacks, blog's news_comments): one UNION ALL so that one list pages, filters and counts
 * on the server across the kinds. Decisions are not made here but through each domain's own routes.
 */

export type ModerationRow = {
  kind: ModerationKind;
  record_id: number;
  state: ModerationState;
  name: string;
  email: string;
  user_id: number | null;
  rating: number | null;
  message: string;
  answer: string | null;
  subject_type: 'product' | 'post';
  subject_id: number;
  title_ru: string;
  title_uk: string;
  created_at: string | Date;
  moderated_at: string | Date | null;
};

/** Both tables in one shape; `state` as the screen names it. */
const items = sql`
  select case f.kind when 'question' then 'question' else 'review' end as kind, f.id as record_id,
    case when f.moderated_at is null then 'waiting' when f.approved then 'published' else 'hidden' end as state,
    f.name, f.email, f.user_id, f.rating, f.message, f.answer, 'product' as subject_type, p.id as subject_id,
    p.title_ru, p.title_uk, f.created_at, f.moderated_at
  from product_feedbacks f join products p on p.id = f.product_id
  union all
  select 'comment', c.id,
    case when c.moderated_at is null then 'waiting' when c.hidden then 'hidden' else 'published' end,
    c.name, c.email, c.user_id, null, c.message, null, 'post', n.id, n.title_ru, n.title_uk, c.created_at, c.moderated_at
  from news_comments c join news_posts n on n.id = c.post_id`;

function filters(query: ModerationQuery): SQL {
  const conditions: SQL[] = [sql`true`];
  if (query.kind) conditions.push(sql`kind = ${query.kind}`);
  if (query.state !== 'all') conditions.push(sql`state = ${query.state}`);
  if (query.author) conditions.push(sql`lower(email) = ${query.author}`);
  return sql.join(conditions, sql` and `);
}

/** The waiting queue oldest first (first come, first read); everything else newest first. */
export async function listItems(db: DbOrTx, query: ModerationQuery, limit: number, offset: number): Promise<{ rows: ModerationRow[]; total: number }> {
  const where = filters(query);
  const order = query.state === 'waiting' ? sql`created_at asc, kind asc, record_id asc` : sql`created_at desc, kind asc, record_id desc`;
  const [page, counted] = await Promise.all([
    db.execute<ModerationRow>(sql`select * from (${items}) i where ${where} order by ${order} limit ${limit} offset ${offset}`),
    db.execute<{ n: number }>(sql`select count(*)::int as n from (${items}) i where ${where}`),
  ]);
  return { rows: page.rows, total: Number(counted.rows[0]?.n ?? 0) };
}
