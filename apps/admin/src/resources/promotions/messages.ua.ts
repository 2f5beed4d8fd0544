/** The sample and gift rules screen's words in Ukrainian. */
export const promotionsUa = {
  name: 'Пробник або подарунок |||| Пробники та подарунки',
  search: 'Назва',
  kinds: { sample: 'Пробники на вибір', gift: 'Подарунок' },
  minTotalHelp: 'Сума товарів у кошику, грн, від якої діє правило',
  brandHelp: 'Якщо вибрано бренд, рахуються лише його товари',
  itemsHelp: 'ID варіантів товару через кому',
  fields: {
    id: 'ID',
    kind: 'Вид',
    title: 'Назва',
    title_ru: 'Назва (рос.)',
    title_uk: 'Назва (укр.)',
    min_total: 'Сума від, грн',
    brand_id: 'Бренд',
    max_count: 'Скільки можна вибрати',
    active: 'Діє',
    item_ids: 'Варіанти',
    items: 'Варіантів',
  },
};
