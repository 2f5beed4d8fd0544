/**
 * The shop's legal seller: named in the public offer and privacy pages (seed/content-pages.ts)
 * and on invoices, which also carry its bank account. One place, so the documents never disagree.
 */
export const SELLER = {
  /** РНОКПП: the individual entrepreneur's tax number. */
  taxId: '3012345678',
  email: 'info@procosmetics.ua',
  iban: 'UA743052990000026007233566001',
  uk: { name: 'ФОП Коваленко Ірина Сергіївна', address: '04053, м. Київ, вул. Обсерваторна, 21', bank: 'АТ КБ «ПриватБанк»' },
  ru: { name: 'ФЛП Коваленко Ирина Сергеевна', address: '04053, г. Киев, ул. Обсерваторная, 21', bank: 'АО КБ «ПриватБанк»' },
} as const;

/** The seller in one line, as legal pages name it. */
export function sellerLine(lang: 'ru' | 'uk'): string {
  return `${SELLER[lang].name}, РНОКПП ${SELLER.taxId}, ${SELLER[lang].address}, ${SELLER.email}`;
}
