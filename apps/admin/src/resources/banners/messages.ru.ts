/** The home banners screen's words in Russian. */
export const bannersRu = {
  name: 'Баннер на главной |||| Баннеры на главной',
  linkHelp: 'Адрес на сайте без языка (/promotions/) или полная ссылка; пусто — без ссылки',
  fields: {
    id: 'ID',
    title: 'Заголовок',
    title_ru: 'Заголовок (рус.)',
    title_uk: 'Заголовок (укр.)',
    subtitle_ru: 'Подзаголовок (рус.)',
    subtitle_uk: 'Подзаголовок (укр.)',
    button_text_ru: 'Текст кнопки (рус.)',
    button_text_uk: 'Текст кнопки (укр.)',
    link: 'Ссылка',
    image_id: 'Изображение',
    image_mobile_id: 'Изображение для телефона',
    active: 'Показывается',
    sort: 'Порядок',
  },
  images: {
    none: 'Нет изображения',
    upload: 'Загрузить',
    remove: 'Убрать',
    tooLarge: 'Файл больше %{size} МБ',
    wideHelp: 'Обрезается до 1600 × 600 и сохраняется в WebP',
    mobileHelp: 'Обрезается до 750 × 900; без него телефоны показывают основное',
  },
};
