/** The series screen's words in Ukrainian (the collections screen has its own, with the same fields). */
export const seriesFieldsUa = {
  id: 'ID',
  title: 'Назва',
  brand: 'Бренд',
  brand_id: 'Бренд',
  title_ru: 'Назва (рос.)',
  title_uk: 'Назва (укр.)',
  slug: 'Адреса (slug)',
  in_menu: 'У меню каталогу',
  sort: 'Порядок',
  products: 'Товарів',
  short_description_ru: 'Коротко (рос.)',
  short_description_uk: 'Коротко (укр.)',
  description_ru: 'Опис (рос.)',
  description_uk: 'Опис (укр.)',
};

export const seriesUa = { name: 'Серія |||| Серії', search: 'Назва або адреса', fields: seriesFieldsUa };
