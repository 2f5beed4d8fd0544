import type { City, Warehouse } from '@shop/contracts/delivery';
import type { ApiLanguage } from '@shop/contracts/i18n';
import { matchRank } from '../../providers/nova-poshta/directory-text.ts';
import type { Bilingual, DirectoryCity, DirectoryWarehouse } from '../../providers/nova-poshta/nova-poshta.ts';

/** How the directory's records read in the caller's language, and in which order towns are offered. */

export const inLanguage = (text: Bilingual, lang: ApiLanguage): string => (lang === 'ua' ? text.uk : text.ru);

/** Nova Poshta's settlement types as they are abbreviated before a name ("м. Київ", "г. Киев"). */
const SETTLEMENT_ABBREVIATIONS: Record<string, string> = {
  місто: 'м.',
  село: 'с.',
  'селище міського типу': 'смт',
  селище: 'с-ще',
  город: 'г.',
  'поселок городского типа': 'пгт',
  поселок: 'пос.',
  посёлок: 'пос.',
};

export function settlementAbbreviation(type: Bilingual, lang: ApiLanguage): string {
  const full = inLanguage(type, lang);
  return SETTLEMENT_ABBREVIATIONS[full.toLowerCase()] ?? full;
}

export function toCityView(city: DirectoryCity, lang: ApiLanguage): City {
  const area = inLanguage(city.area, lang);
  return { ref: city.ref, name: inLanguage(city.name, lang), area: area ? `${area} обл.` : '', type: settlementAbbreviation(city.settlementType, lang) };
}

export function toWarehouseView(warehouse: DirectoryWarehouse, lang: ApiLanguage): Warehouse {
  return {
    ref: warehouse.ref,
    number: warehouse.number,
    name: inLanguage(warehouse.name, lang),
    shortAddress: inLanguage(warehouse.shortAddress, lang),
    kind: warehouse.kind,
  };
}

/** Towns before smaller settlements of the same name (Олександрія the town before the village). */
const TYPE_ORDER: Record<string, number> = { місто: 0, 'селище міського типу': 1, селище: 2, село: 3 };

/**
 * The order towns are offered in, whichever driver found them: the whole name typed first, then
 * names that begin with it, then a word of the name, then anywhere inside; towns before villages;
 * then alphabetically in the caller's language.
 */
export function rankCities(cities: DirectoryCity[], foldedQuery: string, lang: ApiLanguage): DirectoryCity[] {
  const collator = new Intl.Collator(lang === 'ua' ? 'uk' : 'ru');
  const scored = cities.map((city) => {
    const ranks = [matchRank(city.name.uk, foldedQuery), matchRank(city.name.ru, foldedQuery)].filter((rank) => rank >= 0);
    // A town the carrier matched by something else (an old name) still comes, last.
    return { city, rank: ranks.length ? Math.min(...ranks) : 4, type: TYPE_ORDER[city.settlementType.uk] ?? 4 };
  });
  scored.sort((a, b) => a.rank - b.rank || a.type - b.type || collator.compare(inLanguage(a.city.name, lang), inLanguage(b.city.name, lang)));
  return scored.map((entry) => entry.city);
}
