import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foldSearchText } from '../../core/search-text.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/**
 * The words of the seeded product titles, each mistyped the three ways a shopper does — one letter
 * dropped, one added, two neighbours swapped — must still find the product they come from.
 */
let t: TestApp;
let titles: { id: number; titleRu: string; titleUk: string }[];
beforeAll(async () => {
  t = await createTestApp();
  const { rows } = await t.deps.database.db.execute<{ id: number; titleRu: string; titleUk: string }>(
    sql`select id, title_ru as "titleRu", title_uk as "titleUk" from products where published order by id`,
  );
  titles = rows;
});
afterAll(() => t?.close());

/** Words long enough for a one-letter slip to leave them recognisable: letters only, five or more. */
const MIN_WORD = 5;
const LETTERS_RE = /^\p{L}+$/u;

function seedWords(): Map<string, number> {
  const words = new Map<string, number>();
  for (const product of titles) {
    for (const title of [product.titleRu, product.titleUk]) {
      for (const word of foldSearchText(title).split(' ')) {
        if (word.length >= MIN_WORD && LETTERS_RE.test(word) && !words.has(word)) words.set(word, product.id);
      }
    }
  }
  return words;
}

/** The three slips, in the middle of the word (a first letter typed wrong is another word). */
function mistypings(word: string): { kind: string; typed: string }[] {
  const letters = Array.from(word);
  const at = Math.floor(letters.length / 2);
  const dropped = [...letters.slice(0, at), ...letters.slice(at + 1)].join('');
  const added = [...letters.slice(0, at), letters[at - 1] === 'о' ? 'а' : 'о', ...letters.slice(at)].join('');
  const swapped = [...letters.slice(0, at - 1), letters[at], letters[at - 1], ...letters.slice(at + 1)].join('');
  return [
    { kind: 'dropped', typed: dropped },
    { kind: 'added', typed: added },
    { kind: 'swapped', typed: swapped },
  ].filter(({ typed }) => typed !== word);
}

async function foundIds(query: string): Promise<number[]> {
  const res = await t.app.inject({ url: `/api/v1/catalog/products?search=${encodeURIComponent(query)}&per_page=100` });
  expect(res.statusCode).toBe(200);
  return res.json().data.map((p: { id: number }) => p.id);
}

describe('search forgives one mistyped letter in the seed product words', () => {
  it('has enough words to mean something', () => {
    expect(seedWords().size).toBeGreaterThan(50);
  });

  it('finds the product of every word with a letter dropped, added or swapped', async () => {
    const missed: string[] = [];
    let tried = 0;
    for (const [word, productId] of seedWords()) {
      const right = await foundIds(word);
      expect(right, word).toContain(productId);
      for (const { kind, typed } of mistypings(word)) {
        tried++;
        if (!(await foundIds(typed)).includes(productId)) missed.push(`${word} → ${typed} (${kind})`);
      }
    }
    expect(tried).toBeGreaterThan(150);
    expect(missed).toEqual([]);
  }, 120_000);

  it('still ranks the exact spelling first: a right word finds no typo matches above it', async () => {
    const res = await t.app.inject({ url: `/api/v1/search?query=${encodeURIComponent('сыворотка')}`, headers: { 'x-localization': 'ru' } });
    const products = res.json().data.products as { title: string }[];
    expect(products.length).toBeGreaterThan(0);
    for (const product of products) expect(foldSearchText(product.title)).toContain('сиворотка');
  });

  it('suggests face masks, not hair masks, for «маска для лиця»', async () => {
    for (const lang of ['ru', 'ua']) {
      const res = await t.app.inject({ url: `/api/v1/search?query=${encodeURIComponent('маска для лиця')}`, headers: { 'x-localization': lang } });
      const products = res.json().data.products as { title: string }[];
      expect(products.length, lang).toBeGreaterThan(0);
      for (const product of products) {
        const title = foldSearchText(product.title);
        expect(title, lang).toMatch(/маск/);
        expect(title, lang).toMatch(/лица|обличчя/);
      }
    }
  });

  it('finds «сывротка» (one letter dropped) as serums in both languages', async () => {
    for (const lang of ['ru', 'ua']) {
      const res = await t.app.inject({ url: `/api/v1/search?query=${encodeURIComponent('сывротка')}`, headers: { 'x-localization': lang } });
      const products = res.json().data.products as { title: string }[];
      expect(products.length, lang).toBeGreaterThan(0);
      for (const product of products) expect(foldSearchText(product.title), lang).toMatch(/сиворотка|сироватка/);
    }
  });
});
