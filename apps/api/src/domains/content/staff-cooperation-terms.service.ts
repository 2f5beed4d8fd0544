import type { ApiLanguage } from '@shop/contracts/i18n';
import type { StaffCooperationTerm, StaffCooperationTermBody } from '@shop/contracts/staff-cooperation-terms';
import type { ApiDeps } from '../../deps.ts';
import { bumpCatalogVersion } from '../../core/catalog-version.ts';
import { HttpError, genericMessage } from '../../core/errors.ts';
import { recordStaffAction } from '../audit/audit.public.ts';
import * as repo from './staff-cooperation-terms.repository.ts';

/**
 * The terms of cooperation in the back office (issue 29, screen "Content"). Bodies are stored as the
 * editor wrote them and sanitised whenever the shop serves them (`toTerm`). Each change and its audit
 * record are one transaction; then the content's cached answers are let go by moving the catalogue
 * version they are keyed under (`cachedJson`), so the shop shows the change on its next request.
 */

const toStaffCooperationTerm = (row: repo.CooperationTermRow): StaffCooperationTerm => ({
  id: row.id,
  title_ru: row.titleRu,
  title_uk: row.titleUk,
  summary_ru: row.summaryRu,
  summary_uk: row.summaryUk,
  body_ru: row.bodyRu,
  body_uk: row.bodyUk,
  published: row.published,
  sort: row.sort,
});

const valuesOf = (input: StaffCooperationTermBody): repo.CooperationTermValues => ({
  titleRu: input.title_ru,
  titleUk: input.title_uk,
  summaryRu: input.summary_ru,
  summaryUk: input.summary_uk,
  bodyRu: input.body_ru,
  bodyUk: input.body_uk,
  published: input.published,
  sort: input.sort,
});
const snapshot = ({ id: _id, ...values }: repo.CooperationTermRow): repo.CooperationTermValues => values;

const notFound = (lang: ApiLanguage) => new HttpError(404, genericMessage(lang, 'notFound'));

/** One row for the back office's form; the table holds a handful of rows, so it is read whole. */
export async function getStaffCooperationTerm(deps: ApiDeps, id: number, lang: ApiLanguage): Promise<StaffCooperationTerm> {
  const row = (await repo.listAllCooperationTerms(deps.database.db)).find((candidate) => candidate.id === id);
  if (!row) throw new HttpError(404, genericMessage(lang, 'notFound'));
  return toStaffCooperationTerm(row);
}

export async function listStaffCooperationTerms(deps: ApiDeps): Promise<StaffCooperationTerm[]> {
  return (await repo.listAllCooperationTerms(deps.database.db)).map(toStaffCooperationTerm);
}

export async function createCooperationTerm(deps: ApiDeps, actorId: number, input: StaffCooperationTermBody): Promise<StaffCooperationTerm> {
  const row = await deps.database.db.transaction(async (tx) => {
    const created = await repo.insertCooperationTerm(tx, valuesOf(input));
    await recordStaffAction(tx, { actorId, action: 'cooperation_term.create', subjectType: 'cooperation_term', subjectId: created.id, before: null, after: snapshot(created) });
    return created;
  });
  await bumpCatalogVersion(deps.cache);
  return toStaffCooperationTerm(row);
}

export async function saveCooperationTerm(deps: ApiDeps, actorId: number, id: number, input: StaffCooperationTermBody, lang: ApiLanguage): Promise<StaffCooperationTerm> {
  const row = await deps.database.db.transaction(async (tx) => {
    const current = await repo.lockCooperationTerm(tx, id);
    if (!current) throw notFound(lang);
    const was = snapshot(current);
    const now = valuesOf(input);
    const changed = (Object.keys(now) as (keyof repo.CooperationTermValues)[]).filter((key) => was[key] !== now[key]);
    if (!changed.length) return current;
    const updated = await repo.updateCooperationTerm(tx, id, now);
    if (!updated) throw notFound(lang);
    await recordStaffAction(tx, {
      actorId,
      action: 'cooperation_term.update',
      subjectType: 'cooperation_term',
      subjectId: id,
      before: Object.fromEntries(changed.map((key) => [key, was[key]])),
      after: Object.fromEntries(changed.map((key) => [key, now[key]])),
    });
    return updated;
  });
  await bumpCatalogVersion(deps.cache);
  return toStaffCooperationTerm(row);
}

export async function removeCooperationTerm(deps: ApiDeps, actorId: number, id: number, lang: ApiLanguage): Promise<{ id: number }> {
  await deps.database.db.transaction(async (tx) => {
    const current = await repo.lockCooperationTerm(tx, id);
    if (!current) throw notFound(lang);
    await repo.deleteCooperationTerm(tx, id);
    await recordStaffAction(tx, { actorId, action: 'cooperation_term.delete', subjectType: 'cooperation_term', subjectId: id, before: snapshot(current), after: null });
  });
  await bumpCatalogVersion(deps.cache);
  return { id };
}
