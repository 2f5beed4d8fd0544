import type { Page } from '@playwright/test';
import { clientAddress, dialog, freshEmail, freshPhone, isPhone } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * A ticket of a paid seminar bought through the basket and checkout (issue 30, docs/decisions/0018):
 * the basket shows it with its own badge, date and town, without the delivery hint or the quick order;
 * the order page skips delivery (nothing is shipped) and offers no cash; the shopper pays on the
 * local LiqPay sandbox and the successful payment dialog follows. The ticket is put into the basket
 * by the seminars page's buy button.
 * Russian at 1440 px, Ukrainian at 375 px.
 */

const BASKET_KEY = 'procosmetics:basket';
const ua = (page: Page) => isPhone(page);
const prefix = (page: Page) => (ua(page) ? '/ua' : '');
const text = (page: Page, ru: string, uk: string) => (ua(page) ? uk : ru);

async function shot(page: Page, name: string) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage: true });
}

test('a guest buys a ticket for a paid seminar through checkout: no delivery step, paid by card', async ({ page }) => {
  await page.setExtraHTTPHeaders(clientAddress());
  await page.addInitScript(() => localStorage.setItem('procosmetics:first-order-promo-shown', '1'));
  // The seminars page's buy button puts one ticket into the basket and opens the basket dialog.
  await page.goto(`${prefix(page)}/platform/seminars/`);
  const paid = page.locator('article[data-seminar]').filter({ has: page.getByTestId('buy-ticket') }).first();
  const title = ((await paid.getByRole('heading').textContent()) ?? '').trim();
  await paid.getByTestId('buy-ticket').click();
  await expect(dialog(page).getByText(title)).toBeVisible();
  await expect
    .poll(async () => page.evaluate((key) => (JSON.parse(localStorage.getItem(key) ?? '{"lines":[]}') as { lines: Array<{ type: string }> }).lines.map((l) => l.type), BASKET_KEY))
    .toEqual(['ticket']);

  // The basket: the ticket's badge, the seminar's date and town from the server's quote, the seats left.
  await page.goto(`${prefix(page)}/buy-flow/basket/`);
  const basketLine = page.getByTestId('basket-line');
  await expect(basketLine).toHaveCount(1);
  await expect(basketLine.getByTestId('event-badge')).toHaveText(text(page, 'Билет на семинар', 'Квиток на семінар'));
  await expect(basketLine.getByText(text(page, 'Мест осталось', 'Місць залишилось'))).toBeVisible();
  await expect(basketLine.getByTestId('basket-line-total')).toHaveText(/\d[\d\s]*грн/);
  // Nothing to deliver and no quick order for a ticket: neither the delivery hint nor the one-click button.
  await expect(page.getByTestId('basket-total')).toHaveText(/\d[\d\s]*грн/);
  await expect(page.getByTestId('basket-delivery')).toHaveCount(0);
  await expect(page.getByRole('button', { name: text(page, 'Купить в один клик', 'Купити в один клік') })).toHaveCount(0);
  await shot(page, 'ticket-basket');

  await page.getByRole('link', { name: text(page, 'Оформить заказ', 'Оформити замовлення') }).click();
  await page.waitForURL(/\/buy-flow\/order\/$/);
  await expect(page.getByTestId('no-delivery')).toBeVisible();
  await expect(page.getByTestId('payment-cash')).toHaveCount(0);
  await page.getByLabel(text(page, 'Имя', 'Ім’я'), { exact: true }).fill('Олена');
  await page.getByLabel(text(page, 'Фамилия', 'Прізвище'), { exact: true }).fill('Коваленко');
  const phone = page.getByLabel('Телефон', { exact: true });
  const number = freshPhone();
  await phone.fill(number);
  await expect(phone).toHaveValue(number);
  await page.getByLabel('E-mail', { exact: true }).fill(freshEmail('ticket'));
  await expect(page.getByTestId('order-total')).toHaveText(/\d\s?грн/);
  await shot(page, 'ticket-order');

  await page.getByRole('button', { name: text(page, 'Подтвердить заказ', 'Підтвердити замовлення') }).click();
  await page.waitForURL(/\/payments\/liqpay\/sandbox/);
  await page.getByRole('button', { name: 'Сплатити' }).click();
  await page.waitForURL((url) => !url.pathname.includes('/payments/'));
  await expect(dialog(page).getByRole('heading')).toHaveText(text(page, 'Оплата прошла успешно', 'Оплата пройшла успішно'));
  await expect(dialog(page).getByTestId('payment-result')).toContainText(/№[2-9A-HJ-NP-Z]{12}/);
  // A ticket alone is not packed: once the paid order is read, the dialog thanks without saying so.
  await expect(dialog(page).getByTestId('payment-result')).not.toContainText(/собира|збира/);
  await shot(page, 'ticket-paid');
});
