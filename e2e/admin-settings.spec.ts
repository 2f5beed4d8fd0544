import type { APIRequestContext, Page } from '@playwright/test';
import { DEFAULT_FIRST_ORDER_PROMOTION, DEFAULT_PAYMENT_METHODS } from '../packages/contracts/src/checkout-settings.ts';
import { DEMO_PASSWORD, clientAddress } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * The back office's checkout settings (issue 29, screen "Settings") at 1440 px: an administrator
 * switches cash on delivery off and the order form no longer offers it; changes the first-order
 * percent and the shop's promotion dialog names the new one. The account form words a bad value in
 * the interface's language. Whatever a test changes is put back, so the other specs meet the defaults.
 */
test.skip(({ viewport }) => (viewport?.width ?? 0) < 1440, 'the back office is tested at 1440 px');

const BASKET_KEY = 'procosmetics:basket';

async function adminToken(request: APIRequestContext): Promise<string> {
  const answer = await request.post('/api/v1/auth/login', {
    headers: clientAddress(),
    data: { email: 'staff@demo.procosmetics.ua', password: DEMO_PASSWORD },
  });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** The shop's defaults again, through the same API the screens use. */
async function restoreDefaults(request: APIRequestContext) {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  expect((await request.put('/api/v1/staff/settings/payment-methods/cash', { headers, data: DEFAULT_PAYMENT_METHODS.cash })).status()).toBe(200);
  expect((await request.put('/api/v1/staff/settings/first-order-promotion', { headers, data: DEFAULT_FIRST_ORDER_PROMOTION })).status()).toBe(200);
}

async function signInToAdmin(page: Page) {
  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.locator('input[name="username"]').fill('staff@demo.procosmetics.ua');
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /войти|увійти|sign in/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

/** One product in stock in a guest's basket, as the basket keeps it (features/basket/basket-store.ts). */
async function fillBasket(page: Page, request: APIRequestContext) {
  const list = (await (await request.get('/api/v1/catalog/products?per_page=50')).json()) as { data: Array<{ inStock: boolean; selectType: { id: number } }> };
  const ids = list.data.filter((p) => p.inStock).map((p) => p.selectType.id).slice(0, 20);
  const answer = await request.get(`/api/v1/basket/products?${ids.map((id) => `ids[]=${id}`).join('&')}`);
  const { data } = (await answer.json()) as { data: Array<Record<string, unknown> & { select_type: { quantity: number; inStock: boolean } }> };
  const line = data.find((candidate) => candidate.select_type.inStock && candidate.select_type.quantity >= 3);
  expect(line, 'the seeded catalogue has a product in stock').toBeDefined();
  await page.goto('/robots.txt');
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [BASKET_KEY, JSON.stringify({ v: 1, lines: [{ ...line, type: 'product', select_count: 1 }] })]);
}

test.afterEach(async ({ request }) => {
  await restoreDefaults(request);
});

test('an administrator switches cash on delivery off and the order form no longer offers it', async ({ page, browser, request }) => {
  await signInToAdmin(page);
  await page.getByRole('menuitem', { name: 'Способы оплаты' }).click();
  await expect(page).toHaveURL(/\/admin\/payment-methods$/);
  await page.getByRole('row').filter({ hasText: 'При получении' }).click();
  await expect(page).toHaveURL(/\/admin\/payment-methods\/cash$/);
  const offered = page.getByLabel('Предлагается при оформлении');
  await expect(offered).toBeChecked();
  await offered.uncheck();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/admin\/payment-methods$/);

  // The card cannot go too: one way every shopper may pay stays on, and the screen says why.
  await page.getByRole('row').filter({ hasText: 'Картой онлайн' }).click();
  await page.getByLabel('Предлагается при оформлении').uncheck();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Оставьте включённой оплату картой или при получении', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/payment-methods\/liqpay$/);

  // A guest's order form: the card only.
  const guest = await (await browser.newContext()).newPage();
  await guest.addInitScript(() => localStorage.setItem('procosmetics:first-order-promo-shown', '1'));
  await fillBasket(guest, request);
  await guest.goto('/buy-flow/order/');
  await expect(guest.getByTestId('payment-liqpay')).toBeVisible();
  await expect(guest.getByTestId('payment-liqpay')).toContainText('Картой онлайн');
  await expect(guest.getByTestId('payment-cash')).toHaveCount(0);
  await guest.context().close();
});

test('an administrator changes the first-order percent and the shop’s dialog names it', async ({ page, browser, request }) => {
  await signInToAdmin(page);
  await page.getByRole('menuitem', { name: 'Скидка на первый заказ' }).click();
  await expect(page).toHaveURL(/\/admin\/first-order-promotion$/);
  const percent = page.getByLabel('Скидка, %');
  await expect(percent).toHaveValue('5');
  // Outside 1–50 the form refuses in the interface's language, as the API would.
  await percent.fill('80');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Некорректное значение')).toBeVisible();
  await percent.fill('10');
  const saved = page.waitForResponse((answer) => answer.url().endsWith('/api/v1/staff/settings/first-order-promotion') && answer.request().method() === 'PUT');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  expect((await saved).status()).toBe(200);
  await page.reload();
  await expect(page.getByLabel('Скидка, %')).toHaveValue('10');

  // A guest with a basket, browsing the shop, is offered 10 %. The basket holds a product still in
  // stock: by now other specs may have sold out the catalogue's first one.
  const guest = await (await browser.newContext()).newPage();
  await guest.addInitScript(() => localStorage.setItem('procosmetics:language-offer:kept', '1'));
  await fillBasket(guest, request);
  await guest.goto('/katalog/');
  const promo = guest.getByRole('dialog', { name: 'Скидка 10 % на первый заказ' });
  // It waits for a quiet moment after the page's 3 s, then loads its own script: on a busy machine that
  // has taken more than 10 s.
  await expect(promo).toBeVisible({ timeout: 20_000 });
  await expect(promo).toContainText('−10 %');
  await guest.context().close();
});

test('the account form words a bad discount in the interface’s language, not as a message key', async ({ page, request }) => {
  const headers = { authorization: `Bearer ${await adminToken(request)}` };
  const found = (await (await request.get('/api/v1/staff/users?q=regular@demo.procosmetics.ua', { headers })).json()) as { data: Array<{ id: number }> };
  expect(found.data.length).toBeGreaterThan(0);
  await signInToAdmin(page);
  await page.goto(`/admin/users/${found.data[0].id}`);
  const discount = page.locator('input[name="individual_discount"]');
  await discount.fill('150');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Некорректное значение')).toBeVisible();
  await expect(page.getByText(/validation\./)).toHaveCount(0);
});
