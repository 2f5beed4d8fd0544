import type { APIRequestContext, Page } from '@playwright/test';
import { clientAddress, DEMO_PASSWORD, dialog, freshPhone, isPhone, openLoginFromHeader, sessionToken, signInAs } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * The details a shopper stops at: the offers that must not interrupt (the Ukrainian-version offer
 * while filtering, the first-order promotion on the basket or for a returning customer), one phone
 * rule in the contact and quick-order forms, a capitalised address sent to its one true form, and
 * the product page without JavaScript, and the staff's sign-in toast below their admin bar. Russian at 1440 px, Ukrainian at 375 px where text is shown.
 */

const LANGUAGE_OFFER = 'Сайт доступен на украинском языке';
const LANGUAGE_FLAGS = ['procosmetics:language-offer:kept', 'procosmetics:language-offer:shown-once'];
const PROMO_FLAG = 'procosmetics:first-order-promo-shown';

const ua = (page: Page) => isPhone(page);
const prefix = (page: Page) => (ua(page) ? '/ua' : '');
const text = (page: Page, ru: string, uk: string) => (ua(page) ? uk : ru);
const promoDialog = (page: Page) => page.getByRole('dialog', { name: text(page, 'Скидка 5 % на первый заказ', 'Знижка 5 % на перше замовлення') });

interface CatalogueProduct {
  id: number;
  slug: string;
  brand: { slug: string };
  inStock: boolean;
  selectType: { id: number; inStock: boolean };
  productPrices: Array<{ id: number; price: number; inStock: boolean }>;
}

async function catalogue(request: APIRequestContext): Promise<CatalogueProduct[]> {
  const answer = await request.get('/api/v1/catalog/products?per_page=100');
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: CatalogueProduct[] }).data;
}

/** The three spellings of one number a shopper may type, and how every form reads them. */
function spellings(): { typed: string[]; read: string } {
  const read = freshPhone();
  const nine = read.slice(4);
  return { read, typed: [`0${nine}`, read, `+38 (0${nine.slice(0, 2)}) ${nine.slice(2, 5)}-${nine.slice(5, 7)}-${nine.slice(7)}`] };
}

test('the language offer waits while the shopper filters, and the first-order promotion never stands on the basket', async ({ page }) => {
  await page.goto('/katalog/');
  const offer = page.getByRole('dialog', { name: LANGUAGE_OFFER });
  if (isPhone(page)) {
    // On a phone the filters are a panel over the page: the offer waits while it is open.
    await page.getByRole('button', { name: 'Фильтры' }).first().click();
    const panel = page.locator('#catalog-filters');
    await expect(panel).toBeVisible();
    await page.waitForTimeout(8_000);
    await expect(offer).toBeHidden();
    await panel.getByRole('button', { name: 'Закрыть фильтры' }).click();
  } else {
    // Each choice reloads the list; the offer waits for the shopper to stop choosing.
    const options = page.locator('#catalog-filters label').filter({ has: page.locator('input[type="checkbox"]') });
    for (let round = 0; round < 4; round += 1) {
      await options.nth(round % 2).click();
      await page.waitForTimeout(2_500);
      await expect(offer).toBeHidden();
    }
  }
  // Once the shopper is done, it comes (and only then).
  await expect(offer).toBeVisible({ timeout: 15_000 });
  await offer.getByRole('button', { name: 'Остаться на русском' }).click();
  await expect(offer).toBeHidden();

  // Something in the basket; on the basket page the promotion does not open.
  await page.goto(`${prefix(page)}/katalog/`);
  await page.locator('main').getByTestId('add-to-basket').first().click();
  await page.keyboard.press('Escape');
  await page.goto(`${prefix(page)}/buy-flow/basket/`);
  await expect(page.getByTestId('basket-line')).toHaveCount(1);
  await page.waitForTimeout(5_000);
  await expect(promoDialog(page)).toBeHidden();
  await page.goto(`${prefix(page)}/buy-flow/order/`);
  await page.waitForTimeout(4_000);
  await expect(promoDialog(page)).toBeHidden();

  // Back in the shop a new visitor is told about it once, in a quiet moment.
  await page.goto(`${prefix(page)}/katalog/`);
  await expect(promoDialog(page)).toBeVisible({ timeout: 15_000 });
  await promoDialog(page).getByRole('button', { name: text(page, 'Отлично', 'Чудово') }).click();
  await page.reload();
  await page.waitForTimeout(5_000);
  await expect(promoDialog(page)).toBeHidden();
});

test('a customer who has ordered before is offered neither the first-order promotion nor the language', async ({ page, request }) => {
  await page.setExtraHTTPHeaders(clientAddress());
  await signInAs(page, 'regular');
  const product = (await catalogue(request)).find((p) => p.inStock && p.selectType.inStock)!;
  const token = await sessionToken(page);
  const placed = await page.request.post('/api/v1/checkout/store', {
    headers: { authorization: `Bearer ${token}`, 'idempotency-key': `shopper-details-${Date.now()}` },
    data: { quick_order: 1, phone: '+380670000001', delivery_method_id: 1, products: [{ id: product.id, product_price_id: product.selectType.id, count: 1, type: 'product' }] },
  });
  expect(placed.status(), await placed.text()).toBeLessThan(300);
  const me = await page.request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${await sessionToken(page)}` } });
  expect(((await me.json()) as { data: { hasOrdered: boolean } }).data.hasOrdered).toBe(true);

  // Nothing remembered in this browser: only the account tells the offers to stay away.
  await page.evaluate((keys) => {
    for (const key of keys) localStorage.removeItem(key);
  }, [...LANGUAGE_FLAGS, PROMO_FLAG]);
  await page.goto('/katalog/');
  await page.locator('main').getByTestId('add-to-basket').first().click();
  await page.keyboard.press('Escape');
  await page.goto('/katalog/');
  await page.waitForTimeout(8_000);
  await expect(page.getByRole('dialog', { name: LANGUAGE_OFFER })).toBeHidden();
  await expect(promoDialog(page)).toBeHidden();
});

test('the contact form and the quick order read 0XX…, +380… and +38 (0XX) … as one number', async ({ page, request }) => {
  await page.setExtraHTTPHeaders(clientAddress());
  await page.addInitScript((keys) => {
    for (const key of keys) localStorage.setItem(key, '1');
  }, [...LANGUAGE_FLAGS, PROMO_FLAG]);

  const contact = spellings();
  await page.goto(`${prefix(page)}/contact/`);
  const form = page.locator('form[aria-labelledby="contact-form-title"]');
  for (const typed of contact.typed) {
    await form.getByLabel(text(page, 'Имя', "Ім'я"), { exact: true }).fill('Олена');
    await form.getByLabel('E-mail').fill('olena@example.com');
    await form.getByLabel(text(page, 'Телефон (необязательно)', "Телефон (необов'язково)")).fill(typed);
    await form.getByLabel(text(page, 'Сообщение', 'Повідомлення')).fill('Добрий день, чи є крем у наявності?');
    const sent = page.waitForResponse((r) => r.url().endsWith('/api/v1/store_contact_form'));
    await form.getByRole('button', { name: text(page, 'Отправить', 'Надіслати') }).click();
    const answer = await sent;
    expect(answer.request().postDataJSON().phone, typed).toBe(contact.read);
    expect(answer.status(), typed).toBeLessThan(300);
    // Sent: the form is cleared for the next message and thanks the shopper.
    await expect(form.getByLabel('E-mail')).toHaveValue('');
    await expect(form.getByRole('status'), typed).toBeVisible();
    await expect(form.locator('[id$="-error"] p')).toHaveCount(0);
  }

  const product = (await catalogue(request)).find((p) => p.inStock && p.selectType.inStock)!;
  await page.goto(`${prefix(page)}/katalog/${product.brand.slug}/${product.slug}/`);
  for (const typed of spellings().typed) {
    await page.getByRole('button', { name: text(page, 'Купить в один клик', 'Купити в один клік') }).click();
    const dialog = page.getByRole('dialog', { name: text(page, 'Купить в один клик', 'Купити в один клік') });
    const phone = dialog.getByLabel('Телефон');
    // The whole number pasted over the field's +380, as a shopper does.
    await phone.fill(typed);
    const read = `+380${typed.replace(/\D/g, '').slice(-9)}`;
    await expect(phone, typed).toHaveValue(read);
    const placed = page.waitForRequest((r) => r.url().endsWith('/api/v1/checkout/store'));
    await dialog.getByRole('button', { name: text(page, 'Заказать', 'Замовити') }).click();
    expect((await placed).postDataJSON().phone, typed).toBe(read);
    const thanks = page.getByRole('dialog', { name: text(page, 'Спасибо за заказ!', 'Дякуємо за замовлення!') });
    await expect(thanks.getByTestId('quick-buy-success')).toContainText(/№ ?[2-9A-HJ-NP-Z]{12}/);
    await page.keyboard.press('Escape');
    await expect(thanks).toBeHidden();
  }

  // An empty phone gets one message, in the page's language, and nothing technical.
  await page.getByRole('button', { name: text(page, 'Купить в один клик', 'Купити в один клік') }).click();
  const dialog = page.getByRole('dialog', { name: text(page, 'Купить в один клик', 'Купити в один клік') });
  await dialog.getByRole('button', { name: text(page, 'Заказать', 'Замовити') }).click();
  await expect(dialog.locator('[id$="-error"] p')).toHaveText([text(page, 'Поле обязательно для заполнения', "Поле обов'язкове для заповнення")]);
});

test('an address with capital letters answers 301 to its lower-case page, keeping the language and the query', async ({ page, request }) => {
  for (const [asked, target] of [
    ['/KATALOG/', '/katalog/'],
    ['/Katalog', '/katalog/'],
    ['/ua/KATALOG/?page=2', '/ua/katalog/?page=2'],
  ]) {
    const answer = await request.get(asked, { maxRedirects: 0 });
    expect(answer.status(), asked).toBe(301);
    expect(answer.headers().location, asked).toBe(target);
  }
  // The API and an order's number keep their case.
  expect((await request.get('/api/v1/catalog/products?per_page=1', { maxRedirects: 0 })).status()).toBe(200);
  expect((await request.get('/order/ABCDEFGHJKLM/', { maxRedirects: 0 })).status()).not.toBe(301);
  await page.goto(`${prefix(page).toUpperCase()}/KATALOG/`);
  await expect(page).toHaveURL(new RegExp(`${prefix(page)}/katalog/$`));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('without JavaScript the product page shows the chosen volume’s price and says why the basket needs scripts', async ({ browser, request }) => {
  const product = (await catalogue(request)).find((p) => {
    const prices = new Set(p.productPrices.map((v) => v.price));
    return p.productPrices.length > 1 && prices.size > 1 && p.productPrices.some((v) => v.inStock);
  });
  expect(product, 'the seed has a product with volumes at different prices').toBeTruthy();
  const viewport = test.info().project.use.viewport ?? { width: 1440, height: 900 };
  const context = await browser.newContext({ javaScriptEnabled: false, viewport });
  const page = await context.newPage();
  const lang = viewport.width < 1025 ? '/ua' : '';
  await page.goto(`${lang}/katalog/${product!.brand.slug}/${product!.slug}/`);
  const first = product!.productPrices[0];
  // A volume in stock at another price, where there is one: its page also says why buying needs scripts.
  const other = product!.productPrices.find((v) => v.price !== first.price && v.inStock) ?? product!.productPrices.find((v) => v.price !== first.price)!;
  const priceRow = page.locator('main [aria-live="polite"]').first();
  const shown = async () => ((await priceRow.textContent()) ?? '').replace(/\D/g, '');
  expect(await shown()).toContain(String(first.price));

  await page.locator(`input[name="value"][value="${other.id}"]`).check({ force: true });
  await page.getByRole('button', { name: lang ? "Показати ціну цього об'єму" : 'Показать цену этого объёма' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?value=${other.id}$`));
  expect(await shown()).toContain(String(other.price));
  await expect(page.locator(`input[name="value"][value="${other.id}"]`)).toBeChecked();
  if (other.inStock) {
    // Playwright's text locators skip <noscript>; the text the browser lays out says it.
    expect(await page.locator('main').innerText()).toContain(lang ? 'Щоб покласти товар у кошик, увімкніть JavaScript' : 'Чтобы положить товар в корзину, включите JavaScript');
  }
  await context.close();
});

test('the sign-in toast of a staff member sits below the admin bar, not over it', async ({ page }) => {
  await page.setExtraHTTPHeaders(clientAddress());
  await page.addInitScript((keys) => {
    for (const key of keys) localStorage.setItem(key, '1');
  }, [...LANGUAGE_FLAGS, PROMO_FLAG]);
  await page.goto('/');
  await openLoginFromHeader(page);
  await dialog(page).getByLabel('E-mail').fill('staff@demo.procosmetics.ua');
  await dialog(page).getByLabel('Пароль').fill(DEMO_PASSWORD);
  await dialog(page).getByRole('button', { name: 'Войти', exact: true }).click();
  const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Вы вошли в аккаунт' });
  await expect(toast).toBeVisible();
  const bar = page.getByRole('navigation', { name: 'Панель администратора' });
  await expect(bar).toBeVisible();
  const barBox = (await bar.boundingBox())!;
  // Measured once the toast has slid in.
  await expect.poll(async () => (await toast.boundingBox())?.y ?? 0).toBeGreaterThanOrEqual(barBox.y + barBox.height);
});
