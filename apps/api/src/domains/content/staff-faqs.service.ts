import type { ApiLanguage } from '@shop/contracts/i18n';
import type { StaffFaq, StaffFaqBody } from '@shop/contracts/staff-faqs';
import type { ApiDeps } from '../../deps.ts';
import { bumpCatalogVersion } from '../../core/catalog-version.ts';
import { HttpError, genericMessage } from '../../core/errors.ts';
import { recordStaffAction } from '../audit/audit.public.ts';
import * as repo from './staff-faqs.repository.ts';

/**
 * The FAQ in the back office (issue 29, screen "Content"). Answers are stored as the editor wrote
 * them and sanitised whenever the shop serves them (`faqList`). Each change and its audit record
 * are one transaction; then the content's cached answers are let go by moving the catalogue version
 * they are keyed under (`cachedJson`), so the shop's FAQ shows the change on its next request.
 */

const toStaffFaq = (row: repo.FaqRow): StaffFaq => ({
  id: row.id,
  question_ru: row.questionRu,
  question_uk: row.questionUk,
  answer_ru: row.answerRu,
  answer_uk: row.answerUk,
  published: row.published,
  sort: row.sort,
});

const valuesOf = (input: StaffFaqBody): repo.FaqValues => ({
  questionRu: input.question_ru,
  questionUk: input.question_uk,
  answerRu: input.answer_ru,
  answerUk: input.answer_uk,
  published: input.published,
  sort: input.sort,
});
const snapshot = ({ id: _id, ...values }: repo.FaqRow): repo.FaqValues => values;

const notFound = (lang: ApiLanguage) => new HttpError(404, genericMessage(lang, 'notFound'));

/** One row for the back office's form; the table holds a handful of rows, so it is read whole. */
export async function getStaffFaq(deps: ApiDeps, id: number, lang: ApiLanguage): Promise<StaffFaq> {
  const row = (await repo.listAllFaqs(deps.database.db)).find((candidate) => candidate.id === id);
  if (!row) throw new HttpError(404, genericMessage(lang, 'notFound'));
  return toStaffFaq(row);
}

export async function listStaffFaqs(deps: ApiDeps): Promise<StaffFaq[]> {
  return (await repo.listAllFaqs(deps.database.db)).map(toStaffFaq);
}

export async function createFaq(deps: ApiDeps, actorId: number, input: StaffFaqBody): Promise<StaffFaq> {
  const row = await deps.database.db.transaction(async (tx) => {
    const created = await repo.insertFaq(tx, valuesOf(input));
    await recordStaffAction(tx, { actorId, action: 'faq.create', subjectType: 'faq', subjectId: created.id, before: null, after: snapshot(created) });
    return created;
  });
  await bumpCatalogVersion(deps.cache);
  return toStaffFaq(row);
}

export async function saveFaq(deps: ApiDeps, actorId: number, id: number, input: StaffFaqBody, lang: ApiLanguage): Promise<StaffFaq> {
  const row = await deps.database.db.transaction(async (tx) => {
    const current = await repo.lockFaq(tx, id);
    if (!current) throw notFound(lang);
    const was = snapshot(current);
    const now = valuesOf(input);
    const changed = (Object.keys(now) as (keyof repo.FaqValues)[]).filter((key) => was[key] !== now[key]);
    if (!changed.length) return current;
    const updated = await repo.updateFaq(tx, id, now);
    if (!updated) throw notFound(lang);
    await recordStaffAction(tx, {
      actorId,
      action: 'faq.update',
      subjectType: 'faq',
      subjectId: id,
      before: Object.fromEntries(changed.map((key) => [key, was[key]])),
      after: Object.fromEntries(changed.map((key) => [key, now[key]])),
    });
    return updated;
  });
  await bumpCatalogVersion(deps.cache);
  return toStaffFaq(row);
}

export async function removeFaq(deps: ApiDeps, actorId: number, id: number, lang: ApiLanguage): Promise<{ id: number }> {
  await deps.database.db.transaction(async (tx) => {
    const current = await repo.lockFaq(tx, id);
    if (!current) throw notFound(lang);
    await repo.deleteFaq(tx, id);
    await recordStaffAction(tx, { actorId, action: 'faq.delete', subjectType: 'faq', subjectId: id, before: snapshot(current), after: null });
  });
  await bumpCatalogVersion(deps.cache);
  return { id };
}
