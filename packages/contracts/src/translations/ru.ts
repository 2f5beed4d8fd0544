/** Interface strings in Russian, seeded into the translations table and served by GET /translations. */
export const TRANSLATIONS_RU: Record<string, string> = {
  // Page shell: header
  'shell.skipToContent': 'Перейти к содержимому',
  'shell.home': 'Главная',
  'shell.catalog': 'Каталог',
  'shell.logoLabel': 'ProCosmetics — на главную',
  'shell.announcements': 'Новости магазина',
  'shell.serviceNav': 'Информация для покупателей',
  'shell.mainNav': 'Каталог и статьи',
  'shell.delivery': 'Доставка и оплата',
  'shell.contacts': 'Контакты',
  'shell.search': 'Поиск',
  'shell.searchPlaceholder': 'Поиск товаров и статей',
  'shell.searchSubmit': 'Найти',
  'shell.profile': 'Личный кабинет',
  'shell.signIn': 'Войти',
  'shell.favouritesLabel_zero': 'Избранное: пока пусто',
  'shell.favouritesLabel_one': 'Избранное: {{count}} товар',
  'shell.favouritesLabel_few': 'Избранное: {{count}} товара',
  'shell.favouritesLabel_many': 'Избранное: {{count}} товаров',
  'shell.favouritesLabel_other': 'Избранное: {{count}} товара',
  'shell.basketLabel_zero': 'Корзина пуста',
  'shell.basketLabel_one': 'Корзина: {{count}} товар',
  'shell.basketLabel_few': 'Корзина: {{count}} товара',
  'shell.basketLabel_many': 'Корзина: {{count}} товаров',
  'shell.basketLabel_other': 'Корзина: {{count}} товара',
  'shell.menuOpen': 'Открыть меню',
  'shell.menuClose': 'Закрыть меню',
  'shell.menuTitle': 'Меню',
  'shell.scrollTop': 'Наверх',

  // Page shell: menus
  'menu.catalog': 'Каталог',
  'menu.new': 'Новинки',
  'menu.bestsellers': 'Хиты продаж',
  'menu.ingredients': 'Ингредиенты',
  'menu.allProducts': 'Все товары',
  'menu.series': 'Серии',
  'menu.info': 'Полезное',
  'menu.news': 'Новости',
  'menu.interesting': 'Интересные статьи',
  'menu.videos': 'Видео',

  // Page shell: footer
  'footer.tagline': 'Профессиональная косметика для косметологов и домашнего ухода. Доставка по всей Украине.',
  'footer.shopTitle': 'Покупателям',
  'footer.documentsTitle': 'Документы',
  'footer.contactsTitle': 'Контакты',
  'footer.about': 'О нас',
  'footer.catalog': 'Каталог',
  'footer.selection': 'Подбор косметики',
  'footer.publicOffer': 'Публичная оферта',
  'footer.privacyPolicy': 'Политика конфиденциальности',
  'footer.termsOfUse': 'Пользовательское соглашение',
  'footer.paymentMethods': 'Способы оплаты',
  'footer.seller': 'Продавец: ФЛП Коваленко Ирина Сергеевна, РНОКПП 3012345678, 04053, г. Киев, ул. Обсерваторная, 21',
  'footer.copyright': '© {{year}} ProCosmetics. Все права защищены.',

  // Social networks and messengers
  'social.label': 'Мы в соцсетях',
  'social.facebook': 'ProCosmetics в Facebook',
  'social.instagram': 'ProCosmetics в Instagram',
  'social.youtube': 'ProCosmetics на YouTube',
  'messenger.open': 'Написать нам в мессенджер',
  'messenger.close': 'Скрыть мессенджеры',
  'messenger.viber': 'Написать в Viber',
  'messenger.telegram': 'Написать в Telegram',

  // Languages
  'language.switchLabel': 'Язык сайта',
  'language.offer.title': 'Сайт доступен на украинском языке',
  'language.offer.text': 'Каталог, цены и статьи есть на украинском в том же объёме. Перейти на украинскую версию?',
  'language.offer.accept': 'Перейти на украинский',
  'language.offer.keep': 'Остаться на русском',

  // Install hint on phones
  'appHint.title': 'ProCosmetics на главном экране',
  'appHint.iosBefore': 'Нажмите',
  'appHint.iosAfter': 'и выберите «На экран „Домой“» — магазин будет открываться одним касанием.',
  'appHint.androidInstall': 'Установите магазин как приложение — он будет открываться одним касанием.',
  'appHint.androidManual': 'Откройте меню браузера ⋮ и выберите «Добавить на главный экран».',
  'appHint.install': 'Установить',
  'appHint.dismiss': 'Закрыть подсказку',

  // Dialogs and toasts
  'dialog.close': 'Закрыть',
  'dialog.loading': 'Загрузка…',
  'dialog.loadFailed': 'Не удалось открыть окно. Проверьте соединение и попробуйте ещё раз.',
  'toast.region': 'Уведомления',
  'toast.close': 'Закрыть уведомление',

  // Error pages and global errors (SPEC §8)
  'error.forbidden': 'Доступ к странице или ресурсу запрещён',
  'error.notFound.title': 'Страница не найдена',
  'error.notFound.text': 'Возможно, она переехала или адрес набран с ошибкой. Начните с главной или загляните в каталог.',
  'error.server.title': 'Что-то пошло не так',
  'error.server.text': 'На сервере произошла ошибка. Мы уже знаем о ней — попробуйте обновить страницу через минуту.',
  'error.maintenance.title': 'Сайт на обслуживании',
  'error.maintenance.text': 'Мы обновляем магазин и скоро вернёмся. Пожалуйста, загляните через несколько минут.',

  // Home page meta
  'home.title': 'Профессиональная косметика для лица и тела',
  'home.description':
    'Интернет-магазин профессиональной косметики: уход для лица и тела, серии ведущих брендов, цены для косметологов и доставка по Украине.',
};
