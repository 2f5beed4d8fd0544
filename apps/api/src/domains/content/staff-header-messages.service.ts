import { API_LANGUAGES, type ApiLanguage } from '@shop/contracts/i18n';
import type { StaffHeaderMessage, StaffHeaderMessageBody } from '@shop/contracts/staff-header-messages';
import type { ApiDeps } from '../../deps.ts';
import { HttpError, genericMessage } from '../../core/errors.ts';
import { recordStaffAction } from '../audit/audit.public.ts';
import * as repo from './staff-header-messages.repository.ts';

/**
 * The header's messages in the back office (issue 29, screen "Content"). Each change and its audit
 * record are one transaction; then the header's cached answers are dropped, so the shop shows the
 * change on its next page.
 */

function toStaffMessage(row: repo.HeaderMessageRow): StaffHeaderMessage {
  return { id: row.id, title_ru: row.titleRu, title_uk: row.titleUk, active: row.active, sort: row.sort };
}

const valuesOf = (input: StaffHeaderMessageBody): repo.HeaderMessageValues => ({ titleRu: input.title_ru, titleUk: input.title_uk, active: input.active, sort: input.sort });
const snapshot = (row: repo.HeaderMessageRow) => ({ titleRu: row.titleRu, titleUk: row.titleUk, active: row.active, sort: row.sort });

/** Drops the cached `GET /v1/header_messages` answers (content.service.ts's keys). */
async function forgetCachedHeader(deps: ApiDeps): Promise<void> {
  await Promise.all(API_LANGUAGES.map((lang) => deps.cache.del(`content:header-messages:${lang}`)));
}

const notFound = (lang: ApiLanguage) => new HttpError(404, genericMessage(lang, 'notFound'));

/** One row for the back office's form; the table holds a handful of rows, so it is read whole. */
export async function getStaffHeaderMessage(deps: ApiDeps, id: number, lang: ApiLanguage): Promise<StaffHeaderMessage> {
  const row = (await repo.listAllHeaderMessages(deps.database.db)).find((candidate) => candidate.id === id);
  if (!row) throw new HttpError(404, genericMessage(lang, 'notFound'));
  return toStaffMessage(row);
}

export async function listStaffHeaderMessages(deps: ApiDeps): Promise<StaffHeaderMessage[]> {
  return (await repo.listAllHeaderMessages(deps.database.db)).map(toStaffMessage);
}

export async function createHeaderMessage(deps: ApiDeps, actorId: number, input: StaffHeaderMessageBody): Promise<StaffHeaderMessage> {
  const row = await deps.database.db.transaction(async (tx) => {
    const created = await repo.insertHeaderMessage(tx, valuesOf(input));
    await recordStaffAction(tx, { actorId, action: 'header_message.create', subjectType: 'header_message', subjectId: created.id, before: null, after: snapshot(created) });
    return created;
  });
  await forgetCachedHeader(deps);
  return toStaffMessage(row);
}

export async function saveHeaderMessage(deps: ApiDeps, actorId: number, id: number, input: StaffHeaderMessageBody, lang: ApiLanguage): Promise<StaffHeaderMessage> {
  const row = await deps.database.db.transaction(async (tx) => {
    const current = await repo.lockHeaderMessage(tx, id);
    if (!current) throw notFound(lang);
    const was = snapshot(current);
    const now = valuesOf(input);
    const changed = (Object.keys(now) as (keyof typeof now)[]).filter((key) => was[key] !== now[key]);
    if (!changed.length) return current;
    const updated = await repo.updateHeaderMessage(tx, id, now);
    if (!updated) throw notFound(lang);
    await recordStaffAction(tx, {
      actorId,
      action: 'header_message.update',
      subjectType: 'header_message',
      subjectId: id,
      before: Object.fromEntries(changed.map((key) => [key, was[key]])),
      after: Object.fromEntries(changed.map((key) => [key, now[key]])),
    });
    return updated;
  });
  await forgetCachedHeader(deps);
  return toStaffMessage(row);
}

export async function removeHeaderMessage(deps: ApiDeps, actorId: number, id: number, lang: ApiLanguage): Promise<{ id: number }> {
  await deps.database.db.transaction(async (tx) => {
    const current = await repo.lockHeaderMessage(tx, id);
    if (!current) throw notFound(lang);
    await repo.deleteHeaderMessage(tx, id);
    await recordStaffAction(tx, { actorId, action: 'header_message.delete', subjectType: 'header_message', subjectId: id, before: snapshot(current), after: null });
  });
  await forgetCachedHeader(deps);
  return { id };
}
