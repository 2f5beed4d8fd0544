import type { APIRequestContext, Page } from '@playwright/test';
import { dialog, freshEmail, freshPhone, isPhone } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * A letter for each change of an order: a guest pays by card, the card is refused, and the refused
 * payment's letter in the demo outbox carries the link to the order's page that pays it again; then
 * the guest cancels the order there and the cancelled letter says no money was taken. Russian at
 * 1440 px, Ukrainian at 375 px (the letters come in the order's language).
 */

const BASKET_KEY = 'procosmetics:basket';
const ORDER_NUMBER = /№\s?([2-9A-HJ-NP-Z]{12})/;

const prefix = (page: Page) => (isPhone(page) ? '/ua' : '');
const text = (page: Page, ru: string, uk: string) => (isPhone(page) ? uk : ru);

/** One product in stock, as the basket keeps its lines. */
async function oneLine(request: APIRequestContext): Promise<Record<string, unknown>> {
  const list = (await (await request.get('/api/v1/catalog/products?per_page=100')).json()) as { data: Array<{ inStock: boolean; selectType: { id: number } }> };
  const ids = list.data.filter((p) => p.inStock).map((p) => p.selectType.id).slice(0, 40);
  const answer = await request.get(`/api/v1/basket/products?${ids.map((id) => `ids[]=${id}`).join('&')}`);
  const { data } = (await answer.json()) as { data: Array<Record<string, unknown> & { select_type: { quantity: number; inStock: boolean } }> };
  const line = data.find((l) => l.select_type.inStock && l.select_type.quantity >= 5);
  expect(line, 'the seeded catalogue has a product in stock').toBeTruthy();
  return { ...line, type: 'product', select_count: 1 };
}

/** The demo outbox's letter titled `subject` (newest first), reloaded until it has been sent. */
async function letterTitled(page: Page, subject: string) {
  await expect
    .poll(
      async () => {
        await page.goto(`${prefix(page)}/demo/outbox/`);
        return page.getByTestId('outbox-letter').filter({ has: page.getByRole('heading', { name: subject, exact: true }) }).count();
      },
      { timeout: 20_000 },
    )
    .toBe(1);
  const letter = page.getByTestId('outbox-letter').filter({ has: page.getByRole('heading', { name: subject, exact: true }) });
  return { letter, body: letter.frameLocator('iframe') };
}

test.describe('order letters', () => {
  test('a refused card payment sends a letter with a pay link, and a cancelled order a letter saying no money was taken', async ({ page, request }) => {
    test.setTimeout(150_000);
    const line = await oneLine(request);
    const email = freshEmail('order-letters');

    // A guest orders with card payment and refuses on LiqPay's page (the demo's local sandbox).
    await page.goto('/robots.txt');
    await page.evaluate(
      ([key, value]) => {
        localStorage.setItem(key, value);
        localStorage.setItem('procosmetics:first-order-promo-shown', '1');
      },
      [BASKET_KEY, JSON.stringify({ v: 1, lines: [line] })],
    );
    await page.goto(`${prefix(page)}/buy-flow/order/`);
    await page.getByLabel(text(page, 'Имя', 'Ім’я'), { exact: true }).fill('Олена');
    await page.getByLabel(text(page, 'Фамилия', 'Прізвище'), { exact: true }).fill('Коваленко');
    await page.getByLabel('Телефон', { exact: true }).fill(freshPhone());
    await page.getByLabel('E-mail', { exact: true }).fill(email);
    await page.getByTestId('delivery-nova_poshta_branch').click();
    const town = text(page, 'Киев', 'Київ');
    await page.getByRole('combobox', { name: text(page, 'Населённый пункт', 'Населений пункт') }).pressSequentially(town, { delay: 60 });
    await page.getByRole('option', { name: new RegExp(`(^|\\s)${town}`) }).first().click();
    await page.getByRole('combobox', { name: text(page, 'Отделение Новой Почты', 'Відділення Нової Пошти') }).click();
    await page.getByRole('option').first().click();
    await page.getByTestId('payment-liqpay').click();
    await page.getByRole('button', { name: text(page, 'Подтвердить заказ', 'Підтвердити замовлення') }).click();
    await page.waitForURL(/\/api\/v1\/payments\/liqpay\/sandbox/);
    await page.getByRole('button', { name: 'Відмовитись' }).click();

    // Back on the order's page: its number names the letters.
    await page.waitForURL((url) => url.pathname.includes('/order/') && !url.pathname.includes('/buy-flow/'));
    const close = text(page, 'Закрыть', 'Закрити');
    await dialog(page).getByRole('button', { name: close }).filter({ hasText: close }).click();
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(ORDER_NUMBER);
    const number = ORDER_NUMBER.exec((await heading.textContent()) ?? '')?.[1] ?? '';
    const orderPage = page.url();

    // The refused payment's letter: the bank refused, nothing was taken, and a button pays again on
    // the order's page (its key lets a guest in without the phone check).
    const refused = await letterTitled(page, text(page, `Оплата заказа №${number} не прошла`, `Оплата замовлення №${number} не пройшла`));
    await expect(refused.letter).toContainText(email);
    await expect(refused.body.getByText(text(page, 'деньги не списаны', 'кошти не списано'), { exact: false })).toBeVisible();
    const payLink = refused.body.getByRole('link', { name: text(page, 'Оплатить заказ', 'Оплатити замовлення') });
    await expect(payLink).toHaveAttribute('href', new RegExp(`${prefix(page)}/order/${number}/\\?key=[^&]{24}$`));
    const href = (await payLink.getAttribute('href')) ?? '';

    // The link opens the order with its pay-again button, for a guest without the phone cookie.
    await page.context().clearCookies();
    await page.goto(new URL(href).pathname + new URL(href).search);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(number);
    await expect(page.getByRole('button', { name: text(page, 'Оплатить ещё раз', 'Сплатити ще раз') })).toBeVisible();

    // The shopper cancels there instead.
    await page.getByRole('button', { name: text(page, 'Отменить заказ', 'Скасувати замовлення') }).click();
    await page.getByRole('button', { name: text(page, 'Да, отменить', 'Так, скасувати') }).click();
    await expect(page.getByTestId('order-next-step')).toHaveAttribute('data-step', 'cancelled');

    // The cancelled letter, once: it says no money was taken and links to the order's page.
    const cancelled = await letterTitled(page, text(page, `Заказ №${number} отменён`, `Замовлення №${number} скасовано`));
    await expect(cancelled.body.getByText(text(page, 'деньги не списывались', 'кошти не списувалися'), { exact: false })).toBeVisible();
    await expect(cancelled.body.getByRole('link', { name: text(page, 'Страница заказа', 'Сторінка замовлення') })).toHaveAttribute(
      'href',
      new RegExp(`${prefix(page)}/order/${number}/\\?key=[^&]{24}$`),
    );
    expect(new URL(orderPage).pathname).toBe(`${prefix(page)}/order/${number}/`);
  });
});
