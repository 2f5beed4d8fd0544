import { messageTable } from '../../core/messages.ts';

/** Messages of the catalogue directory's back-office screens, in the language of X-Localization. */
export const directoryMessage = messageTable({
  ru: {
    notFound: 'Запись не найдена',
    slugTaken: 'Такой адрес (slug) уже занят',
    brandInUse: 'У бренда есть товары или серии: сначала перенесите их',
    seriesInUse: 'В серии есть товары: сначала перенесите их',
    unknownVariants: 'Не найдены варианты товара: :ids',
    stale: 'Запись изменили после того, как вы открыли форму (версия :current, у вас :yours). Обновите форму и внесите изменения снова',
  },
  ua: {
    notFound: 'Запис не знайдено',
    slugTaken: 'Така адреса (slug) вже зайнята',
    brandInUse: 'У бренду є товари або серії: спершу перенесіть їх',
    seriesInUse: 'У серії є товари: спершу перенесіть їх',
    unknownVariants: 'Не знайдено варіанти товару: :ids',
    stale: 'Запис змінили після того, як ви відкрили форму (версія :current, у вас :yours). Оновіть форму та внесіть зміни знову',
  },
});
