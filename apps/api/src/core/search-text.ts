/**
 * Search text normalisation, shared by the stored product texts and the visitor's query so that both
 * sides compare equal however they were typed: case, Ukrainian/Russian letter variants, apostrophes,
 * punctuation. The same folding exists in SQL as `shop_fold` (migration `search_functions`) for
 * generated columns; search-text.test.ts checks that the two agree.
 */

/** Letters folded to one form: і/ї/ы → и, є/э/ё → е, ґ → г, and Latin y → i (Holy ≈ Holi). */
const FOLDED: Record<string, string> = { і: 'и', ї: 'и', ы: 'и', є: 'е', э: 'е', ё: 'е', ґ: 'г', y: 'i' };
const FOLDED_RE = /[іїыєэёґy]/g;
/** Hard sign and every apostrophe form are dropped, so «об'єм», «обʼєм» and «обєм» match. */
const DROPPED_RE = /[ъ'’ʼ`‘]/g;
const NOT_WORD_RE = /[^\p{L}\p{N}]+/gu;

/** Longest query worth searching; anything longer is cut, never rejected. */
export const MAX_QUERY_LENGTH = 100;
/** Shorter folded queries match nearly everything and answer with nothing instead. */
export const MIN_QUERY_LENGTH = 2;

export function foldSearchText(input: string): string {
  return input
    .toLowerCase()
    .replace(FOLDED_RE, (c) => FOLDED[c])
    .replace(DROPPED_RE, '')
    .replace(NOT_WORD_RE, ' ')
    .trim();
}

const CYRILLIC_TO_LATIN: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', ґ: 'g', д: 'd', е: 'e', є: 'ye', ё: 'yo', ж: 'zh', з: 'z', и: 'i',
  і: 'i', ї: 'yi', й: 'y', к: 'k', л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't',
  у: 'u', ф: 'f', х: 'h', ц: 'ts', ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu',
  я: 'ya',
};

/** Cyrillic → Latin, the way brand names are usually written back (х → h: «Холи» → holi). */
export function cyrillicToLatin(input: string): string {
  return Array.from(input.toLowerCase(), (c) => CYRILLIC_TO_LATIN[c] ?? c).join('');
}

/** Latin letter groups read as one sound, longest first. `chr` is English (Christina → кристина). */
const LATIN_GROUPS: [RegExp, string][] = [
  [/sch/g, 'ш'],
  [/chr/g, 'кр'],
  [/ch/g, 'ч'],
  [/sh/g, 'ш'],
  [/zh/g, 'ж'],
  [/kh/g, 'х'],
  [/ph/g, 'ф'],
  [/th/g, 'т'],
  [/ts/g, 'ц'],
  [/ck/g, 'к'],
  [/qu/g, 'кв'],
  [/ee/g, 'и'],
  [/oo/g, 'у'],
  [/ya/g, 'я'],
  [/yu/g, 'ю'],
  [/yo/g, 'е'],
  [/c(?=[eiy])/g, 'с'],
];

const LATIN_TO_CYRILLIC: Record<string, string> = {
  a: 'а', b: 'б', c: 'к', d: 'д', e: 'е', f: 'ф', g: 'г', h: 'х', i: 'и', j: 'дж', k: 'к', l: 'л', m: 'м',
  n: 'н', o: 'о', p: 'п', q: 'к', r: 'р', s: 'с', t: 'т', u: 'у', v: 'в', w: 'в', x: 'кс', y: 'и', z: 'з',
};

/** Latin → Cyrillic by sound, for brand names typed in Cyrillic («кристина» → Christina). */
export function latinToCyrillic(input: string): string {
  let text = input.toLowerCase();
  for (const [pattern, replacement] of LATIN_GROUPS) text = text.replace(pattern, replacement);
  return Array.from(text, (c) => LATIN_TO_CYRILLIC[c] ?? c).join('');
}

const HAS_LATIN_RE = /[a-z]/;
const HAS_CYRILLIC_RE = /[\u0400-\u04ff]/;

/**
 * A name in every script it may be typed in: itself, read in Cyrillic and read in Latin, folded,
 * with repeated words removed. Stored for brand and series titles.
 */
export function nameVariants(name: string): string {
  const folded = foldSearchText(name);
  const words = new Set(folded.split(' ').filter(Boolean));
  if (HAS_LATIN_RE.test(folded)) for (const w of foldSearchText(latinToCyrillic(folded)).split(' ')) words.add(w);
  if (HAS_CYRILLIC_RE.test(folded)) for (const w of foldSearchText(cyrillicToLatin(folded)).split(' ')) words.add(w);
  words.delete('');
  return [...words].join(' ');
}

export interface SearchTerms {
  /** The folded query; empty when there is nothing worth searching. */
  text: string;
  /** The query read in the other script(s); equal to `text` when there is no other reading. */
  asCyrillic: string;
  asLatin: string;
  /**
   * The Cyrillic reading with «а» inside a word written «о»: Russian speakers write an unstressed «о»
   * as they hear it («сыворатка», «кАллаген» aside), and such a word differs from the right one by more
   * trigrams than the similarity threshold forgives. Equal to `asCyrillic` when there is no such «а».
   */
  asSpoken: string;
  /**
   * The words a product must contain, each with its spellings (the word as typed, its Cyrillic
   * reading, corrections): a product matches when each word appears in one of its spellings, in any
   * order. Joining words («для», «с», «та») are left out; a query of joining words only is one word.
   */
  words: string[][];
}

/** Words that join the ones that matter: a product need not contain them to match. */
const JOINING_WORDS = new Set(['для', 'при', 'без', 'или', 'або', 'из', 'со', 'зи', 'вид', 'на', 'по', 'от', 'та', 'и', 'с', 'з', 'в', 'у', 'й', 'for', 'with', 'and', 'the', 'of']);

/** Shorter readings of a word in the other script are left out: «reew» read «рив» is inside too many words. */
const MIN_READING_LENGTH = 4;

/** Each query word with its readings, in query order (see `SearchTerms.words`). */
export function queryWords(text: string, asCyrillic: string): string[][] {
  const typed = text.split(' ');
  const read = asCyrillic.split(' ');
  const sameShape = read.length === typed.length;
  const words = typed
    .map((word, i) => [...new Set(sameShape && read[i].length >= MIN_READING_LENGTH ? [word, read[i]] : [word])])
    .filter(([word]) => word.length >= MIN_QUERY_LENGTH && !JOINING_WORDS.has(word));
  return words.length ? words : [[...new Set([text, asCyrillic])]];
}

/** «а» with a letter on both sides. */
const INNER_A_RE = /(?<=\p{L})а(?=\p{L})/gu;

/** Turns a raw query (any length, any characters) into the folded forms the SQL compares. */
export function searchTerms(raw: string | undefined | null): SearchTerms {
  const text = foldSearchText((raw ?? '').slice(0, MAX_QUERY_LENGTH));
  if (text.length < MIN_QUERY_LENGTH) return { text: '', asCyrillic: '', asLatin: '', asSpoken: '', words: [] };
  const asCyrillic = HAS_LATIN_RE.test(text) ? foldSearchText(latinToCyrillic(text)) : text;
  const asLatin = HAS_CYRILLIC_RE.test(text) ? foldSearchText(cyrillicToLatin(text)) : text;
  const asSpoken = asCyrillic.replace(INNER_A_RE, 'о');
  return { text, asCyrillic, asLatin, asSpoken, words: queryWords(text, asCyrillic) };
}

/**
 * True when `b` is `a` with one letter dropped, added or changed, or two neighbouring letters swapped
 * (optimal string alignment distance ≤ 1). Equal words are not one edit apart.
 */
export function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return false;
  const x = Array.from(a);
  const y = Array.from(b);
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  const rest = (from: string[], fromIndex: number, to: string[], toIndex: number) =>
    from.slice(fromIndex).join('') === to.slice(toIndex).join('');
  if (x.length === y.length) {
    if (rest(x, i + 1, y, i + 1)) return true;
    return x[i] === y[i + 1] && x[i + 1] === y[i] && rest(x, i + 2, y, i + 2);
  }
  return x.length > y.length ? rest(x, i + 1, y, i) : rest(x, i, y, i + 1);
}
