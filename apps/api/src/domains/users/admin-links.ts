import type { AdminData } from '@shop/contracts/user';
import type { ApiLanguage } from '@shop/contracts/i18n';

/** The admin bar of staff users (SPEC §1): the admin home and its main sections. */
const SECTIONS: Array<{ path: string; ru: string; ua: string }> = [
  { path: 'orders/', ru: 'Заказы', ua: 'Замовлення' },
  { path: 'products/', ru: 'Товары', ua: 'Товари' },
  { path: 'users/', ru: 'Пользователи', ua: 'Користувачі' },
  { path: 'user-files/', ru: 'Документы на проверку', ua: 'Документи на перевірку' },
  { path: 'pages/', ru: 'Страницы', ua: 'Сторінки' },
];

/**
 * Without a back office, the staff work through the staff endpoints: the bar opens their
 * documentation (tags of /api/docs) and the shop pages they moderate, every one a page that exists.
 */
const WITHOUT_BACK_OFFICE: Array<{ path: string; ru: string; ua: string }> = [
  { path: '/api/docs/#/staff', ru: 'Модерация (API)', ua: 'Модерація (API)' },
  { path: '/api/docs/#/catalog', ru: 'Каталог (API)', ua: 'Каталог (API)' },
  { path: '/api/docs/#/blog', ru: 'Блог (API)', ua: 'Блог (API)' },
  { path: '/news/', ru: 'Новости на сайте', ua: 'Новини на сайті' },
];

export function adminData(adminUrl: string | null, publicOrigin: string, lang: ApiLanguage): AdminData {
  if (!adminUrl) {
    const shopPath = (path: string) => (lang === 'ua' && !path.startsWith('/api/') ? `/ua${path}` : path);
    return {
      adminHome: { url: `${publicOrigin}/api/docs/`, title: lang === 'ua' ? 'Документація API' : 'Документация API' },
      links: WITHOUT_BACK_OFFICE.map((s) => ({ url: `${publicOrigin}${shopPath(s.path)}`, title: s[lang] })),
    };
  }
  const base = adminUrl.endsWith('/') ? adminUrl : `${adminUrl}/`;
  return {
    adminHome: { url: base, title: lang === 'ua' ? 'Адмін-панель' : 'Админ-панель' },
    links: SECTIONS.map((s) => ({ url: `${base}${s.path}`, title: s[lang] })),
  };
}
