/** The brands screen's words in Ukrainian. */
export const brandsUa = {
  name: 'Бренд |||| Бренди',
  search: 'Назва або адреса',
  slugHelp: 'Латиниця, цифри та дефіси: частина адреси сторінки бренду',
  fields: {
    id: 'ID',
    title: 'Назва',
    title_ru: 'Назва (рос.)',
    title_uk: 'Назва (укр.)',
    slug: 'Адреса (slug)',
    country: 'Країна',
    sort: 'Порядок',
    products: 'Товарів',
    description_ru: 'Опис (рос.)',
    description_uk: 'Опис (укр.)',
  },
};
