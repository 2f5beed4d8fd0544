import type { ApiLanguage } from '@shop/contracts/i18n';

/**
 * The tiny built-in set used when the translations request fails (SPEC §8): enough for the shell
 * to stay usable. The full dictionary comes from GET /api/v1/translations. The header counters fall
 * back to plain names, without the count.
 */
export const FALLBACK_TRANSLATIONS: Record<ApiLanguage, Record<string, string>> = {
  ru: {
    'shell.home': 'Главная',
    'shell.catalog': 'Каталог',
    'shell.search': 'Поиск',
    'shell.signIn': 'Войти',
    'shell.profile': 'Личный кабинет',
    'shell.favouritesLabel_other': 'Избранное',
    'shell.basketLabel_other': 'Корзина',
    'shell.menuOpen': 'Открыть меню',
    'shell.menuClose': 'Закрыть меню',
    'dialog.close': 'Закрыть',
    'error.forbidden': 'Доступ к странице или ресурсу запрещён',
    'error.notFound.title': 'Страница не найдена',
    'error.server.title': 'Что-то пошло не так',
  },
  ua: {
    'shell.home': 'Головна',
    'shell.catalog': 'Каталог',
    'shell.search': 'Пошук',
    'shell.signIn': 'Увійти',
    'shell.profile': 'Особистий кабінет',
    'shell.favouritesLabel_other': 'Обране',
    'shell.basketLabel_other': 'Кошик',
    'shell.menuOpen': 'Відкрити меню',
    'shell.menuClose': 'Закрити меню',
    'dialog.close': 'Закрити',
    'error.forbidden': 'Доступ до сторінки чи ресурсу заборонено',
    'error.notFound.title': 'Сторінку не знайдено',
    'error.server.title': 'Щось пішло не так',
  },
};
