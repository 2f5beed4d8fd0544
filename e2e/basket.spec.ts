import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { DEMO_PASSWORD, clientAddress, signInAs } from './support/accounts.ts';
import { expect, test, waitForHydration } from './support/test.ts';

/** The basket in both languages (SPEC §2, §4, §5); the projects run it at 1440 and 375 px. */
const LANGUAGES = [
  { prefix: '', title: 'Корзина', add: 'В корзину', increment: 'Увеличить количество', decrement: 'Уменьшить количество', empty: 'Ваша корзина пуста', remove: 'Удалить из корзины' },
  { prefix: '/ua', title: 'Кошик', add: 'У кошик', increment: 'Збільшити кількість', decrement: 'Зменшити кількість', empty: 'Ваш кошик порожній', remove: 'Видалити з кошика' },
] as const;

const PROMO_FLAG = 'procosmetics:first-order-promo-shown';

/** The first-order popup is shown once; tests about other things mark it as seen. */
async function skipFirstOrderPromo(page: Page) {
  await page.addInitScript((flag) => window.localStorage.setItem(flag, '1'), PROMO_FLAG);
}

async function dataLayerEvents(page: Page): Promise<{ event?: string; ecommerce?: Record<string, unknown> }[]> {
  return page.evaluate(() => (window as unknown as { dataLayer?: [] }).dataLayer ?? []);
}

/** The header's basket link, whose label carries the count ("Корзина: 2 товара"). */
const headerBasket = (page: Page) => page.locator('header a[href$="/buy-flow/basket/"][aria-label]');

for (const lang of LANGUAGES) {
  test.describe(`basket ${lang.prefix || '/'}`, () => {
    test('add from a tile, change the count on the basket page, and the basket survives a reload', async ({ page }) => {
      await skipFirstOrderPromo(page);
      await page.goto(`${lang.prefix}/katalog/`);
      const tile = page.locator('main article').filter({ has: page.getByTestId('add-to-basket') }).first();
      const title = (await tile.getByRole('heading').textContent())?.trim() ?? '';
      await tile.getByTestId('add-to-basket').click();

      // The basket dialog (672) opens with the line; the header counts one item.
      const dialog = page.getByRole('dialog', { name: lang.title });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByTestId('basket-line')).toHaveCount(1);
      await expect(dialog.getByTestId('basket-line')).toContainText(title);
      expect(await dialog.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(672);
      await expect(headerBasket(page)).toHaveAttribute('aria-label', /1/);
      const added = (await dataLayerEvents(page)).find((e) => e.event === 'add_to_cart');
      expect(added?.ecommerce).toMatchObject({ currency: 'UAH', items: [{ item_name: expect.any(String), quantity: 1 }] });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();

      // /buy-flow/ leads to the basket page, which lists the line.
      await page.goto(`${lang.prefix}/buy-flow/`);
      await expect(page).toHaveURL(new RegExp(`${lang.prefix}/buy-flow/basket/$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.title);
      const line = page.getByTestId('basket-line');
      await expect(line).toHaveCount(1);
      const count = line.getByRole('textbox');
      await expect(count).toHaveValue('1');
      await expect(line.getByRole('button', { name: lang.decrement })).toBeDisabled();
      await expect.poll(async () => (await dataLayerEvents(page)).some((e) => e.event === 'view_cart')).toBe(true);

      await line.getByRole('button', { name: lang.increment }).click();
      await expect(count).toHaveValue('2');
      await expect(line.getByRole('button', { name: lang.decrement })).toBeEnabled();
      // A typed count is rounded up and kept between 1 and the stock (SPEC §5).
      await count.fill('0');
      await count.press('Enter');
      await expect(count).toHaveValue('1');
      await count.fill('2');
      await count.blur();
      await expect(count).toHaveValue('2');

      await page.reload();
      await expect(page.getByTestId('basket-line')).toHaveCount(1);
      await expect(page.getByTestId('basket-line').getByRole('textbox')).toHaveValue('2');
      await expect(headerBasket(page)).toHaveAttribute('aria-label', /2/);

      // Removing the line empties the basket and reports remove_from_cart.
      await page.getByTestId('basket-line').getByRole('button', { name: `${lang.remove}: ${title}` }).click();
      await expect(page.getByText(lang.empty)).toBeVisible();
      expect((await dataLayerEvents(page)).some((e) => e.event === 'remove_from_cart')).toBe(true);
    });

    test('the product page adds the chosen count, and the same variant again merges into one line', async ({ page }) => {
      await skipFirstOrderPromo(page);
      await page.goto(`${lang.prefix}/katalog/`);
      const link = page.locator('main article').filter({ has: page.getByTestId('add-to-basket') }).first().getByRole('heading').getByRole('link');
      await link.click();
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const buy = page.locator('main').getByTestId('add-to-basket').first();
      await page.getByRole('button', { name: lang.increment }).first().click();
      await buy.click();
      const dialog = page.getByRole('dialog', { name: lang.title });
      await expect(dialog.getByTestId('basket-line').getByRole('textbox')).toHaveValue('2');
      await page.keyboard.press('Escape');
      await buy.click();
      await expect(dialog.getByTestId('basket-line')).toHaveCount(1);
      await expect(dialog.getByTestId('basket-line').getByRole('textbox')).toHaveValue('4');
    });

    test('an empty basket says so, and the server page tells a browser without scripts why it is empty', async ({ page }) => {
      await page.goto(`${lang.prefix}/buy-flow/basket/`);
      await expect(page.getByTestId('basket-empty')).toContainText(lang.empty);
      const response = await page.request.get(`${lang.prefix}/buy-flow/basket/`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<h1`);
      expect(html).toMatch(/<noscript><p[^>]*>[^<]*JavaScript/);
      expect(html).toContain('name="robots" content="noindex"');
    });
  });
}

test('the first-order promotion is shown once to a guest with a basket, while browsing and never on the basket', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('procosmetics:language-offer:kept', '1'));
  await page.goto('/katalog/');
  await page.locator('main').getByTestId('add-to-basket').first().click();
  await page.keyboard.press('Escape');
  // Straight to the basket: the promotion does not stand between the shopper and the order.
  await page.goto('/buy-flow/basket/');
  await expect(page.getByTestId('basket-line')).toHaveCount(1);
  const promo = page.getByRole('dialog', { name: 'Скидка 5 % на первый заказ' });
  await page.waitForTimeout(4_000);
  await expect(promo).toBeHidden();
  // Back in the shop it comes in a quiet moment.
  await page.goto('/katalog/');
  await expect(promo).toBeVisible({ timeout: 10_000 });
  expect(await promo.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(480);
  await promo.getByRole('button', { name: 'Отлично' }).click();
  await page.reload();
  await page.waitForTimeout(4_000);
  await expect(promo).toBeHidden();
});

test('a guest with an empty basket loads no basket checks, and the first line added starts them', async ({ page }) => {
  await skipFirstOrderPromo(page);
  const checksLoaded = () => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/basket-checks-[^/]+\.js$/.test(entry.name)));
  await page.goto('/katalog/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  expect(await checksLoaded()).toBe(false);

  await page.locator('main').getByTestId('add-to-basket').first().click();
  await expect.poll(checksLoaded).toBe(true);
  // The check after that first change runs: the shop is asked which gifts the line earns.
  await expect.poll(() => page.evaluate(() => performance.getEntriesByType('resource').some((entry) => entry.name.includes('/api/v1/products/check-gift')))).toBe(true);
});

test('a basket changed in one tab is the basket of the other tab too', async ({ page, context }) => {
  await skipFirstOrderPromo(page);
  await page.goto('/buy-flow/basket/');
  const other = await context.newPage();
  await other.goto('/katalog/');
  await waitForHydration(other);
  await other.locator('main').getByTestId('add-to-basket').first().click();
  await expect(page.getByTestId('basket-line')).toHaveCount(1);
  await expect(headerBasket(page)).toHaveAttribute('aria-label', /1/);
});

test('the basket page with lines has no serious accessibility violations', async ({ page }) => {
  await skipFirstOrderPromo(page);
  await page.goto('/katalog/');
  await page.locator('main').getByTestId('add-to-basket').first().click();
  await page.keyboard.press('Escape');
  await page.goto('/buy-flow/basket/');
  await expect(page.getByTestId('basket-line')).toHaveCount(1);
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
});

test('the basket survives a sign-in: the guest lines join the saved basket, and leave this browser on sign-out', async ({ page, request }) => {
  test.setTimeout(90_000);
  await skipFirstOrderPromo(page);
  const list = (await (await request.get('/api/v1/catalog/products?per_page=30')).json()) as {
    data: { id: number; slug: string; title: string; brand: { slug: string }; selectType: { id: number; inStock: boolean } }[];
  };
  const [guestPick, savedPick] = list.data.filter((card) => card.selectType.inStock);

  // The demo user's saved basket holds one other product (set through the API, as another device would).
  const login = await request.post('/api/v1/auth/login', {
    headers: clientAddress(),
    data: { email: 'regular@demo.procosmetics.ua', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  const saved = await request.post('/api/v1/checkout/sync-basket', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: { products: [{ id: savedPick.id, product_price_id: savedPick.selectType.id, count: 1 }], merge: false },
  });
  expect(saved.status()).toBe(200);

  // A guest adds a product, then signs in: the two baskets become one.
  await page.goto(`/katalog/${guestPick.brand.slug}/${guestPick.slug}/`);
  await page.locator('main').getByTestId('add-to-basket').first().click();
  await page.keyboard.press('Escape');
  await signInAs(page, 'regular');
  await page.goto('/buy-flow/basket/');
  await expect(page.getByTestId('basket-line')).toHaveCount(2);
  await expect(page.getByTestId('basket-line').filter({ hasText: guestPick.title })).toHaveCount(1);
  await expect(page.getByTestId('basket-line').filter({ hasText: savedPick.title })).toHaveCount(1);

  // Merged once: a reload keeps each line at one unit.
  await page.reload();
  await expect(page.getByTestId('basket-line')).toHaveCount(2);
  for (const input of await page.getByTestId('basket-line').getByRole('textbox').all()) await expect(input).toHaveValue('1');

  // Signed out, the account's basket leaves this browser; signed in again, it comes back.
  await page.goto('/profile/user-info/');
  await page.getByRole('button', { name: 'Выйти' }).click();
  await expect(page.getByText('Вы вышли из аккаунта')).toBeVisible();
  await page.goto('/buy-flow/basket/');
  await expect(page.getByTestId('basket-empty')).toBeVisible();
  await signInAs(page, 'regular');
  await page.goto('/buy-flow/basket/');
  await expect(page.getByTestId('basket-line')).toHaveCount(2);
});

for (const lang of [
  { prefix: '', open: 'Купить в один клик', submit: 'Заказать', phone: 'Телефон', thanks: 'Спасибо за заказ!', required: 'Поле обязательно для заполнения' },
  { prefix: '/ua', open: 'Купити в один клік', submit: 'Замовити', phone: 'Телефон', thanks: 'Дякуємо за замовлення!', required: "Поле обов'язкове для заповнення" },
]) {
  test(`a quick order from a product page ${lang.prefix || '/'}: the +380 mask, SPEC §5's check, then the order number`, async ({ page }) => {
    await skipFirstOrderPromo(page);
    await page.goto(`${lang.prefix}/katalog/`);
    await page.locator('main article').filter({ has: page.getByTestId('add-to-basket') }).first().getByRole('heading').getByRole('link').click();
    await page.getByRole('button', { name: lang.open }).click();
    const dialog = page.getByRole('dialog', { name: lang.open });
    expect(await dialog.evaluate((el) => el.getBoundingClientRect().width)).toBeLessThanOrEqual(530);
    const phone = dialog.getByLabel(lang.phone);
    await expect(phone).toHaveValue('+380');
    await dialog.getByRole('button', { name: lang.submit }).click();
    // The bare mask is an empty field: one message, and no second, technical one.
    await expect(dialog.getByText(lang.required)).toBeVisible();
    await expect(dialog.locator('[id$="-error"] p')).toHaveCount(1);
    await phone.fill('(067) 123-45-67');
    await expect(phone).toHaveValue('+380671234567');
    const placed = page.waitForRequest((request) => request.url().endsWith('/api/v1/checkout/store'));
    await dialog.getByRole('button', { name: lang.submit }).click();
    const request = await placed;
    expect(request.headers()['idempotency-key']).toMatch(/^[\w-]{8,100}$/);
    expect(request.postDataJSON()).toMatchObject({ quick_order: 1, delivery_method_id: 1, phone: '+380671234567', products: [{ count: 1 }] });
    const thanks = page.getByRole('dialog', { name: lang.thanks });
    await expect(thanks.getByTestId('quick-buy-success')).toContainText(/№ ?[2-9A-HJ-NP-Z]{12}/);
    expect((await dataLayerEvents(page)).some((e) => e.event === 'purchase' && (e.ecommerce as { currency?: string }).currency === 'UAH')).toBe(true);
    // The basket is not touched by a quick order from the product page.
    await expect(headerBasket(page)).toHaveAttribute('aria-label', /(пуста|порожній)/);
  });
}

test('samples are offered and can be taken back, a gift is added and stays, and the total is the server’s', async ({ page, request }) => {
  await skipFirstOrderPromo(page);
  const list = (await (await request.get('/api/v1/catalog/products?per_page=60')).json()) as {
    data: { slug: string; brand: { slug: string }; selectType: { price: number; quantity: number; inStock: boolean } }[];
  };
  // Two units over 3000 grn earn the demo's gift and its samples (decision 0015's rules, seeded).
  const card = list.data.find((c) => c.selectType.inStock && c.selectType.quantity >= 2 && c.selectType.price >= 1_500);
  test.skip(!card, 'no product of 1500 grn with two units in the seeded catalogue');
  if (!card) return;
  await page.goto(`/katalog/${card.brand.slug}/${card.slug}/`);
  await page.getByRole('button', { name: 'Увеличить количество' }).first().click();
  await page.locator('main').getByTestId('add-to-basket').first().click();
  await page.keyboard.press('Escape');
  await page.goto('/buy-flow/basket/');

  const gifts = page.getByRole('region', { name: /Подарки к заказу/ });
  await expect(gifts.getByTestId('basket-line')).toHaveCount(1);
  await expect(gifts.getByRole('button', { name: /Удалить/ })).toHaveCount(0);

  const samples = page.getByRole('region', { name: 'Пробники в подарок' });
  const first = samples.getByRole('checkbox').first();
  await first.check();
  const lines = page.getByRole('region', { name: 'Товары в корзине' }).getByTestId('basket-line');
  await expect(lines).toHaveCount(2);
  await lines.nth(1).getByRole('button', { name: /Удалить из корзины/ }).click();
  await expect(lines).toHaveCount(1);
  await expect(first).not.toBeChecked();

  // The total shown is what the server counts for these lines.
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('procosmetics:basket') ?? '{}'));
  const products = (stored.lines as { id: number; select_type: { id: number }; select_count: number; type: string }[]).map((line) => ({
    id: line.id,
    product_price_id: line.select_type.id,
    count: line.select_count,
    type: line.type,
  }));
  const quote = (await (await request.post('/api/v1/checkout/quote', { data: { products } })).json()) as { data: { total: number } };
  await expect(page.getByTestId('basket-total')).toHaveText(`${String(quote.data.total).replace(/\B(?=(\d{3})+(?!\d))/g, '\u2009')}\u00a0грн`);
});
