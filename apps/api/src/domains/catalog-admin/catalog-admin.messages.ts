import { messageTable } from '../../core/messages.ts';

/** The back office catalogue's answers, in both languages. */
export const catalogAdminMessage = messageTable({
  ru: {
    notFound: 'Товар не найден',
    stale: 'Товар изменили после того, как вы открыли форму (версия :current, у вас :yours). Обновите форму и внесите изменения снова',
    stockMoved: 'Остаток «:article» изменился после того, как вы открыли форму (было :seen, сейчас :now). Обновите форму',
    exists: 'Выбранное значение не найдено',
    slugTaken: 'Этот адрес уже занят другим товаром',
    articleTaken: 'Этот артикул уже есть у другого товара',
    articleTwice: 'Артикул повторяется в вариантах',
    variantOther: 'Вариант не принадлежит этому товару',
    seriesBrand: 'Серия принадлежит другому бренду',
    imageRequired: 'Выберите файл изображения',
    imageType: 'Загрузите изображение JPEG, PNG или WebP',
    imageTooLarge: 'Файл больше :size МБ',
    imageTooSmall: 'Изображение меньше :size пикселей по стороне',
  },
  ua: {
    notFound: 'Товар не знайдено',
    stale: 'Товар змінили після того, як ви відкрили форму (версія :current, у вас :yours). Оновіть форму та внесіть зміни знову',
    stockMoved: 'Залишок «:article» змінився після того, як ви відкрили форму (було :seen, зараз :now). Оновіть форму',
    exists: 'Вибране значення не знайдено',
    slugTaken: 'Ця адреса вже зайнята іншим товаром',
    articleTaken: 'Цей артикул уже є в іншого товару',
    articleTwice: 'Артикул повторюється у варіантах',
    variantOther: 'Варіант не належить цьому товару',
    seriesBrand: 'Серія належить іншому бренду',
    imageRequired: 'Оберіть файл зображення',
    imageType: 'Завантажте зображення JPEG, PNG або WebP',
    imageTooLarge: 'Файл більший за :size МБ',
    imageTooSmall: 'Зображення менше :size пікселів по стороні',
  },
});
