import type { ApiLanguage } from '@shop/contracts/i18n';
import type { CooperationTerm, Faq, WebinarTheme } from '@shop/contracts/service-content';
import type { ApiDeps } from '../../deps.ts';
import { HttpError, genericMessage } from '../../core/errors.ts';
import { pick } from '../../core/localized.ts';
import { sanitizeContentHtml } from '../../core/sanitize-html.ts';
import * as repo from './service-content.repository.ts';

type TermRow = Awaited<ReturnType<typeof repo.listCooperationTerms>>[number];
type ThemeRow = Awaited<ReturnType<typeof repo.listWebinarThemes>>[number];

const toTerm = (row: TermRow, lang: ApiLanguage): CooperationTerm => ({
  id: row.id,
  title: pick(row, 'title', lang),
  summary: pick(row, 'summary', lang),
  body: sanitizeContentHtml(pick(row, 'body', lang)),
});

const toTheme = (row: ThemeRow, lang: ApiLanguage): WebinarTheme => ({
  id: row.id,
  title: pick(row, 'title', lang),
  description: pick(row, 'description', lang),
});

const notFound = (lang: ApiLanguage) => new HttpError(404, genericMessage(lang, 'notFound'));

/** Published questions in their order; answers are HTML through the content sanitiser. */
export async function faqList({ database }: ApiDeps, lang: ApiLanguage): Promise<Faq[]> {
  const rows = await repo.listFaqs(database.db);
  return rows.map((row) => ({ id: row.id, question: pick(row, 'question', lang), answer: sanitizeContentHtml(pick(row, 'answer', lang)) }));
}

export async function cooperationTermList({ database }: ApiDeps, lang: ApiLanguage): Promise<CooperationTerm[]> {
  return (await repo.listCooperationTerms(database.db)).map((row) => toTerm(row, lang));
}

export async function cooperationTermById({ database }: ApiDeps, id: number, lang: ApiLanguage): Promise<CooperationTerm> {
  const row = await repo.findCooperationTerm(database.db, id);
  if (!row) throw notFound(lang);
  return toTerm(row, lang);
}

export async function webinarThemeList({ database }: ApiDeps, lang: ApiLanguage): Promise<WebinarTheme[]> {
  return (await repo.listWebinarThemes(database.db)).map((row) => toTheme(row, lang));
}

export async function webinarThemeById({ database }: ApiDeps, id: number, lang: ApiLanguage): Promise<WebinarTheme> {
  const row = await repo.findWebinarTheme(database.db, id);
  if (!row) throw notFound(lang);
  return toTheme(row, lang);
}
