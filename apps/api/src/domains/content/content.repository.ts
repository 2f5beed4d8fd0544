import { asc, eq, and } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { headerMessages, pages, settings, translations } from '../../db/schema/index.ts';

export function listActiveHeaderMessages(db: DbOrTx) {
  return db
    .select({ id: headerMessages.id, titleRu: headerMessages.titleRu, titleUk: headerMessages.titleUk })
    .from(headerMessages)
    .where(eq(headerMessages.active, true))
    .orderBy(asc(headerMessages.sort), asc(headerMessages.id));
}

export function listSettings(db: DbOrTx) {
  return db.select({ key: settings.key, value: settings.value }).from(settings);
}

export function listTranslations(db: DbOrTx, locale: string) {
  return db
    .select({ key: translations.key, value: translations.value })
    .from(translations)
    .where(eq(translations.locale, locale));
}

export async function findPublishedPage(db: DbOrTx, slug: string) {
  const [row] = await db
    .select()
    .from(pages)
    .where(and(eq(pages.slug, slug), eq(pages.published, true)))
    .limit(1);
  return row;
}
