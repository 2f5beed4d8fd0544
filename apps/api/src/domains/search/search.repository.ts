import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { newsPosts } from '../../db/schema/index.ts';
import type { SearchTerms } from '../../core/search-text.ts';

function buildNewsQuery(db: Db) {
  const text = newsPosts.searchText;
  const q = sql`${sql.placeholder('q')}::text`;
  const qCyr = sql`${sql.placeholder('q_cyr')}::text`;
  const qLat = sql`${sql.placeholder('q_lat')}::text`;
  return db
    .select({ id: newsPosts.id, kind: newsPosts.kind, slug: newsPosts.slug, titleRu: newsPosts.titleRu, titleUk: newsPosts.titleUk })
    .from(newsPosts)
    .where(
      and(
        eq(newsPosts.published, true),
        sql`(${text} like ${sql.placeholder('q_like')}::text or ${q} <% ${text} or ${qCyr} <% ${text} or ${qLat} <% ${text})`,
      ),
    )
    .orderBy(
      desc(sql`greatest(word_similarity(${q}, ${text}), word_similarity(${qCyr}, ${text}), word_similarity(${qLat}, ${text}))`),
      desc(newsPosts.publishedAt),
    )
    .limit(sql.placeholder('limit') as unknown as number)
    .prepare('search_news');
}

const prepared = new WeakMap<Db, ReturnType<typeof buildNewsQuery>>();

/** Published posts whose titles match the search (same matching as products, over titles). */
export async function searchNews(db: Db, terms: SearchTerms, limit: number) {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = buildNewsQuery(db)));
  return query.execute({ q_like: `%${terms.text}%`, q: terms.text, q_cyr: terms.asCyrillic, q_lat: terms.asLatin, limit });
}
