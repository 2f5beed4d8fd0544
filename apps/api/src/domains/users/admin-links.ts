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

export function adminData(adminUrl: string, lang: ApiLanguage): AdminData {
  const base = adminUrl.endsWith('/') ? adminUrl : `${adminUrl}/`;
  return {
    adminHome: { url: base, title: lang === 'ua' ? 'Адмін-панель' : 'Админ-панель' },
    links: SECTIONS.map((s) => ({ url: `${base}${s.path}`, title: s[lang] })),
  };
}
