import { messageTable } from '../../core/messages.ts';

/** The back office's home banners: answers in both languages. */
export const staffBannersMessage = messageTable({
  ru: {
    notFound: 'Баннер не найден',
    imageMissing: 'Изображение не найдено: загрузите его снова',
    imageRequired: 'Выберите файл изображения',
    imageType: 'Загрузите изображение JPEG, PNG или WebP',
    imageTooLarge: 'Файл больше :size МБ',
    imageTooSmall: 'Изображение меньше :size пикселей по большей стороне',
  },
  ua: {
    notFound: 'Банер не знайдено',
    imageMissing: 'Зображення не знайдено: завантажте його знову',
    imageRequired: 'Оберіть файл зображення',
    imageType: 'Завантажте зображення JPEG, PNG або WebP',
    imageTooLarge: 'Файл більший за :size МБ',
    imageTooSmall: 'Зображення менше за :size пікселів за більшою стороною',
  },
});
