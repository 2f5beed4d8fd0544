import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forgetCachedUser } from './auth/sessions.service.ts';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { bearer, registerUser, signIn } from './auth/auth.test-support.ts';
import { demoEmail } from './orders/orders.test-support.ts';
import { type StaffArea, type StaffRole, staffMay } from '@shop/contracts/staff-roles';

/**
 * The role matrix (SPEC §6): every guarded endpoint × every kind of caller, with the status each
 * must get, and nothing in the database changed by a refused call. A guest is 401, a deactivated
 * manager's token 401, a role without the right 403, another user's id 404. Add an endpoint as one
 * `row(...)`: method, url (built from the ids below, another user's where the route takes one),
 * body, and the statuses that differ from `other`.
 */

/** `staff` is the administrator; `orders`, `content` and `reviewer` the other staff roles (issue 29). */
const ROLES = ['guest', 'regular', 'noid', 'professional', 'authorised', 'distributor', 'manager', 'deactivatedManager', 'staff', 'orders', 'content', 'reviewer'] as const;
const STAFF_ACCOUNTS = { staff: 'administrator', orders: 'order_manager', content: 'content_editor', reviewer: 'reviewer' } as const satisfies Partial<Record<Role, StaffRole>>;
type Role = (typeof ROLES)[number];

/** Ids the urls use: an applicant with a waiting document, and an account with nothing to decide. */
interface Ids {
  applicant: number;
  applicantFile: number;
  nothingWaiting: number;
  /** The demo professional's certificate. */
  certificate: number;
}
interface Row {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: (ids: Ids) => string;
  body?: object;
  expect: Partial<Record<Role, number>> & { other: number };
}
const row = (method: Row['method'], url: Row['url'], body: object | undefined, expect: Row['expect']): Row => ({ method, url, body, expect });
/** A back-office area: 401 without a live session; the staff roles that work in `area` get `status`, everyone else 403. */
const staffArea = (area: StaffArea, status: number) => {
  const expect: Row['expect'] = { guest: 401, deactivatedManager: 401, other: 403 };
  for (const [account, staffRole] of Object.entries(STAFF_ACCOUNTS)) if (staffMay(staffRole, area)) expect[account as Role] = status;
  return expect;
};
const applications = (status: number) => staffArea('applications', status);
const catalogue = (status: number) => staffArea('catalogue', status);
/** The distributor account itself (not its managers): 401 without a live session, the rest 403. */
const distributorOnly = (distributor: number) => ({ guest: 401, deactivatedManager: 401, distributor, other: 403 });
/** The warehouse: 401 without a live session, the distributor and its manager get `status`, the rest 403. */
const warehouse = (status: number) => ({ guest: 401, deactivatedManager: 401, distributor: status, manager: status, other: 403 });
/** The professional club: 401 without a live session, professionals and distributors get `status`, the rest 403. */
const club = (status: number) => ({ guest: 401, deactivatedManager: 401, professional: status, distributor: status, other: 403 });
/** Client prices: the club, and a distributor's managers too. */
const clubPrices = (status: number) => ({ ...club(status), manager: status });

const ROWS: Row[] = [
  row('GET', () => '/api/v1/staff/professional-applications?state=pending', undefined, applications(200)),
  row('GET', (x) => `/api/v1/staff/professional-applications/${x.applicant}/files/${x.applicantFile}`, undefined, applications(200)),
  row('GET', (x) => `/api/v1/staff/professional-applications/${x.nothingWaiting}/files/${x.applicantFile}`, undefined, applications(404)),
  row('POST', (x) => `/api/v1/staff/professional-applications/${x.nothingWaiting}/approve`, { user_type: 'professional' }, applications(409)),
  row('POST', (x) => `/api/v1/staff/professional-applications/${x.nothingWaiting}/reject`, { reason: 'Нечитаемо' }, applications(409)),
  row('POST', (x) => `/api/v1/staff/professional-applications/${x.applicant}/approve`, { user_type: 'owner' }, applications(422)),
  row('POST', (x) => `/api/v1/staff/professional-applications/${x.applicant}/reject`, {}, applications(422)),
  row('GET', (x) => `/api/v1/staff/professional-applications/${x.applicant}`, undefined, applications(200)),
  row('GET', (x) => `/api/v1/staff/professional-applications/${x.applicant}/letter?decision=approve&user_type=distributor`, undefined, applications(200)),
  row('GET', (x) => `/api/v1/staff/professional-applications/${x.applicant}/letter?decision=maybe`, undefined, applications(400)),
  // Moderation (administrator, reviewer): the queue, and decisions refused by their rules change nothing.
  row('GET', () => '/api/v1/staff/moderation?kind=review&state=all', undefined, staffArea('moderation', 200)),
  row('GET', () => '/api/v1/staff/feedbacks?status=hidden', undefined, staffArea('moderation', 200)),
  row('PATCH', () => '/api/v1/staff/feedbacks/2000000000', { approved: true, answer: 'Так' }, staffArea('moderation', 404)),
  row('PATCH', () => '/api/v1/staff/feedbacks/2000000000', {}, staffArea('moderation', 422)),
  row('PATCH', () => '/api/v1/staff/news-comments/2000000000', { hidden: true }, staffArea('moderation', 404)),
  row('PATCH', () => '/api/v1/staff/news-comments/2000000000', { hidden: 'yes' }, staffArea('moderation', 422)),
  // A distributor's managers: the distributor account only (its managers 403); an account that is not
  // one of its managers is 404 like a missing one. Refused and invalid calls change nothing.
  row('GET', () => '/api/v1/distributor/managers', undefined, distributorOnly(200)),
  row('POST', () => '/api/v1/distributor/managers', { first_name: '', last_name: 'Б', email: 'no', password: 'short' }, distributorOnly(422)),
  row('PUT', (x) => `/api/v1/distributor/managers/${x.nothingWaiting}`, { first_name: 'А', last_name: 'Б', email: 'matrix-manager@example.com', password: 'Manager-pass-1' }, distributorOnly(404)),
  row('DELETE', (x) => `/api/v1/distributor/managers/${x.nothingWaiting}`, undefined, distributorOnly(404)),
  row('POST', (x) => `/api/v1/distributor/managers/${x.nothingWaiting}/deactivate`, undefined, distributorOnly(404)),
  row('GET', (x) => `/api/v1/certificates/${x.certificate}`, undefined, { guest: 401, deactivatedManager: 401, professional: 200, other: 404 }),
  row('GET', (x) => `/api/v1/certificates/${x.certificate}/pdf`, undefined, { guest: 401, deactivatedManager: 401, professional: 200, other: 404 }),
  // The distributor's warehouse: the distributor and its managers; another distributor's or a missing document 404.
  row('GET', () => '/api/v1/documents?type=moving', undefined, warehouse(200)),
  row('GET', () => '/api/v1/documents?type=invoice&page=2', undefined, warehouse(200)),
  row('GET', () => '/api/v1/documents/2000000000', undefined, warehouse(404)),
  row('GET', () => '/api/v1/documents/2000000000/excel', undefined, warehouse(404)),
  row('GET', () => '/api/v1/remainings?search=a', undefined, warehouse(200)),
  row('GET', () => '/api/v1/remainings/variants?search=a', undefined, warehouse(200)),
  row('POST', () => '/api/v1/documents/moves', { lines: [{ product_price_id: 2_000_000_000, count: 1, price: 1 }] }, warehouse(422)),
  row('POST', () => '/api/v1/documents/sales', { customer_name: 'Марія', lines: [{ product_price_id: 1, count: 100_000, price: 1 }] }, warehouse(422)),
  // The distributor's reports (the same guard's rule): report, its .xlsx, the leftovers file and letter, a sales document's PDF.
  row('GET', () => '/api/v1/remainings/report?from=2026-01-01&to=2026-01-31', undefined, warehouse(200)),
  row('GET', () => '/api/v1/remainings/report?from=2026-02-01&to=2026-01-01', undefined, warehouse(422)),
  row('GET', () => '/api/v1/remainings/report/excel?from=2026-01-01&to=2026-01-31', undefined, warehouse(200)),
  row('GET', () => '/api/v1/remainings/attachment', undefined, warehouse(200)),
  row('POST', () => '/api/v1/remainings/send-report', undefined, warehouse(200)),
  row('GET', () => '/api/v1/documents/2000000000/pdf', undefined, warehouse(404)),
  // The professional club: professionals and distributors (not managers); a user not linked to the caller's code 404.
  row('GET', () => '/api/v1/user/clients?search=a', undefined, club(200)),
  row('GET', (x) => `/api/v1/user/clients/${x.nothingWaiting}`, undefined, club(404)),
  row('GET', (x) => `/api/v1/user/clients/${x.nothingWaiting}/orders`, undefined, club(404)),
  row('GET', () => '/api/v1/client_prices?search=a', undefined, clubPrices(200)),
  row('GET', () => '/api/v1/client_prices?variants=1,x', undefined, clubPrices(422)),
  row('POST', () => '/api/v1/client_prices/download', { products: [{ id: 1, value: 2_000_000_000, count: 1 }] }, clubPrices(422)),
  row('GET', () => '/api/v1/client_prices/file?token=not-a-token', undefined, clubPrices(404)),
  // Seminars are public: every caller reads them and may register; a bad registration stores nothing.
  row('GET', () => '/api/v1/seminars?when=past&city=kyiv', undefined, { deactivatedManager: 401, other: 200 }),
  row('GET', () => '/api/v1/seminars/filters?type=city', undefined, { deactivatedManager: 401, other: 200 }),
  row('GET', () => '/api/v1/seminars?format=hybrid', undefined, { deactivatedManager: 401, other: 422 }),
  row('POST', () => '/api/v1/seminars/request', { name: 'Ан', surname: 'Литвин', phone: '+380(67)', seminar_id: 1 }, { deactivatedManager: 401, other: 422 }),
  // The education platform: signed-in users (a guest or ended session 401); an unknown theme, course or token 404, bad answers 422 with nothing stored.
  row('GET', () => '/api/v1/platform/course-themes', undefined, { guest: 401, deactivatedManager: 401, other: 200 }),
  row('GET', () => '/api/v1/platform/course-themes/2000000000/courses', undefined, { guest: 401, deactivatedManager: 401, other: 404 }),
  row('POST', () => '/api/v1/platform/courses/2000000000/quiz/start', undefined, { guest: 401, deactivatedManager: 401, other: 404 }),
  row('GET', () => `/api/v1/platform/quiz/${'A'.repeat(43)}`, undefined, { guest: 401, deactivatedManager: 401, other: 404 }),
  row('PUT', () => `/api/v1/platform/quiz/${'A'.repeat(43)}`, { answers: [{ question_id: 'x', option_id: 1 }] }, { guest: 401, deactivatedManager: 401, other: 422 }),
  // The back office's accounts: administrators only; bad changes are 422 and change nothing.
  row('GET', () => '/api/v1/staff/users?q=demo&staff_role=any', undefined, staffArea('users', 200)),
  row('GET', (x) => `/api/v1/staff/users/${x.nothingWaiting}`, undefined, staffArea('users', 200)),
  row('PATCH', (x) => `/api/v1/staff/users/${x.nothingWaiting}`, { individual_discount: 101, status: 'inactive' }, staffArea('users', 422)),
  row('PUT', (x) => `/api/v1/staff/users/${x.nothingWaiting}/staff-role`, { staff_role: 'owner' }, staffArea('users', 422)),
  // The shop's settings: administrators only; bad saves are 422 and change nothing.
  row('GET', () => '/api/v1/staff/settings/contacts', undefined, staffArea('settings', 200)),
  row('PUT', () => '/api/v1/staff/settings/contacts', { contacts: { email: 'no' } }, staffArea('settings', 422)),
  row('GET', () => '/api/v1/staff/settings/delivery-methods', undefined, staffArea('settings', 200)),
  row('PUT', () => '/api/v1/staff/settings/delivery-methods/1', { title_ru: '', price: -1 }, staffArea('settings', 422)),
  row('GET', () => '/api/v1/staff/settings/payment-methods', undefined, staffArea('settings', 200)),
  row('GET', () => '/api/v1/staff/settings/payment-methods/cash', undefined, staffArea('settings', 200)),
  row('PUT', () => '/api/v1/staff/settings/payment-methods/cash', { title_ru: '', sort: -1 }, staffArea('settings', 422)),
  row('GET', () => '/api/v1/staff/settings/first-order-promotion', undefined, staffArea('settings', 200)),
  row('PUT', () => '/api/v1/staff/settings/first-order-promotion', { active: true, percent: 0 }, staffArea('settings', 422)),
  // The dashboard: every staff role reads it; shop accounts are refused.
  row('GET', () => '/api/v1/staff/dashboard', undefined, staffArea('dashboard', 200)),
  // The audit log: administrators only, read only; a bad filter is 400.
  row('GET', () => '/api/v1/staff/audit?action=user.&from=2026-01-01&to=2026-12-31', undefined, staffArea('audit', 200)),
  row('GET', () => '/api/v1/staff/audit?from=2026-13-01', undefined, staffArea('audit', 400)),
  // The header's messages: administrators and content editors; refused and invalid changes write nothing.
  row('GET', () => '/api/v1/staff/header-messages', undefined, staffArea('content', 200)),
  row('POST', () => '/api/v1/staff/header-messages', { title_ru: '', title_uk: 'Знижки', active: true, sort: 0 }, staffArea('content', 422)),
  row('PUT', () => '/api/v1/staff/header-messages/2000000000', { title_ru: 'А', title_uk: 'Б', active: true, sort: 0 }, staffArea('content', 404)),
  row('DELETE', () => '/api/v1/staff/header-messages/2000000000', undefined, staffArea('content', 404)),
  // The back office's orders (administrator, order manager): reads, and moves and notes refused by their rules change nothing.
  row('GET', () => '/api/v1/staff/orders?status=new&customer=demo&sort=-total', undefined, staffArea('orders', 200)),
  row('GET', () => '/api/v1/staff/orders/2000000000', undefined, staffArea('orders', 404)),
  row('POST', () => '/api/v1/staff/orders/2000000000/events', { event: 'confirm', version: 1 }, staffArea('orders', 404)),
  row('POST', () => '/api/v1/staff/orders/2000000000/events', { event: 'fly', version: 1 }, staffArea('orders', 422)),
  row('POST', () => '/api/v1/staff/orders/2000000000/notes', { version: 1, text: 'Позвонить' }, staffArea('orders', 404)),
  row('POST', () => '/api/v1/staff/orders/2000000000/notes', { version: 1, text: '' }, staffArea('orders', 422)),
  // The FAQ: administrators and content editors; refused and invalid changes write nothing.
  row('GET', () => '/api/v1/staff/faqs', undefined, staffArea('content', 200)),
  row('POST', () => '/api/v1/staff/faqs', { question_ru: '', question_uk: 'Б', answer_ru: 'В', answer_uk: 'Г', published: true, sort: 0 }, staffArea('content', 422)),
  row('PUT', () => '/api/v1/staff/faqs/2000000000', { question_ru: 'А', question_uk: 'Б', answer_ru: 'В', answer_uk: 'Г', published: true, sort: 0 }, staffArea('content', 404)),
  row('DELETE', () => '/api/v1/staff/faqs/2000000000', undefined, staffArea('content', 404)),
  // The terms of cooperation: administrators and content editors; refused and invalid changes write nothing.
  row('GET', () => '/api/v1/staff/cooperation-terms', undefined, staffArea('content', 200)),
  row('POST', () => '/api/v1/staff/cooperation-terms', { title_ru: '' }, staffArea('content', 422)),
  row('DELETE', () => '/api/v1/staff/cooperation-terms/2000000000', undefined, staffArea('content', 404)),
  // Static pages and the preview cookie: administrators and content editors; refused and invalid changes write nothing.
  row('GET', () => '/api/v1/staff/pages', undefined, staffArea('content', 200)),
  row('GET', () => '/api/v1/staff/pages/2000000000', undefined, staffArea('content', 404)),
  row('POST', () => '/api/v1/staff/pages', { slug: 'Bad slug', title_ru: '' }, staffArea('content', 422)),
  row('PUT', () => '/api/v1/staff/pages/2000000000', { slug: 'x', title_ru: 'А', title_uk: 'Б', published: true, version: '1' }, staffArea('content', 404)),
  row('DELETE', () => '/api/v1/staff/pages/2000000000', undefined, staffArea('content', 404)),
  row('POST', () => '/api/v1/staff/content-preview', undefined, staffArea('content', 200)),
  // Without the staff preview cookie, ?preview shows nobody an unpublished page (about-us is published).
  row('GET', () => '/api/v1/pages/about-us?preview=1', undefined, { deactivatedManager: 401, other: 200 }),
  // The home page's banners: administrators and content editors; refused and invalid changes write nothing.
  row('GET', () => '/api/v1/staff/banners', undefined, staffArea('content', 200)),
  row('GET', () => '/api/v1/staff/banners/2000000000', undefined, staffArea('content', 404)),
  row('POST', () => '/api/v1/staff/banners', { title_ru: '', title_uk: 'Б', image_id: 1, active: true, sort: 0 }, staffArea('content', 422)),
  row('PUT', () => '/api/v1/staff/banners/2000000000', { title_ru: 'А', title_uk: 'Б', image_id: 1, active: true, sort: 0 }, staffArea('content', 404)),
  row('DELETE', () => '/api/v1/staff/banners/2000000000', undefined, staffArea('content', 404)),
  row('POST', () => '/api/v1/staff/banner-images?kind=wide', { file: 'x' }, staffArea('content', 415)),
  // Blog posts: administrators and content editors; refused and invalid changes write nothing. The shop's
  // preview of a draft answers 404 to every caller without a content editor's preview cookie.
  row('GET', () => '/api/v1/staff/posts?kind=news&q=a&published=0&sort=title', undefined, staffArea('content', 200)),
  row('GET', () => '/api/v1/staff/post-categories', undefined, staffArea('content', 200)),
  row('GET', () => '/api/v1/staff/posts/2000000000', undefined, staffArea('content', 404)),
  row('POST', () => '/api/v1/staff/posts', { kind: 'news', slug: 'matrix', title_ru: '', title_uk: 'Б' }, staffArea('content', 422)),
  row('PUT', () => '/api/v1/staff/posts/2000000000', { kind: 'news', slug: 'matrix', title_ru: 'А', title_uk: 'Б', version: 1 }, staffArea('content', 404)),
  row('DELETE', () => '/api/v1/staff/posts/2000000000', undefined, staffArea('content', 404)),
  row('POST', () => '/api/v1/staff/posts/2000000000/preview', undefined, staffArea('content', 404)),
  row('GET', () => '/api/v1/news/matrix-draft/preview', undefined, { deactivatedManager: 401, other: 404 }),
  // One row of each back-office content list, for its form: an unknown id is 404 to those let in.
  row('GET', () => '/api/v1/staff/settings/delivery-methods/2000000000', undefined, staffArea('settings', 404)),
  row('GET', () => '/api/v1/staff/header-messages/2000000000', undefined, staffArea('content', 404)),
  row('GET', () => '/api/v1/staff/faqs/2000000000', undefined, staffArea('content', 404)),
  row('GET', () => '/api/v1/staff/cooperation-terms/2000000000', undefined, staffArea('content', 404)),
  // The public certificate check by number.
  row('GET', () => '/api/v1/certificates/verify/PC-2026-00017', undefined, { deactivatedManager: 401, other: 200 }),
  // The back office's products (administrator, content editor): reads, and saves refused by their rules change nothing.
  row('GET', () => '/api/v1/staff/products?q=a&in_stock=1', undefined, catalogue(200)),
  row('GET', () => '/api/v1/staff/product-options', undefined, catalogue(200)),
  row('GET', () => '/api/v1/staff/products/2000000000', undefined, catalogue(404)),
  row('POST', () => '/api/v1/staff/products', { slug: 'x', title_ru: '', variants: [] }, catalogue(422)),
  row('PUT', () => '/api/v1/staff/products/1', { version: 1, slug: 'Bad slug' }, catalogue(422)),
  row('POST', () => '/api/v1/staff/product-images', { file: 'x' }, catalogue(415)),
  // The catalogue's directory and the price-and-stock import (administrator, content editor): reads, and
  // changes refused by their rules (unknown id, bad field, no file, unknown preview) change nothing.
  ...(['brands', 'series', 'collections', 'promotions'] as const).flatMap((path) => [
    row('GET', () => `/api/v1/staff/${path}?q=a&sort=title`, undefined, catalogue(200)),
    row('GET', () => `/api/v1/staff/${path}/2000000000`, undefined, catalogue(404)),
    row('POST', () => `/api/v1/staff/${path}`, { slug: 'Bad slug', title_ru: '' }, catalogue(422)),
    row('PUT', () => `/api/v1/staff/${path}/1`, { title_uk: '' }, catalogue(422)),
    row('DELETE', () => `/api/v1/staff/${path}/2000000000`, undefined, catalogue(404)),
  ]),
  row('POST', () => '/api/v1/staff/catalogue-import', {}, catalogue(415)),
  row('GET', () => `/api/v1/staff/catalogue-import/${'A'.repeat(32)}`, undefined, catalogue(404)),
  row('POST', () => `/api/v1/staff/catalogue-import/${'A'.repeat(32)}/confirm`, undefined, catalogue(404)),
];

let t: TestApp;
const tokens = {} as Record<Exclude<Role, 'guest'>, string>;
let ids: Ids;

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n'), Buffer.alloc(256, 0x20), Buffer.from('\n%%EOF\n')]);

beforeAll(async () => {
  t = await createTestApp({ products: 5 });
  for (const role of ['regular', 'noid', 'professional', 'authorised', 'distributor', 'manager', 'staff', 'orders', 'content', 'reviewer'] as const) {
    tokens[role] = (await signIn(t, demoEmail(role))).accessToken;
  }
  // A manager signed in, then deactivated by its distributor: its token no longer opens anything.
  const { db } = t.deps.database;
  const manager = await registerUser(t);
  const [distributor] = (await db.execute<{ id: number }>(sql`select id from users where email = ${demoEmail('distributor')}`)).rows;
  await db.execute(sql`update users set is_manager = true, distributor_id = ${distributor.id}, status = 'inactive' where id = ${manager.id}`);
  await forgetCachedUser(t.deps, manager.id);
  tokens.deactivatedManager = manager.accessToken;

  const applicant = await registerUser(t, { register_mode: 'professional', work: 'Салон' });
  const boundary = '----matrix';
  const upload = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/files',
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(applicant.accessToken) },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="d.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
      PDF,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
  expect(upload.statusCode, upload.body).toBe(201);
  const [certificate] = (
    await db.execute<{ id: number }>(sql`select c.id from certificates c join users u on u.id = c.user_id where u.email = ${demoEmail('professional')}`)
  ).rows;
  ids = { applicant: applicant.id, applicantFile: upload.json().data.files[0].id, nothingWaiting: (await registerUser(t)).id, certificate: certificate.id };
});
afterAll(() => t?.close());

/** What a refused call must leave as it was: accounts' types and codes, documents, orders and their notes, staff actions, letters, seminar seats, quiz attempts and certificates, products, their prices and stock, images, the shop's settings, brands, series, sample and gift rules, import previews. */
async function snapshot() {
  const { rows } = await t.deps.database.db.execute(sql`
    select
      (select string_agg(id || ':' || user_type || ':' || coalesce(code, '') || ':' || coalesce(assigned_code, '') || ':' || status || ':' || coalesce(staff_role, ''), ',' order by id) from users) as users,
      (select string_agg(id || ':' || status || ':' || coalesce(review_comment, ''), ',' order by id) from user_files) as files,
      (select count(*)::int from staff_actions) as actions,
      (select string_agg(id || ':' || status || ':' || payment_status || ':' || version, ',' order by id) from orders) || ':' || (select count(*) from order_notes) as orders,
      (select count(*)::int from account_letters) as letters,
      (select coalesce(sum(seats_taken), 0)::int || ':' || (select count(*) from seminar_registrations) from seminars) as seminar_seats,
      (select count(*) from quiz_attempts) || ':' || (select count(*) from certificates) as quiz_attempts,
      (select string_agg(id || ':' || version || ':' || title_ru, ',' order by id) from products) as products,
      (select string_agg(id || ':' || retail_price || ':' || quantity, ',' order by id) from product_prices) as product_prices,
      (select count(*) from images) as images,
      (select string_agg(id || ':' || slug || ':' || published || ':' || updated_at, ',' order by id) from pages) as pages,
      (select string_agg(id || ':' || title_uk || ':' || active || ':' || sort, ',' order by id) from banners) as banners,
      (select string_agg(id || ':' || version || ':' || published, ',' order by id) from news_posts) as news_posts,
      (select string_agg(key || ':' || value::text, ',' order by key) from settings) as settings,
      (select count(*) || ':' || coalesce(max(applied_at)::text, '') from catalogue_imports) as catalogue_imports,
      (select string_agg(id || ':' || slug || ':' || title_uk, ',' order by id) from brands) || '|' ||
        (select string_agg(id || ':' || slug || ':' || title_uk || ':' || is_collection, ',' order by id) from series) || '|' ||
        coalesce((select string_agg(id || ':' || title_uk || ':' || min_total || ':' || active, ',' order by id) from promo_rules), '') || '|' ||
        (select count(*) from promo_rule_items) as directory`);
  return rows[0];
}

describe('role matrix', () => {
  for (const r of ROWS) {
    it(`${r.method} ${r.url({ applicant: 0, applicantFile: 0, nothingWaiting: 0, certificate: 0 }).replace(/\/0(?=\/|$)/g, '/{id}')}`, async () => {
      const before = await snapshot();
      const got: Partial<Record<Role, number>> = {};
      const want: Partial<Record<Role, number>> = {};
      for (const role of ROLES) {
        const res = await t.app.inject({
          method: r.method,
          url: r.url(ids),
          headers: role === 'guest' ? {} : bearer(tokens[role]),
          ...(r.body ? { payload: r.body } : {}),
        });
        got[role] = res.statusCode;
        want[role] = r.expect[role] ?? r.expect.other;
      }
      expect(got).toEqual(want);
      expect(await snapshot()).toEqual(before);
    });
  }
});
