import { and, asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { cooperationTerms, faqs, webinarThemes } from '../../db/schema/index.ts';

export function listFaqs(db: DbOrTx) {
  return db.select().from(faqs).where(eq(faqs.published, true)).orderBy(asc(faqs.sort), asc(faqs.id));
}

export function listCooperationTerms(db: DbOrTx) {
  return db.select().from(cooperationTerms).where(eq(cooperationTerms.published, true)).orderBy(asc(cooperationTerms.sort), asc(cooperationTerms.id));
}

export async function findCooperationTerm(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(cooperationTerms)
    .where(and(eq(cooperationTerms.id, id), eq(cooperationTerms.published, true)))
    .limit(1);
  return row;
}

export function listWebinarThemes(db: DbOrTx) {
  return db.select().from(webinarThemes).where(eq(webinarThemes.published, true)).orderBy(asc(webinarThemes.sort), asc(webinarThemes.id));
}

export async function findWebinarTheme(db: DbOrTx, id: number) {
  const [row] = await db
    .select()
    .from(webinarThemes)
    .where(and(eq(webinarThemes.id, id), eq(webinarThemes.published, true)))
    .limit(1);
  return row;
}
