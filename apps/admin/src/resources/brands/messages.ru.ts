/** The brands screen's words in Russian. */
export const brandsRu = {
  name: 'Бренд |||| Бренды',
  search: 'Название или адрес',
  slugHelp: 'Латиница, цифры и дефисы: часть адреса страницы бренда',
  fields: {
    id: 'ID',
    title: 'Название',
    title_ru: 'Название (рус.)',
    title_uk: 'Название (укр.)',
    slug: 'Адрес (slug)',
    country: 'Страна',
    sort: 'Порядок',
    products: 'Товаров',
    description_ru: 'Описание (рус.)',
    description_uk: 'Описание (укр.)',
  },
};
