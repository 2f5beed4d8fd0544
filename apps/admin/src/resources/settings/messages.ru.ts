/** The settings screens' words in Russian. */
export const shopContactsRu = {
  name: 'Контакты магазина',
  groups: { contacts: 'Телефоны, почта и соцсети', messengers: 'Мессенджеры', documents: 'Документы', contactPage: 'Страница контактов' },
  fields: {
    phone1: 'Телефон 1',
    phone2: 'Телефон 2',
    phone3: 'Телефон 3',
    email: 'E-mail',
    facebook: 'Facebook (https://…)',
    instagram: 'Instagram (https://…)',
    youtube: 'YouTube (https://…)',
    viberLink: 'Viber (viber://… или https://…)',
    telegramLink: 'Telegram (tg://… или https://…)',
    privacyPolicy: 'Политика конфиденциальности (путь /… или https://…)',
    termsOfUse: 'Пользовательское соглашение (путь /… или https://…)',
    addressRu: 'Адрес (рус.)',
    addressUk: 'Адрес (укр.)',
    hoursRu: 'Часы работы (рус.)',
    hoursUk: 'Часы работы (укр.)',
    latitude: 'Широта на карте',
    longitude: 'Долгота на карте',
  },
};

export const deliveryMethodsRu = {
  name: 'Способ доставки |||| Способы доставки',
  priceHelp: 'В целых гривнах; 0 — бесплатно',
  quickOrderHelp: 'Способ быстрого заказа всегда включён',
  fields: {
    id: 'ID',
    type: 'Тип',
    title: 'Название',
    title_ru: 'Название (рус.)',
    title_uk: 'Название (укр.)',
    description_ru: 'Описание (рус.)',
    description_uk: 'Описание (укр.)',
    price: 'Цена, грн',
    active: 'Предлагается при оформлении',
    sort: 'Порядок',
  },
};

export const paymentMethodsRu = {
  name: 'Способ оплаты |||| Способы оплаты',
  activeHelp: 'Оплата картой или при получении остаётся включённой хотя бы одна: по счёту платят только специалисты',
  fields: {
    id: 'Код',
    title: 'Название',
    title_ru: 'Название (рус.)',
    title_uk: 'Название (укр.)',
    description_ru: 'Описание (рус.)',
    description_uk: 'Описание (укр.)',
    active: 'Предлагается при оформлении',
    sort: 'Порядок',
  },
};

export const firstOrderPromotionRu = {
  name: 'Скидка на первый заказ',
  activeHelp: 'Выключенная: ни скидки, ни окна о ней в магазине',
  percentHelp: 'Целое число от 1 до 50; действует со следующего заказа',
  fields: { active: 'Акция действует', percent: 'Скидка, %' },
};
