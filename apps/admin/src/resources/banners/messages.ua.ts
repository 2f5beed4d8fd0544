/** The home banners screen's words in Ukrainian. */
export const bannersUa = {
  name: 'Банер на головній |||| Банери на головній',
  linkHelp: 'Адреса на сайті без мови (/promotions/) або повне посилання; порожньо — без посилання',
  fields: {
    id: 'ID',
    title: 'Заголовок',
    title_ru: 'Заголовок (рос.)',
    title_uk: 'Заголовок (укр.)',
    subtitle_ru: 'Підзаголовок (рос.)',
    subtitle_uk: 'Підзаголовок (укр.)',
    button_text_ru: 'Текст кнопки (рос.)',
    button_text_uk: 'Текст кнопки (укр.)',
    link: 'Посилання',
    image_id: 'Зображення',
    image_mobile_id: 'Зображення для телефона',
    active: 'Показується',
    sort: 'Порядок',
  },
  images: {
    none: 'Немає зображення',
    upload: 'Завантажити',
    remove: 'Прибрати',
    tooLarge: 'Файл більший за %{size} МБ',
    wideHelp: 'Обрізається до 1600 × 600 і зберігається у WebP',
    mobileHelp: 'Обрізається до 750 × 900; без нього телефони показують основне',
  },
};
