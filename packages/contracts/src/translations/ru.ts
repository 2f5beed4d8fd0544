/** Interface strings in Russian, seeded into the translations table and served by GET /translations. */
export const TRANSLATIONS_RU: Record<string, string> = {
  'shell.search': 'Поиск',
  // Catalogue: shared price, rating, pagination, breadcrumbs and product tiles.
  'price.from': 'от',
  'price.old': 'Старая цена',
  'rating.label': 'Рейтинг {{value}} из 5',
  'rating.reviews_one': '{{count}} отзыв',
  'rating.reviews_few': '{{count}} отзыва',
  'rating.reviews_many': '{{count}} отзывов',
  'rating.reviews_other': '{{count}} отзыва',
  'pagination.label': 'Страницы',
  'pagination.page': 'Страница',
  'pagination.previous': 'Назад',
  'pagination.next': 'Вперёд',
  'breadcrumbs.label': 'Навигационная цепочка',
  'catalog.badge.new': 'Новинка',
  'catalog.badge.sale': 'Акция',
  'catalog.inStock': 'В наличии',
  'catalog.outOfStock': 'Нет в наличии',
};
