import type { APIRequestContext, Page } from '@playwright/test';
import { clientAddress, dialog, freshEmail, freshPhone, isPhone, sessionToken, signInAs } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * The order's own page and card payment from every address the shop answers on. A guest orders with
 * card payment from http://127.0.0.1:PORT (the address the start-up log prints) and from
 * http://localhost:PORT: the form reaches the LiqPay page (the demo's local sandbox) on that same
 * address, the way back lands on the order's page, a refused card is paid again from it, and closing
 * the result dialog leaves the order on screen. Then a guest without any cookie finds the order by
 * number and phone, and a signed-in customer goes from the profile's list to an order's page.
 * Russian at 1440 px, Ukrainian at 375 px.
 */

const port = Number(process.env.E2E_PORT) || 3210;
const BASKET_KEY = 'procosmetics:basket';
const ORDER_NUMBER = /№\s?([2-9A-HJ-NP-Z]{12})/;

const ua = (page: Page) => isPhone(page);
const prefix = (page: Page) => (ua(page) ? '/ua' : '');
const text = (page: Page, ru: string, uk: string) => (ua(page) ? uk : ru);

/** One product in stock, as the basket keeps its lines. */
async function oneLine(request: APIRequestContext): Promise<Record<string, unknown> & { id: number; select_type: { id: number } }> {
  const list = (await (await request.get('/api/v1/catalog/products?per_page=100')).json()) as { data: Array<{ inStock: boolean; selectType: { id: number } }> };
  const ids = list.data.filter((p) => p.inStock).map((p) => p.selectType.id).slice(0, 40);
  const answer = await request.get(`/api/v1/basket/products?${ids.map((id) => `ids[]=${id}`).join('&')}`);
  const { data } = (await answer.json()) as { data: Array<Record<string, unknown> & { id: number; select_type: { id: number; quantity: number; inStock: boolean } }> };
  const line = data.find((l) => l.select_type.inStock && l.select_type.quantity >= 5);
  expect(line, 'the seeded catalogue has a product in stock').toBeTruthy();
  return { ...line!, type: 'product', select_count: 1 };
}

/** Places a card order at `origin` through the order form, up to LiqPay's page; returns its phone. */
async function orderByCard(page: Page, origin: string, line: Record<string, unknown>): Promise<string> {
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(
    ([key, value]) => {
      localStorage.setItem(key, value);
      localStorage.setItem('procosmetics:first-order-promo-shown', '1');
    },
    [BASKET_KEY, JSON.stringify({ v: 1, lines: [line] })],
  );
  await page.goto(`${origin}${prefix(page)}/buy-flow/order/`);
  const phone = freshPhone();
  await page.getByLabel(text(page, 'Имя', 'Ім’я'), { exact: true }).fill('Олена');
  await page.getByLabel(text(page, 'Фамилия', 'Прізвище'), { exact: true }).fill('Коваленко');
  await page.getByLabel('Телефон', { exact: true }).fill(phone);
  await page.getByLabel('E-mail', { exact: true }).fill(freshEmail('order-page'));
  await page.getByTestId('delivery-nova_poshta_branch').click();
  const town = text(page, 'Киев', 'Київ');
  const townBox = page.getByRole('combobox', { name: text(page, 'Населённый пункт', 'Населений пункт') });
  await townBox.pressSequentially(town, { delay: 60 });
  await page.getByRole('option', { name: new RegExp(`(^|\\s)${town}`) }).first().click();
  await page.getByRole('combobox', { name: text(page, 'Отделение Новой Почты', 'Відділення Нової Пошти') }).click();
  await page.getByRole('option').first().click();
  await page.getByTestId('payment-liqpay').click();
  await expect(page.getByTestId('order-total')).toHaveText(/\d\s?грн/);
  await page.getByRole('button', { name: text(page, 'Подтвердить заказ', 'Підтвердити замовлення') }).click();
  // LiqPay's page (the local sandbox in the demo) on the very address the shopper is on.
  await page.waitForURL(`${origin}/api/v1/payments/liqpay/sandbox`);
  return phone;
}

/** Back from LiqPay: the order's own page with the result dialog over it; closing it leaves the order. */
async function backOnOrderPage(page: Page, origin: string, paid: boolean): Promise<string> {
  await page.waitForURL((url) => url.pathname.includes('/order/') && !url.pathname.includes('/buy-flow/'));
  expect(new URL(page.url()).origin).toBe(origin);
  const title = paid ? text(page, 'Оплата прошла успешно', 'Оплата пройшла успішно') : text(page, 'Оплата не прошла', 'Оплата не пройшла');
  await expect(dialog(page).getByRole('heading')).toHaveText(title);
  // The dialog's own "close" button (the corner cross has the same name, but no text).
  const close = text(page, 'Закрыть', 'Закрити');
  await dialog(page).getByRole('button', { name: close }).filter({ hasText: close }).click();
  await expect(dialog(page)).toHaveCount(0);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(ORDER_NUMBER);
  const number = ORDER_NUMBER.exec((await heading.textContent()) ?? '')?.[1] ?? '';
  expect(new URL(page.url()).pathname).toBe(`${prefix(page)}/order/${number}/`);
  return number;
}

test.describe('the order page', () => {
  test('a guest pays by card from 127.0.0.1 and from localhost, comes back to the order, finds it by number and phone, and the profile links to it', async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const line = await oneLine(request);

    // 127.0.0.1: the card is refused first, then paid again from the order's page.
    const loopback = `http://127.0.0.1:${port}`;
    const phone = await orderByCard(page, loopback, line);
    await page.getByRole('button', { name: 'Відмовитись' }).click();
    const refused = await backOnOrderPage(page, loopback, false);
    await expect(page.getByTestId('order-next-step')).toHaveAttribute('data-step', 'payNow');
    await expect(page.getByTestId('order-card')).toContainText(text(page, 'Киев', 'Київ'));
    await page.getByRole('button', { name: text(page, 'Оплатить ещё раз', 'Сплатити ще раз') }).click();
    await page.waitForURL(`${loopback}/api/v1/payments/liqpay/sandbox`);
    await page.getByRole('button', { name: 'Сплатити' }).click();
    expect(await backOnOrderPage(page, loopback, true)).toBe(refused);
    await expect(page.getByTestId('order-next-step')).toHaveAttribute('data-step', 'paid');
    await expect(page.getByTestId('order-next-step')).toContainText(text(page, 'Оплата получена', 'Оплату отримано'));
    await expect(page.getByRole('button', { name: text(page, 'Отменить заказ', 'Скасувати замовлення') })).toHaveCount(0);

    // localhost: paid at once.
    const local = `http://localhost:${port}`;
    await orderByCard(page, local, line);
    await page.getByRole('button', { name: 'Сплатити' }).click();
    await backOnOrderPage(page, local, true);

    // A guest with no cookie at all: the page asks for the phone; a wrong one finds nothing, the
    // number and the phone typed the local way open the order.
    await page.context().clearCookies();
    await page.goto(`${loopback}${prefix(page)}/order/${refused}/`);
    const lookup = page.getByTestId('order-lookup');
    await expect(lookup).toBeVisible();
    await expect(page.getByTestId('order-card')).toHaveCount(0);
    await expect(lookup.getByLabel(text(page, 'Номер заказа', 'Номер замовлення'))).toHaveValue(refused);
    const phoneBox = lookup.getByLabel('Телефон');
    await phoneBox.fill('+380000000001');
    await lookup.getByRole('button', { name: text(page, 'Показать заказ', 'Показати замовлення') }).click();
    await expect(lookup).toContainText(text(page, 'не найден', 'не знайдено'));
    await phoneBox.fill(`0${phone.slice(4)}`);
    await lookup.getByRole('button', { name: text(page, 'Показать заказ', 'Показати замовлення') }).click();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(refused);
    await expect(page.getByTestId('order-next-step')).toHaveAttribute('data-step', 'paid');
    // The proof holds for this order after a reload.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toContainText(refused);

    // A signed-in customer's order: the profile's list links to its page.
    await signInAs(page, 'regular');
    const token = await sessionToken(page);
    const placed = await page.request.post('/api/v1/checkout/store', {
      headers: { ...clientAddress(), authorization: `Bearer ${token}`, 'idempotency-key': `order-page-${Date.now()}` },
      data: { quick_order: 1, phone: freshPhone(), delivery_method_id: 1, products: [{ id: line.id, product_price_id: line.select_type.id, count: 1, type: 'product' }] },
    });
    expect(placed.status(), await placed.text()).toBeLessThan(300);
    const number = ((await placed.json()) as { data: { number: string } }).data.number;
    await page.goto(`${prefix(page)}/profile/user-current-orders/`);
    await page.getByTestId('order-page-link').filter({ hasText: number }).click();
    await expect(page).toHaveURL(new RegExp(`${prefix(page)}/order/${number}/$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
    await expect(page.getByTestId('order-next-step')).toHaveAttribute('data-step', 'new');
    await expect(page.getByRole('button', { name: text(page, 'Отменить заказ', 'Скасувати замовлення') })).toBeVisible();
  });
});
