/** Latin slugs from Russian titles (the scheme of the fixed slugs: `sezonnye-hity`, `uhod-za-licom`). */

const CYRILLIC: Record<string, string> = {
  а: 'a', б: 'b', в: 'v', г: 'g', д: 'd', е: 'e', ё: 'e', ж: 'zh', з: 'z', и: 'i', й: 'y', к: 'k',
  л: 'l', м: 'm', н: 'n', о: 'o', п: 'p', р: 'r', с: 's', т: 't', у: 'u', ф: 'f', х: 'h', ц: 'c',
  ч: 'ch', ш: 'sh', щ: 'shch', ъ: '', ы: 'y', ь: '', э: 'e', ю: 'yu', я: 'ya',
  // Ukrainian letters, should a Ukrainian title ever be slugged.
  і: 'i', ї: 'yi', є: 'ye', ґ: 'g',
};

/** `Сыворотка Hydra Balance с витамином C 15 %` → `syvorotka-hydra-balance-s-vitaminom-c-15`. */
export function slugify(text: string, maxLength = 80): string {
  const latin = [...text.toLowerCase()].map((ch) => CYRILLIC[ch] ?? ch).join('');
  const slug = latin
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength + 1);
  const lastDash = cut.lastIndexOf('-');
  return (lastDash > 20 ? cut.slice(0, lastDash) : slug.slice(0, maxLength)).replace(/-+$/, '');
}
