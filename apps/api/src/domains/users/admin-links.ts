import { ADMIN_EDIT_ID, type AdminData, type AdminEditKind } from '@shop/contracts/user';
import type { ApiLanguage } from '@shop/contracts/i18n';
import { messageTable } from '../../core/messages.ts';

const adminTitle = messageTable({
  ru: {
    home: 'Админ-панель',
    orders: 'Заказы',
    products: 'Товары',
    users: 'Пользователи',
    applications: 'Документы на проверку',
    moderation: 'Модерация',
    editProduct: 'Редактировать товар',
    editPost: 'Редактировать запись',
    editPage: 'Редактировать страницу',
  },
  ua: {
    home: 'Адмін-панель',
    orders: 'Замовлення',
    products: 'Товари',
    users: 'Користувачі',
    applications: 'Документи на перевірку',
    moderation: 'Модерація',
    editProduct: 'Редагувати товар',
    editPost: 'Редагувати запис',
    editPage: 'Редагувати сторінку',
  },
});

/**
 * The admin bar of staff users (SPEC §1): the back office's dashboard and its main screens. The back
 * office's router names a list `/admin/<resource>` and a record's edit form `/admin/<resource>/<id>`
 * (apps/admin/README.md); the server refuses a screen the staff role may not open.
 */
const SECTIONS = [
  { path: 'orders', key: 'orders' },
  { path: 'products', key: 'products' },
  { path: 'users', key: 'users' },
  { path: 'applications', key: 'applications' },
  { path: 'moderation', key: 'moderation' },
] as const;

/** The back office of this shop: ADMIN_URL when it is served elsewhere, else `/admin/` on the shop's origin. */
export function backOfficeUrl(adminUrl: string | null, publicOrigin: string): string {
  const base = adminUrl ?? `${publicOrigin}/admin/`;
  return base.endsWith('/') ? base : `${base}/`;
}

/**
 * The admin bar's links: "admin home" is the dashboard, then the main screens, and "edit" for the
 * record a page shows. The edit links carry `{id}`: the page's HTML is shared by every visitor and
 * cached, so the storefront fills in the id it already has, and only for staff, after the user loads.
 */
export function adminData(adminUrl: string | null, publicOrigin: string, lang: ApiLanguage): AdminData {
  const base = backOfficeUrl(adminUrl, publicOrigin);
  const edit = (kind: AdminEditKind, key: 'editProduct' | 'editPost' | 'editPage') => ({
    url: adminEditUrl(adminUrl, publicOrigin, kind, ADMIN_EDIT_ID),
    title: adminTitle(lang, key),
  });
  return {
    adminHome: { url: base, title: adminTitle(lang, 'home') },
    links: SECTIONS.map((s) => ({ url: `${base}${s.path}`, title: adminTitle(lang, s.key) })),
    edit: { product: edit('product', 'editProduct'), post: edit('post', 'editPost'), page: edit('page', 'editPage') },
  };
}

/** A record's edit form in the back office: a product, a blog post or a static page ("edit" in the admin bar). */
export function adminEditUrl(adminUrl: string | null, publicOrigin: string, kind: AdminEditKind, id: number | typeof ADMIN_EDIT_ID): string {
  const resource = { product: 'products', post: 'posts', page: 'pages' }[kind];
  return `${backOfficeUrl(adminUrl, publicOrigin)}${resource}/${id}`;
}
