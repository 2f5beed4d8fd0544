/** Interface strings in Ukrainian, seeded into the translations table and served by GET /translations. */
export const TRANSLATIONS_UA: Record<string, string> = {
  'shell.search': 'Пошук',
  // Catalogue: shared price, rating, pagination, breadcrumbs and product tiles.
  'price.from': 'від',
  'price.old': 'Стара ціна',
  'rating.label': 'Рейтинг {{value}} з 5',
  'rating.reviews_one': '{{count}} відгук',
  'rating.reviews_few': '{{count}} відгуки',
  'rating.reviews_many': '{{count}} відгуків',
  'rating.reviews_other': '{{count}} відгуку',
  'pagination.label': 'Сторінки',
  'pagination.page': 'Сторінка',
  'pagination.previous': 'Назад',
  'pagination.next': 'Далі',
  'breadcrumbs.label': 'Навігаційний ланцюжок',
  'catalog.badge.new': 'Новинка',
  'catalog.badge.sale': 'Акція',
  'catalog.inStock': 'В наявності',
  'catalog.outOfStock': 'Немає в наявності',
};
