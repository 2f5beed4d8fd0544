/**
 * One folding of town and department searches, used to match (local driver), to rank and to key
 * the cache: «Київ», «КИЇВ » and «київ» are one query; the apostrophes people type (’ ʼ ` ') are one
 * character, ё is е, runs of spaces are one.
 */
export function foldSearch(value: string): string {
  return value
    .normalize('NFC')
    .toLowerCase()
    .replace(/[’ʼ`´ʹ‘]/g, "'")
    .replace(/ё/g, 'е')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * How well a name answers a folded query: 0 the whole name, 1 its beginning, 2 the beginning of one
 * of its words ("Борщагівка" for «борщ»), 3 anywhere inside, -1 not at all.
 */
export function matchRank(name: string, query: string): number {
  const folded = foldSearch(name);
  if (!query) return 3;
  if (folded === query) return 0;
  if (folded.startsWith(query)) return 1;
  if (folded.split(/[\s-]+/).some((word) => word.startsWith(query))) return 2;
  return folded.includes(query) ? 3 : -1;
}
