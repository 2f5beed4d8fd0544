import type { AuditEntry, AuditQuery } from '@shop/contracts/staff-audit';
import type { ApiDeps } from '../../deps.ts';
import { type Page, offsetOf, toPage } from '../../core/pagination.ts';
import { listStaffActions } from './audit-log.repository.ts';

/** The audit log's days are the shop's: Kyiv time. */
const kyivOffset = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Kyiv', timeZoneName: 'longOffset' });

/** The moment a Kyiv day (YYYY-MM-DD) starts. */
export function kyivDayStart(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  const name = kyivOffset.formatToParts(utcMidnight).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT+02:00';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  const minutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 120;
  return new Date(utcMidnight.getTime() - minutes * 60_000);
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

/** GET /v1/staff/audit: one page of the log, newest first, as filtered. */
export async function listAudit(deps: ApiDeps, query: AuditQuery, url: string): Promise<Page<AuditEntry>> {
  const { rows, total } = await listStaffActions(
    deps.database.db,
    {
      actorId: query.actor_id,
      subjectType: query.subject_type,
      subjectId: query.subject_id,
      action: query.action,
      since: query.from ? kyivDayStart(query.from) : undefined,
      before: query.to ? kyivDayStart(nextDay(query.to)) : undefined,
    },
    query.per_page,
    offsetOf(query.page, query.per_page),
  );
  const items = rows.map((row) => ({
    id: row.id,
    at: row.createdAt.toISOString(),
    actor: row.actorId !== null && row.actorEmail !== null ? { id: row.actorId, email: row.actorEmail, name: `${row.actorName ?? ''} ${row.actorSecondName ?? ''}`.trim() } : null,
    action: row.action,
    subject_type: row.subjectType,
    subject_id: row.subjectId,
    before: row.before ?? null,
    after: row.after ?? null,
    details: row.details,
  }));
  return toPage(items, total, query.page, query.per_page, url);
}
