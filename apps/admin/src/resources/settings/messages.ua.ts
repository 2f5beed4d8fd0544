/** The settings screens' words in Ukrainian. */
export const shopContactsUa = {
  name: 'Контакти магазину',
  groups: { contacts: 'Телефони, пошта та соцмережі', messengers: 'Месенджери', documents: 'Документи', contactPage: 'Сторінка контактів' },
  fields: {
    phone1: 'Телефон 1',
    phone2: 'Телефон 2',
    phone3: 'Телефон 3',
    email: 'E-mail',
    facebook: 'Facebook (https://…)',
    instagram: 'Instagram (https://…)',
    youtube: 'YouTube (https://…)',
    viberLink: 'Viber (viber://… або https://…)',
    telegramLink: 'Telegram (tg://… або https://…)',
    privacyPolicy: 'Політика конфіденційності (шлях /… або https://…)',
    termsOfUse: 'Угода користувача (шлях /… або https://…)',
    addressRu: 'Адреса (рос.)',
    addressUk: 'Адреса (укр.)',
    hoursRu: 'Години роботи (рос.)',
    hoursUk: 'Години роботи (укр.)',
    latitude: 'Широта на мапі',
    longitude: 'Довгота на мапі',
  },
};

export const deliveryMethodsUa = {
  name: 'Спосіб доставки |||| Способи доставки',
  priceHelp: 'У цілих гривнях; 0 — безкоштовно',
  quickOrderHelp: 'Спосіб швидкого замовлення завжди увімкнено',
  fields: {
    id: 'ID',
    type: 'Тип',
    title: 'Назва',
    title_ru: 'Назва (рос.)',
    title_uk: 'Назва (укр.)',
    description_ru: 'Опис (рос.)',
    description_uk: 'Опис (укр.)',
    price: 'Ціна, грн',
    active: 'Пропонується при оформленні',
    sort: 'Порядок',
  },
};

export const paymentMethodsUa = {
  name: 'Спосіб оплати |||| Способи оплати',
  activeHelp: 'Оплата карткою або при отриманні лишається ввімкненою хоча б одна: за рахунком платять лише спеціалісти',
  fields: {
    id: 'Код',
    title: 'Назва',
    title_ru: 'Назва (рос.)',
    title_uk: 'Назва (укр.)',
    description_ru: 'Опис (рос.)',
    description_uk: 'Опис (укр.)',
    active: 'Пропонується при оформленні',
    sort: 'Порядок',
  },
};

export const firstOrderPromotionUa = {
  name: 'Знижка на перше замовлення',
  activeHelp: 'Вимкнена: ні знижки, ні вікна про неї в магазині',
  percentHelp: 'Ціле число від 1 до 50; діє з наступного замовлення',
  fields: { active: 'Акція діє', percent: 'Знижка, %' },
};
