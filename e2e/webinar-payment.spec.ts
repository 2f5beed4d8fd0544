import type { Page } from '@playwright/test';
import { PLATFORM_THEMES } from '../apps/api/src/seed/platform.ts';
import { clientAddress, dialog, freshEmail, freshPhone, headerUser, isPhone, startSignedIn } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * A webinar bought through checkout and paid by card (SPEC §2 successful payment, its `webinar` and
 * `no-call` variants; decision 0018): a newly registered shopper puts a paid course into the basket,
 * orders it without delivery, asks not to be called, pays on the local LiqPay sandbox, and the dialog
 * says the webinar is open (with its link) and that nobody will call, without speaking of packing;
 * the order's page names no delivery. The link opens the course. Russian at 1440 px, Ukrainian at 375 px.
 */
const ua = (page: Page) => isPhone(page);
const prefix = (page: Page) => (ua(page) ? '/ua' : '');
const text = (page: Page, ru: string, uk: string) => (ua(page) ? uk : ru);

/** A fresh client (nobody has bought this webinar yet), registered through the API and signed in. */
async function registerClient(page: Page): Promise<void> {
  const phone = freshPhone();
  const headers = clientAddress();
  await page.goto(`${prefix(page)}/`);
  const sent = await page.request.post('/api/v1/auth/send-code', { headers, data: { phone } });
  expect(sent.status()).toBe(200);
  const code = ((await sent.json()) as { data: { debug: { code: string } } }).data.debug.code;
  const verified = await page.request.post('/api/v1/auth/verify-code', { headers, data: { phone, code } });
  const { confirmToken } = ((await verified.json()) as { data: { confirmToken: string } }).data;
  const password = 'Secret-1234';
  const registered = await page.request.post('/api/v1/auth/register', {
    headers,
    data: { email: freshEmail('webinar'), phone, password, password_confirmation: password, name: 'Олена', second_name: 'Коваленко', confirm_token: confirmToken },
  });
  expect(registered.status()).toBe(201);
  await startSignedIn(page);
  await page.reload();
  await expect(headerUser(page)).toBeVisible();
}

test('a shopper pays for a webinar by card: the dialog links the open webinar and says nobody will call', async ({ page }, info) => {
  await page.addInitScript(() => localStorage.setItem('procosmetics:first-order-promo-shown', '1'));
  await registerClient(page);
  const theme = PLATFORM_THEMES[ua(page) ? 4 : 3];
  const course = theme.courses.find((c) => c.price > 0);
  if (!course) throw new Error('the theme has no paid course');
  const lang = ua(page) ? 1 : 0;
  await page.goto(`${prefix(page)}/platform/courses/`);
  await page.getByRole('link', { name: new RegExp(`^${theme.title[lang]}`) }).click();
  await page.getByRole('link', { name: course.title[lang] }).click();
  await expect(page).toHaveURL(/\/platform\/webinar\/\d+\/$/);
  const webinarUrl = page.url();
  await page.getByTestId('buy-webinar').click();
  await expect(dialog(page).getByText(course.title[lang])).toBeVisible();

  await page.goto(`${prefix(page)}/buy-flow/order/`);
  await expect(page.getByTestId('no-delivery')).toBeVisible();
  await page.getByLabel(text(page, 'Не перезванивайте мне для подтверждения заказа', 'Не передзвонюйте мені для підтвердження замовлення')).check();
  await page.getByRole('button', { name: text(page, 'Подтвердить заказ', 'Підтвердити замовлення') }).click();
  await page.waitForURL(/\/payments\/liqpay\/sandbox/);
  await page.getByRole('button', { name: 'Сплатити' }).click();
  await page.waitForURL((url) => !url.pathname.includes('/payments/'));

  await expect(dialog(page).getByRole('heading')).toHaveText(text(page, 'Оплата прошла успешно', 'Оплата пройшла успішно'));
  await expect(dialog(page).getByTestId('payment-variant-webinar')).toHaveText(text(page, 'Вебинар уже открыт для вас на платформе.', 'Вебінар уже відкрито для вас на платформі.'));
  await expect(dialog(page).getByTestId('payment-variant-no-call')).toBeVisible();
  await expect(dialog(page).getByTestId('payment-variant-sms')).toHaveCount(0);
  await expect(dialog(page).getByTestId('payment-result')).not.toContainText(/собира|збира/);
  await page.screenshot({ path: info.outputPath('paid-webinar.png') });

  // The order's page under the dialog: nothing to deliver, and its next step speaks of the platform.
  if (new URL(page.url()).pathname.includes('/order/')) {
    await expect(page.getByTestId('order-next-step')).not.toContainText(/собира|збира|ТТН/);
    await expect(page.getByTestId('order-card-delivery')).toHaveCount(0);
  }

  await dialog(page).getByTestId('payment-webinar-link').click();
  await expect(page).toHaveURL(webinarUrl);
  await expect(page.getByTestId('start-quiz')).toBeVisible();
  await expect(page.getByTestId('course-paid')).toHaveCount(0);
});
