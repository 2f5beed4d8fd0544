/** The series screen's words in Russian (the collections screen has its own, with the same fields). */
export const seriesFieldsRu = {
  id: 'ID',
  title: 'Название',
  brand: 'Бренд',
  brand_id: 'Бренд',
  title_ru: 'Название (рус.)',
  title_uk: 'Название (укр.)',
  slug: 'Адрес (slug)',
  in_menu: 'В меню каталога',
  sort: 'Порядок',
  products: 'Товаров',
  short_description_ru: 'Кратко (рус.)',
  short_description_uk: 'Кратко (укр.)',
  description_ru: 'Описание (рус.)',
  description_uk: 'Описание (укр.)',
};

export const seriesRu = { name: 'Серия |||| Серии', search: 'Название или адрес', fields: seriesFieldsRu };
