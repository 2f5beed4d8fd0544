/** Interface strings in Ukrainian, seeded into the translations table and served by GET /translations. */
export const TRANSLATIONS_UA: Record<string, string> = {
  // Page shell: header
  'shell.skipToContent': 'Перейти до вмісту',
  'shell.home': 'Головна',
  'shell.catalog': 'Каталог',
  'shell.logoLabel': 'ProCosmetics — на головну',
  'shell.announcements': 'Новини магазину',
  'shell.serviceNav': 'Інформація для покупців',
  'shell.mainNav': 'Каталог і статті',
  'shell.delivery': 'Доставка і оплата',
  'shell.contacts': 'Контакти',
  'shell.search': 'Пошук',
  'shell.searchPlaceholder': 'Пошук товарів і статей',
  'shell.searchSubmit': 'Знайти',
  'shell.profile': 'Особистий кабінет',
  'shell.signIn': 'Увійти',
  'shell.favouritesLabel_zero': 'Обране: поки порожньо',
  'shell.favouritesLabel_one': 'Обране: {{count}} товар',
  'shell.favouritesLabel_few': 'Обране: {{count}} товари',
  'shell.favouritesLabel_many': 'Обране: {{count}} товарів',
  'shell.favouritesLabel_other': 'Обране: {{count}} товару',
  'shell.basketLabel_zero': 'Кошик порожній',
  'shell.basketLabel_one': 'Кошик: {{count}} товар',
  'shell.basketLabel_few': 'Кошик: {{count}} товари',
  'shell.basketLabel_many': 'Кошик: {{count}} товарів',
  'shell.basketLabel_other': 'Кошик: {{count}} товару',
  'shell.menuOpen': 'Відкрити меню',
  'shell.menuClose': 'Закрити меню',
  'shell.menuTitle': 'Меню',
  'shell.scrollTop': 'Нагору',

  // Page shell: menus
  'menu.catalog': 'Каталог',
  'menu.new': 'Новинки',
  'menu.bestsellers': 'Хіти продажів',
  'menu.ingredients': 'Інгредієнти',
  'menu.allProducts': 'Усі товари',
  'menu.series': 'Серії',
  'menu.info': 'Корисне',
  'menu.news': 'Новини',
  'menu.interesting': 'Цікаві статті',
  'menu.videos': 'Відео',

  // Page shell: footer
  'footer.tagline': 'Професійна косметика для косметологів і домашнього догляду. Доставка по всій Україні.',
  'footer.shopTitle': 'Покупцям',
  'footer.documentsTitle': 'Документи',
  'footer.contactsTitle': 'Контакти',
  'footer.about': 'Про нас',
  'footer.catalog': 'Каталог',
  'footer.selection': 'Підбір косметики',
  'footer.publicOffer': 'Публічна оферта',
  'footer.privacyPolicy': 'Політика конфіденційності',
  'footer.termsOfUse': 'Угода користувача',
  'footer.paymentMethods': 'Способи оплати',
  'footer.seller': 'Продавець: ФОП Коваленко Ірина Сергіївна, РНОКПП 3012345678, 04053, м. Київ, вул. Обсерваторна, 21',
  'footer.copyright': '© {{year}} ProCosmetics. Усі права захищено.',

  // Social networks and messengers
  'social.label': 'Ми в соцмережах',
  'social.facebook': 'ProCosmetics у Facebook',
  'social.instagram': 'ProCosmetics в Instagram',
  'social.youtube': 'ProCosmetics на YouTube',
  'messenger.open': 'Написати нам у месенджер',
  'messenger.close': 'Сховати месенджери',
  'messenger.viber': 'Написати у Viber',
  'messenger.telegram': 'Написати в Telegram',

  // Languages
  'language.switchLabel': 'Мова сайту',
  'language.offer.title': 'Сайт доступний українською мовою',
  'language.offer.text': 'Каталог, ціни та статті є українською в тому ж обсязі. Перейти на українську версію?',
  'language.offer.accept': 'Перейти на українську',
  'language.offer.keep': 'Залишитися на російській',

  // Install hint on phones
  'appHint.title': 'ProCosmetics на головному екрані',
  'appHint.iosBefore': 'Натисніть',
  'appHint.iosAfter': 'і виберіть «На Початковий екран» — магазин відкриватиметься одним дотиком.',
  'appHint.androidInstall': 'Встановіть магазин як застосунок — він відкриватиметься одним дотиком.',
  'appHint.androidManual': 'Відкрийте меню браузера ⋮ і виберіть «Додати на головний екран».',
  'appHint.install': 'Встановити',
  'appHint.dismiss': 'Закрити підказку',

  // Dialogs and toasts
  'dialog.close': 'Закрити',
  'dialog.loading': 'Завантаження…',
  'dialog.loadFailed': 'Не вдалося відкрити вікно. Перевірте з’єднання і спробуйте ще раз.',
  'toast.region': 'Сповіщення',
  'toast.close': 'Закрити сповіщення',

  // Error pages and global errors (SPEC §8)
  'error.forbidden': 'Доступ до сторінки чи ресурсу заборонено',
  'error.notFound.title': 'Сторінку не знайдено',
  'error.notFound.text': 'Можливо, вона переїхала або адресу набрано з помилкою. Почніть з головної або зазирніть до каталогу.',
  'error.server.title': 'Щось пішло не так',
  'error.server.text': 'На сервері сталася помилка. Ми вже знаємо про неї — спробуйте оновити сторінку за хвилину.',
  'error.maintenance.title': 'Сайт на обслуговуванні',
  'error.maintenance.text': 'Ми оновлюємо магазин і скоро повернемося. Будь ласка, зазирніть за кілька хвилин.',

  // Home page meta
  'home.title': 'Професійна косметика для обличчя і тіла',
  'home.description':
    'Інтернет-магазин професійної косметики: догляд для обличчя і тіла, серії провідних брендів, ціни для косметологів і доставка по Україні.',
};
