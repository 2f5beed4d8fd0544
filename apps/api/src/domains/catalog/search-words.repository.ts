import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { SearchTerms } from '../../core/search-text.ts';
import { cyrillicToLatin, foldSearchText, withinOneEdit } from '../../core/search-text.ts';

/** Shortest query word corrected: one edit turns a shorter word into too many others. */
const MIN_CORRECTED_LENGTH = 4;
/** Near spellings read per query word before the one-edit test. */
const CANDIDATES = 20;
/** Corrections kept per query word (the closest first). */
const MAX_CORRECTIONS = 4;

interface DictionaryRow extends Record<string, unknown> {
  /** The query spelling the row answers; null for the exact look-up of its edits. */
  query: string | null;
  word: string | null;
  found: boolean;
}

/**
 * A word with one letter dropped and with two neighbours swapped, every way: a dictionary word among
 * them is one the shopper typed with a letter too many or two letters swapped, which trigram
 * similarity misses in short words («celar» shares two trigrams of ten with «clear»).
 */
export function droppedAndSwapped(word: string): string[] {
  const letters = Array.from(word);
  const edits = new Set<string>();
  for (let i = 0; i < letters.length; i++) {
    edits.add([...letters.slice(0, i), ...letters.slice(i + 1)].join(''));
    if (i + 1 < letters.length) edits.add([...letters.slice(0, i), letters[i + 1], letters[i], ...letters.slice(i + 2)].join(''));
  }
  edits.delete(word);
  return [...edits];
}

/**
 * The query with each word that no product contains corrected to the dictionary words one letter away
 * from it (one dropped, added, changed, or two neighbours swapped): «сывротка» → «сыворотка». A word
 * some product contains stays as typed. One round trip: pg_trgm's `%` over `search_words` (trigram
 * GIN index) brings the near spellings, an exact look-up (primary key) the typed word's own edits,
 * and the one-edit test keeps the right ones. Null when no word could be corrected.
 */
export async function correctSearchTerms(db: Db, terms: SearchTerms): Promise<SearchTerms | null> {
  const spellings = [...new Set(terms.words.flat())];
  const correctable = spellings.filter((spelling) => Array.from(spelling).length >= MIN_CORRECTED_LENGTH);
  if (!correctable.length) return null;
  const edits = [...new Set(correctable.flatMap(droppedAndSwapped))];
  const { rows } = await db.execute<DictionaryRow>(sql`
    select q.word as query, d.word,
      exists (select 1 from search_words f where f.word like '%' || q.word || '%') as found
    from unnest(${sql.param(correctable)}::text[]) as q(word)
    left join lateral (
      select s.word from search_words s
      where s.word % q.word
      order by similarity(s.word, q.word) desc, s.word
      limit ${CANDIDATES}
    ) d on true
    union all
    select null, s.word, false from search_words s where s.word = any(${sql.param(edits)}::text[])`);
  const found = new Set<string>();
  const near = new Map<string, string[]>();
  const addNear = (spelling: string, word: string) => {
    if (withinOneEdit(spelling, word)) near.set(spelling, [...new Set([...(near.get(spelling) ?? []), word])]);
  };
  for (const row of rows) {
    if (row.query === null) {
      for (const spelling of correctable) if (row.word) addNear(spelling, row.word);
      continue;
    }
    if (row.found) found.add(row.query);
    if (row.word) addNear(row.query, row.word);
  }
  let changed = false;
  const words = terms.words.map((word) => {
    // As typed it is some product's word: nothing to correct.
    if (found.has(word[0])) return word;
    const corrections = [...new Set(word.flatMap((spelling) => near.get(spelling) ?? []))].slice(0, MAX_CORRECTIONS);
    if (!corrections.length) return word;
    changed = true;
    return corrections;
  });
  if (!changed) return null;
  // The whole-query reading the ranking compares: each word's closest correction in the typed order.
  const corrected = terms.text
    .split(' ')
    .map((typed) => words.find((_, i) => terms.words[i][0] === typed)?.[0] ?? typed)
    .join(' ');
  return { ...terms, text: corrected, asCyrillic: corrected, asLatin: corrected, asSpoken: corrected, words };
}

/** Dictionary words kept per query word when nothing is one letter away (the closest first). */
const MAX_SIMILAR = 5;
const CYRILLIC_RE = /\p{Script=Cyrillic}/u;
const INNER_A_RE = /(?<=\p{L})а(?=\p{L})/gu;

/** A query word's spellings to compare with the dictionary: as typed, as heard («а» → «о») and in Latin letters. */
function similarSpellings(spellings: string[]): string[] {
  const all = new Set(spellings);
  for (const spelling of spellings) {
    all.add(spelling.replace(INNER_A_RE, 'о'));
    if (CYRILLIC_RE.test(spelling)) all.add(foldSearchText(cyrillicToLatin(spelling)));
  }
  return [...all].filter((spelling) => spelling.length >= 3);
}

/**
 * The query with each word replaced by the dictionary words most like it (pg_trgm word similarity,
 * `<%`, over the trigram index of `search_words`): the last resort of a search that found nothing as
 * typed or one letter away. Products are then matched on those words like any search, through the
 * trigram index of their texts, instead of comparing the query with every candidate product's whole
 * text (seconds at 100,000 products, docs/performance.md). Words with no similar dictionary word are
 * left out; null when no word has one.
 */
export async function similarSearchTerms(db: Db, terms: SearchTerms): Promise<SearchTerms | null> {
  const spellings = terms.words.map(similarSpellings);
  const flat = spellings.flatMap((list, i) => list.map((spelling) => ({ spelling, i })));
  if (!flat.length) return null;
  const { rows } = await db.execute<{ i: number; word: string }>(sql`
    select q.i, d.word
    from unnest(${sql.param(flat.map((f) => f.spelling))}::text[], ${sql.param(flat.map((f) => f.i))}::int[]) as q(spelling, i)
    cross join lateral (
      select s.word, word_similarity(q.spelling, s.word) as closeness
      from search_words s
      where q.spelling <% s.word
      order by closeness desc, similarity(q.spelling, s.word) desc, s.word
      limit ${MAX_SIMILAR}
    ) d
    order by q.i, d.closeness desc`);
  const near = terms.words.map(() => [] as string[]);
  for (const row of rows) if (near[row.i].length < MAX_SIMILAR && !near[row.i].includes(row.word)) near[row.i].push(row.word);
  const words = near.filter((list) => list.length > 0);
  if (!words.length) return null;
  return { ...terms, words };
}
