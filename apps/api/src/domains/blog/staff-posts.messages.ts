import { messageTable } from '../../core/messages.ts';

/** The back office's blog post answers, in both languages. */
export const staffPostMessage = messageTable({
  ru: {
    notFound: 'Запись не найдена',
    stale: 'Запись изменили после того, как вы открыли форму (версия :current, у вас :yours). Обновите форму и внесите изменения снова',
    slugTaken: 'Этот адрес уже занят другой записью этого раздела',
    categoryKind: 'Категория относится к другому разделу',
    missing: 'Выбранное значение не найдено',
    videoType: 'Укажите тип видео',
  },
  ua: {
    notFound: 'Запис не знайдено',
    stale: 'Запис змінили після того, як ви відкрили форму (версія :current, у вас :yours). Оновіть форму та внесіть зміни знову',
    slugTaken: 'Ця адреса вже зайнята іншим записом цього розділу',
    categoryKind: 'Категорія належить до іншого розділу',
    missing: 'Вибране значення не знайдено',
    videoType: 'Вкажіть тип відео',
  },
});
