import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, clientAddress, freshEmail, freshPhone, isPhone } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * The back office's orders (issue 29, screen 2), at 1440 and 375 px: an order manager finds a new
 * order by its customer's e-mail, confirms it and ships it with a Nova Poshta waybill, and the
 * customer's "shipped" letter with that waybill appears in the demo outbox. A reviewer is refused the
 * orders by the server itself, not only by a hidden menu item.
 */

const WAYBILL = `2045${String(Date.now()).slice(-10)}`;

/** A guest's order placed through the API as the order form would: cash, a Nova Poshta department. */
async function placeOrder(request: APIRequestContext, email: string): Promise<string> {
  const list = (await (await request.get('/api/v1/catalog/products?per_page=100')).json()) as { data: Array<{ id: number; inStock: boolean; selectType: { id: number } }> };
  const product = list.data.find((p) => p.inStock);
  expect(product, 'the seeded catalogue has a product in stock').toBeTruthy();
  // A department of the demo's Nova Poshta directory, as the order form picks it.
  const cities = (await (await request.get(`/api/v1/delivery/cities?search=${encodeURIComponent('Київ')}`)).json()) as { data: Array<{ ref: string; name: string }> };
  const town = cities.data[0];
  const branches = (await (await request.get(`/api/v1/delivery/warehouses?city_ref=${town.ref}`)).json()) as { data: Array<{ ref: string; description?: string; number: string }> };
  const branch = branches.data[0];
  const answer = await request.post('/api/v1/checkout/store', {
    headers: { ...clientAddress(), 'idempotency-key': crypto.randomUUID(), 'x-user-hash': crypto.randomUUID() },
    data: {
      name: 'Дарина',
      second_name: 'Адмінова',
      phone: freshPhone(),
      email,
      delivery_method_id: 1,
      city: { ref: town.ref, name: town.name },
      warehouse: { ref: branch.ref, name: branch.description ?? `№${branch.number}` },
      payment_method: 'cash',
      products: [{ id: product?.id, product_price_id: product?.selectType.id, count: 1, type: 'product' }],
    },
  });
  expect(answer.status(), await answer.text()).toBe(201);
  return ((await answer.json()) as { data: { number: string } }).data.number;
}

async function signInToAdmin(page: Page, email: string) {
  await page.goto('/admin/login');
  await page.locator('input[name="username"]').fill(email, { timeout: 20_000 });
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /войти|увійти|sign in/i }).click();
  await expect(page).not.toHaveURL(/\/login/);
}

test('an order manager confirms and ships an order with a waybill, and the customer’s letter is in the outbox', async ({ page, request }) => {
  test.setTimeout(120_000);
  const email = freshEmail('admin-orders');
  const number = await placeOrder(request, email);

  await signInToAdmin(page, 'orders@demo.procosmetics.ua');
  await page.goto('/admin/orders');
  // Found on the server by the customer's e-mail.
  await page.getByPlaceholder('Имя, телефон или e-mail').fill(email);
  const row = page.getByText(isPhone(page) ? `№${number}` : number, { exact: false }).first();
  await expect(row).toBeVisible();
  await row.click();
  await expect(page.getByRole('heading', { name: `№${number}` })).toBeVisible();
  await expect(page.getByTestId('order-status')).toHaveText('Новый');
  // Nothing on the page is wider than the screen, at 375 px too.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);

  await page.getByRole('button', { name: 'Подтвердить', exact: true }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Подтверждён');
  await page.getByRole('button', { name: 'Отправить', exact: true }).click();
  const shipDialog = page.getByRole('dialog');
  // The waybill is checked by the API's own contract before it is sent.
  await shipDialog.getByRole('textbox').fill('123');
  await shipDialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(shipDialog).toContainText(/./);
  await shipDialog.getByRole('textbox').fill(WAYBILL);
  await shipDialog.getByRole('button', { name: 'Отправить' }).click();
  await expect(page.getByTestId('order-status')).toHaveText('Отправлен');
  await expect(page.getByText(WAYBILL).first()).toBeVisible();

  // The customer's letter, through the outbox.
  await expect
    .poll(
      async () => {
        await page.goto('/demo/outbox/');
        return page.getByTestId('outbox-letter').filter({ hasText: email }).filter({ hasText: `№${number}` }).filter({ hasText: /отправлен/ }).count();
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
});

test('a reviewer is refused the orders by the server', async ({ page, request }) => {
  // Signed in through the API apart from the page (its own cookies), so the page meets the sign-in form.
  const login = await request.post('/api/v1/auth/login', {
    headers: clientAddress(),
    data: { email: 'reviewer@demo.procosmetics.ua', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const token = ((await login.json()) as { data: { accessToken: string } }).data.accessToken;
  const refused = await request.get('/api/v1/staff/orders', { headers: { authorization: `Bearer ${token}` } });
  expect(refused.status()).toBe(403);

  await signInToAdmin(page, 'reviewer@demo.procosmetics.ua');
  await page.goto('/admin/orders');
  await expect(page.getByPlaceholder('Имя, телефон или e-mail')).toHaveCount(0);
});
