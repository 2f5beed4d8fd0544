import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, clientAddress, dialog, freshEmail, isPhone, signInAs, startSignedIn } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * The demo distributor manages its managers on /profile/managers/: creates one (the server's
 * "e-mail taken" shows under the field first), the manager signs in and is shown the distributor's
 * prices, then the distributor deactivates it (its sign-in is refused) and deletes it. Russian at
 * 1440 px, Ukrainian at 375 px.
 */

const ua = (page: Page) => isPhone(page);
const prefix = (page: Page) => (ua(page) ? '/ua' : '');
const text = (page: Page, ru: string, uk: string) => (ua(page) ? uk : ru);

/** Whole hryvnia of a shown price ("от 1 380 грн" → 1380). */
const amount = (shown: string) => Number(shown.replace(/<[^>]*>/g, '').replace(/[^\d]/g, ''));

/** The tiles of a list page's HTML: product slug and the price shown on the tile. */
function tilesOf(html: string): Array<{ slug: string; price: number }> {
  return html
    .split('<article')
    .slice(1)
    .map((tile) => ({
      slug: /href="\/(?:ua\/)?katalog\/[^"]+\/([^"/]+)\/"/.exec(tile)?.[1] ?? '',
      price: amount(/class="[^"]*current[^"]*">(.*?)<\/span>/.exec(tile)?.[1] ?? ''),
    }));
}

async function login(request: APIRequestContext, email: string, password: string) {
  return request.post('/api/v1/auth/login', { headers: clientAddress(), data: { email, password, remember: true } });
}

test('a distributor creates, deactivates and deletes a manager, who signs in and sees the distributor’s prices', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  await signInAs(page, 'distributor');
  await page.goto(`${prefix(page)}/profile/managers/`);
  const section = page.getByRole('region', { name: text(page, 'Менеджеры', 'Менеджери') });
  await expect(section.getByTestId('manager').first()).toBeVisible();
  // The demo's deactivated manager is listed as such.
  await expect(section.getByTestId('manager').filter({ hasText: 'manager-inactive@demo.procosmetics.ua' }).getByTestId('manager-status')).toHaveText(
    text(page, 'Отключён', 'Вимкнений'),
  );

  // Create: a taken e-mail first, answered by the server under its field.
  await section.getByRole('button', { name: text(page, 'Добавить менеджера', 'Додати менеджера') }).click();
  const form = dialog(page).getByTestId('manager-form');
  await expect(dialog(page).getByRole('heading', { name: text(page, 'Новый менеджер', 'Новий менеджер') })).toBeVisible();
  await form.getByLabel(text(page, 'Имя', 'Ім’я')).fill('Вікторія');
  await form.getByLabel(text(page, 'Фамилия', 'Прізвище')).fill('Романенко');
  await form.getByLabel('E-mail').fill('regular@demo.procosmetics.ua');
  const password = 'Manager-pass-1';
  await form.getByLabel(text(page, 'Пароль', 'Пароль'), { exact: true }).fill(password);
  await form.getByRole('button', { name: text(page, 'Создать', 'Створити') }).click();
  await expect(form.getByText(text(page, 'Этот e-mail уже зарегистрирован', 'Цей e-mail вже зареєстровано'))).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('manager-dialog.png') });
  const email = freshEmail('manager');
  await form.getByLabel('E-mail').fill(email);
  await form.getByRole('button', { name: text(page, 'Создать', 'Створити') }).click();
  await expect(dialog(page)).toBeHidden();
  const row = section.getByTestId('manager').filter({ hasText: email });
  await expect(row).toBeVisible();
  await expect(row.getByTestId('manager-status')).toHaveText(text(page, 'Активен', 'Активний'));
  await page.screenshot({ path: test.info().outputPath('managers.png'), fullPage: true });

  // The manager signs in (a browser of its own) and is shown the distributor's prices.
  const managerBrowser = await browser.newContext({ baseURL, viewport: page.viewportSize() ?? undefined });
  const managerPage = await managerBrowser.newPage();
  await managerPage.goto(`${prefix(page)}/`);
  expect((await login(managerPage.request, email, password)).status()).toBe(200);
  await startSignedIn(managerPage);
  const listPath = `${prefix(page)}/katalog/`;
  const managerTiles = tilesOf(await (await managerPage.request.get(listPath)).text()).slice(0, 4);
  const distributorTiles = tilesOf(await (await page.request.get(listPath)).text()).slice(0, 4);
  const guest = await browser.newContext({ baseURL });
  const guestTiles = tilesOf(await (await guest.request.get(listPath)).text()).slice(0, 4);
  await guest.close();
  expect(managerTiles.length).toBeGreaterThan(0);
  expect(managerTiles).toEqual(distributorTiles);
  expect(managerTiles.some((tile, i) => tile.price < (guestTiles[i]?.price ?? 0))).toBe(true);
  await managerPage.goto(listPath);
  await expect(managerPage.getByTestId('header-user').locator('visible=true')).toBeVisible();
  const firstShown = managerPage.locator('main article').first().locator('[class*="current"]').first();
  await expect.poll(async () => amount((await firstShown.textContent()) ?? '')).toBe(managerTiles[0]!.price);
  // Its profile has no managers section: managers are the distributor's own business.
  await managerPage.goto(`${prefix(page)}/profile/managers/`);
  await expect(managerPage).toHaveURL(/\/profile\/user-info\/$/);

  // Deactivated: the manager can no longer sign in.
  await row.getByRole('button', { name: text(page, 'Отключить', 'Вимкнути') }).click();
  await expect(row.getByTestId('manager-status')).toHaveText(text(page, 'Отключён', 'Вимкнений'));
  expect((await login(managerPage.request, email, password)).status()).toBe(403);
  await managerBrowser.close();

  // Deleted after a confirmation.
  await row.getByRole('button', { name: text(page, 'Удалить', 'Видалити') }).click();
  await expect(row.getByText(text(page, `Удалить менеджера ${email}?`, `Видалити менеджера ${email}?`))).toBeVisible();
  await row.getByRole('button', { name: text(page, 'Да, удалить', 'Так, видалити') }).click();
  await expect(section.getByTestId('manager').filter({ hasText: email })).toHaveCount(0);
});

test('the manager page is not the managers’ own: a demo manager is sent to its profile', async ({ page }) => {
  await page.goto('/');
  const answer = await login(page.request, 'manager@demo.procosmetics.ua', DEMO_PASSWORD);
  expect(answer.status()).toBe(200);
  await startSignedIn(page);
  await page.goto(`${prefix(page)}/profile/managers/`);
  await expect(page).toHaveURL(/\/profile\/user-info\/$/);
});
