import type { ApiLanguage } from '@shop/contracts/i18n';

/** Picks the Russian or Ukrainian column of a row: `pick(row, 'title', 'ua')` reads `titleUk`. */
export function pick<Base extends string, Row extends Record<`${Base}Ru` | `${Base}Uk`, unknown>>(
  row: Row,
  base: Base,
  lang: ApiLanguage,
): Row[`${Base}Ru`] {
  return (lang === 'ua' ? row[`${base}Uk`] : row[`${base}Ru`]) as Row[`${Base}Ru`];
}
