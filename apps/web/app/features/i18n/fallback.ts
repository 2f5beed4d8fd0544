import type { ApiLanguage } from '@shop/contracts/i18n';

/**
 * The tiny built-in set used when the translations request fails (SPEC §8): enough for the shell
 * to stay usable. The full dictionary comes from GET /api/v1/translations.
 */
export const FALLBACK_TRANSLATIONS: Record<ApiLanguage, Record<string, string>> = {
  ru: {
    'shell.search': 'Поиск',
    'shell.catalog': 'Каталог',
    'shell.basket': 'Корзина',
    'shell.favourites': 'Избранное',
    'shell.profile': 'Профиль',
    'shell.home': 'Главная',
    'shell.signIn': 'Войти',
    'shell.menuOpen': 'Открыть меню',
    'shell.menuClose': 'Закрыть меню',
    'dialog.close': 'Закрыть',
    'error.forbidden': 'Доступ к странице или ресурсу запрещён',
    'error.notFound.title': 'Страница не найдена',
    'error.server.title': 'Ошибка сервера',
  },
  ua: {
    'shell.search': 'Пошук',
    'shell.catalog': 'Каталог',
    'shell.basket': 'Кошик',
    'shell.favourites': 'Обране',
    'shell.profile': 'Профіль',
    'shell.home': 'Головна',
    'shell.signIn': 'Увійти',
    'shell.menuOpen': 'Відкрити меню',
    'shell.menuClose': 'Закрити меню',
    'dialog.close': 'Закрити',
    'error.forbidden': 'Доступ до сторінки чи ресурсу заборонено',
    'error.notFound.title': 'Сторінку не знайдено',
    'error.server.title': 'Помилка сервера',
  },
};
