/** The sample and gift rules screen's words in Russian. */
export const promotionsRu = {
  name: 'Пробник или подарок |||| Пробники и подарки',
  search: 'Название',
  kinds: { sample: 'Пробники на выбор', gift: 'Подарок' },
  minTotalHelp: 'Сумма товаров в корзине, грн, с которой действует правило',
  brandHelp: 'Если выбран бренд, считаются только его товары',
  itemsHelp: 'ID вариантов товара через запятую',
  fields: {
    id: 'ID',
    kind: 'Вид',
    title: 'Название',
    title_ru: 'Название (рус.)',
    title_uk: 'Название (укр.)',
    min_total: 'Сумма от, грн',
    brand_id: 'Бренд',
    max_count: 'Сколько можно выбрать',
    active: 'Действует',
    item_ids: 'Варианты',
    items: 'Вариантов',
  },
};
