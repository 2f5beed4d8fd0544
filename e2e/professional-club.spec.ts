import type { Page } from '@playwright/test';
import { pdfText } from '../apps/api/src/domains/payments/pdf-text.test-support.ts';
import { inflatePdf } from '../apps/api/src/domains/professional-club/club.test-support.ts';
import { isPhone, sessionToken, signInAs } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * The professional club: the demo professional follows the profile menu to the club, sees its
 * clients (the demo authorised account and the seeded ones), finds one by name, opens its history
 * with orders, downloads prices.pdf for clients from there and comes back. Russian at 1440 px,
 * Ukrainian at 375 px. Other accounts have no link to the club and are sent back to the profile
 * when they open it.
 */

const ua = (page: Page) => isPhone(page);
const text = (page: Page, ru: string, uk: string) => (ua(page) ? uk : ru);
const prefix = (page: Page) => (ua(page) ? '/ua' : '');

test('the demo professional opens its clients and a client’s history', async ({ page }) => {
  await signInAs(page, 'professional');
  await page.goto(`${prefix(page)}/profile/user-info/`);
  await page.getByRole('link', { name: text(page, 'Профессиональный клуб', 'Професійний клуб') }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix(page)}/user-professional-club/clients-list/$`));

  const list = page.getByRole('region', { name: text(page, 'Мои клиенты', 'Мої клієнти') });
  await expect(list.getByTestId('club-client')).toHaveCount(5);
  await expect(list.getByText('authorised@demo.procosmetics.ua')).toBeVisible();

  await list.getByRole('searchbox').fill('Бойко');
  await list.getByRole('button', { name: text(page, 'Найти', 'Знайти') }).click();
  await expect(page).toHaveURL(/search=/);
  await expect(list.getByTestId('club-client')).toHaveCount(1);
  await list.getByRole('link', { name: 'Олександра Бойко' }).click();

  await expect(page).toHaveURL(new RegExp(`${prefix(page)}/user-professional-club/client-history/\\d+/$`));
  await expect(page.getByTestId('client-name')).toHaveText('Олександра Бойко');
  await expect(page.getByRole('heading', { name: text(page, 'История заказов', 'Історія замовлень') })).toBeVisible();
  const cards = page.getByTestId('order-card');
  await expect(cards).toHaveCount(3);
  // The professional only looks: no links to the client's order pages, no pay or cancel buttons.
  await expect(page.getByTestId('order-page-link')).toHaveCount(0);
  await expect(cards.first().getByRole('button')).toHaveCount(0);

  // From the client's page, prices.pdf at client prices through the page's own session: the path
  // the download answers opens for this professional, and its text lists what was chosen.
  const token = await sessionToken(page);
  const headers = { authorization: `Bearer ${token}`, 'x-localization': ua(page) ? 'ua' : 'ru' };
  const rows = await page.request.get('/api/v1/client_prices', { headers });
  expect(rows.status()).toBe(200);
  const chosen = ((await rows.json()) as { data: Array<{ id: number; value: number; title: string; volume: string; listed: number }> }).data.slice(0, 2);
  expect(chosen).toHaveLength(2);
  const prepared = await page.request.post('/api/v1/client_prices/download', {
    headers,
    data: { products: chosen.map((row) => ({ id: row.id, value: row.value, count: 2 })) },
  });
  expect(prepared.status(), await prepared.text()).toBe(200);
  const { path } = ((await prepared.json()) as { data: { path: string } }).data;
  const file = await page.request.get(path, { headers });
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toBe('application/pdf');
  // Long titles wrap onto a second line of their cell: compare with the whitespace made plain.
  const pdf = pdfText(inflatePdf(Buffer.from(await file.body()))).replace(/\s+/g, ' ');
  expect(pdf).toContain(text(page, 'Цены для клиентов', 'Ціни для клієнтів'));
  expect(pdf).toContain('PRO-K7MX4-RD9TQ');
  for (const row of chosen) {
    expect(pdf).toContain(row.title);
    expect(pdf.replace(/ /g, '')).toContain(`${row.listed},00`);
  }
  // Nobody else opens the path: a guest's request without the professional's token is refused.
  expect((await page.request.get(path, { headers: { authorization: '' } })).status()).toBeGreaterThanOrEqual(400);

  await page.getByRole('link', { name: text(page, 'Все клиенты', 'Усі клієнти') }).click();
  await expect(page.getByRole('region', { name: text(page, 'Мои клиенты', 'Мої клієнти') }).getByTestId('club-client')).toHaveCount(5);

  // Another professional's client, or an id that is nobody's, is "not found", not an error page.
  await page.goto(`${prefix(page)}/user-professional-club/client-history/2147483647/`);
  await expect(page.getByText(text(page, 'Клиент не найден или не связан с вашим кодом.', 'Клієнта не знайдено або він не пов’язаний з вашим кодом.'))).toBeVisible();
});

test('a regular client has no club: no link, and the address sends it to the profile', async ({ page }) => {
  await signInAs(page, 'regular');
  await page.goto(`${prefix(page)}/profile/user-info/`);
  await expect(page.getByRole('navigation', { name: text(page, 'Разделы личного кабинета', 'Розділи особистого кабінету') })).toBeVisible();
  await expect(page.getByRole('link', { name: text(page, 'Профессиональный клуб', 'Професійний клуб') })).toHaveCount(0);
  await page.goto(`${prefix(page)}/user-professional-club/`);
  await expect(page).toHaveURL(new RegExp(`${prefix(page)}/profile/user-info/$`));
});
