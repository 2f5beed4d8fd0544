import type { ModerationItem, ModerationQuery } from '@shop/contracts/staff-moderation';
import type { ApiDeps } from '../../deps.ts';
import { type Page, offsetOf, toPage } from '../../core/pagination.ts';
import { listItems, type ModerationRow } from './moderation.repository.ts';

const iso = (value: string | Date) => new Date(value).toISOString();

function toItem(row: ModerationRow): ModerationItem {
  return {
    id: `${row.kind}-${row.record_id}`,
    kind: row.kind,
    recordId: row.record_id,
    state: row.state,
    name: row.name,
    email: row.email,
    userId: row.user_id,
    rating: row.kind === 'review' ? row.rating : null,
    message: row.message,
    answer: row.answer,
    subject: { type: row.subject_type, id: row.subject_id, titleRu: row.title_ru, titleUk: row.title_uk },
    createdAt: iso(row.created_at),
    moderatedAt: row.moderated_at === null ? null : iso(row.moderated_at),
  };
}

/** GET /v1/staff/moderation: held reviews, questions and comments, or one author's items. */
export async function listModeration(deps: ApiDeps, query: ModerationQuery, url: string): Promise<Page<ModerationItem>> {
  const { rows, total } = await listItems(deps.database.db, query, query.per_page, offsetOf(query.page, query.per_page));
  return toPage(rows.map(toItem), total, query.page, query.per_page, url);
}
