import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { refreshProductSearch } from './search-index.ts';

/**
 * Issue 31: a search read GIN's pending list of new index entries row by row until a vacuum merged
 * it, and after a seed with autovacuum off that was every search (docs/decisions/0023). Writing the
 * search texts must leave nothing pending in the indexes that search reads.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

/** Pages still pending in an index: merging them now reports how many it merged. */
async function pendingPages(index: string): Promise<number> {
  const { rows } = await t.deps.database.db.execute<{ pages: number }>(sql`select gin_clean_pending_list(${index}::regclass)::int as pages`);
  return rows[0].pages;
}

describe('writing the search texts', () => {
  it('leaves no pending entries in the trigram indexes of the texts and of the dictionary', async () => {
    const written = await refreshProductSearch(t.deps.database.db);
    expect(written).toBeGreaterThan(0);
    expect(await pendingPages('product_search_text_trgm_idx')).toBe(0);
    expect(await pendingPages('search_words_word_trgm_idx')).toBe(0);
  });

  it('merges after a partial rewrite too (a product save)', async () => {
    const { rows } = await t.deps.database.db.execute<{ id: number }>(sql`select id from products order by id limit 20`);
    await refreshProductSearch(
      t.deps.database.db,
      rows.map((row) => row.id),
    );
    expect(await pendingPages('product_search_text_trgm_idx')).toBe(0);
  });
});
