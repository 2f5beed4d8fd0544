import type { AdminData } from '@shop/contracts/user';
import type { ApiLanguage } from '@shop/contracts/i18n';
import { messageTable } from '../../core/messages.ts';

const adminTitle = messageTable({
  ru: { home: 'Админ-панель', orders: 'Заказы', products: 'Товары', users: 'Пользователи', userFiles: 'Документы на проверку', pages: 'Страницы', apiDocs: 'Документация API' },
  ua: { home: 'Адмін-панель', orders: 'Замовлення', products: 'Товари', users: 'Користувачі', userFiles: 'Документи на перевірку', pages: 'Сторінки', apiDocs: 'Документація API' },
});

/** The admin bar of staff users (SPEC §1): the admin home and its main sections. */
const SECTIONS = [
  { path: 'orders/', key: 'orders' },
  { path: 'products/', key: 'products' },
  { path: 'users/', key: 'users' },
  { path: 'user-files/', key: 'userFiles' },
  { path: 'pages/', key: 'pages' },
] as const;

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

/**
 * The admin bar's links. Without a back office they lead to the API documentation when it is served
 * (`apiDocs`, API_DOCS: off in production unless enabled) and to the shop pages staff moderate; with
 * the documentation off, only to those pages, so the bar never links to a page that answers 404.
 */
export function adminData(adminUrl: string | null, publicOrigin: string, lang: ApiLanguage, apiDocs: boolean): AdminData {
  if (!adminUrl) {
    const shopPath = (path: string) => (lang === 'ua' && !path.startsWith('/api/') ? `/ua${path}` : path);
    const links = WITHOUT_BACK_OFFICE.filter((s) => apiDocs || !s.path.startsWith('/api/')).map((s) => ({
      url: `${publicOrigin}${shopPath(s.path)}`,
      title: s[lang],
    }));
    if (!apiDocs) return { adminHome: links[0], links: links.slice(1) };
    return { adminHome: { url: `${publicOrigin}/api/docs/`, title: adminTitle(lang, 'apiDocs') }, links };
  }
  const base = adminUrl.endsWith('/') ? adminUrl : `${adminUrl}/`;
  return {
    adminHome: { url: base, title: adminTitle(lang, 'home') },
    links: SECTIONS.map((s) => ({ url: `${base}${s.path}`, title: adminTitle(lang, s.key) })),
  };
}
