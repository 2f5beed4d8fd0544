import fs from 'node:fs/promises';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import {
  DEMO_PASSWORD,
  SIGNED_IN_KEY,
  sessionToken,
  startSignedIn,
  storedValues,
  clientAddress,
  dialog,
  freshEmail,
  freshPhone,
  headerUser,
  isPhone,
  openLoginFromHeader,
  outboxDir,
  signInAs,
  unique,
} from './support/accounts.ts';
import { decodeMime, outboxFiles } from './support/outbox.ts';

/**
 * Accounts in the browser: SMS registration, sign-in and sign-out, password recovery through the
 * local outbox, the profile, favourites, the professional registration, the admin bar, the header
 * of every role, validation messages and what guests get. Runs at 1440 px and 375 px.
 *
 * A test that changes a demo account puts it back.
 */

/**
 * The local SMS driver's code from a send-code answer. The API shows it only outside production
 * (docs/api/accounts.md); the browser suite's server runs outside production rules for that reason.
 */
async function smsCodeOf(answer: { status(): number; json(): Promise<unknown> }): Promise<string> {
  const body = (await answer.json()) as { data?: { debug?: { code?: string } } };
  expect(answer.status()).toBe(200);
  const code = body.data?.debug?.code;
  expect(code, 'send-code answers the local driver code outside production').toMatch(/^\d{6}$/);
  return code!;
}

/** Proves a phone in the SMS dialog with the code the local driver returns. */
async function provePhone(page: Page, phone: string): Promise<void> {
  const sms = dialog(page);
  await expect(sms.getByRole('heading', { name: 'Подтверждение телефона' })).toBeVisible();
  await sms.getByLabel('Телефон').fill(phone);
  const [answer] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/send-code') && r.request().method() === 'POST'),
    sms.getByRole('button', { name: 'Получить код' }).click(),
  ]);
  const code = await smsCodeOf(answer);
  await sms.getByLabel('Код из SMS').fill(code);
  await sms.getByRole('button', { name: 'Подтвердить' }).click();
}

/** A fresh client registered through the API (SMS code from the local driver), signed in in the page. */
async function registerClientThroughApi(page: Page): Promise<{ email: string; password: string }> {
  const phone = freshPhone();
  const email = freshEmail('api');
  const password = 'Secret-1234';
  const headers = clientAddress();
  await page.goto('/');
  const code = await smsCodeOf(await page.request.post('/api/v1/auth/send-code', { headers, data: { phone } }));
  const verified = await page.request.post('/api/v1/auth/verify-code', { headers, data: { phone, code } });
  expect(verified.status()).toBe(200);
  const { confirmToken } = ((await verified.json()) as { data: { confirmToken: string } }).data;
  const registered = await page.request.post('/api/v1/auth/register', {
    headers,
    data: { email, phone, password, password_confirmation: password, name: 'Тарас', second_name: 'Бондар', confirm_token: confirmToken },
  });
  expect(registered.status()).toBe(201);
  await startSignedIn(page);
  await page.reload();
  await expect(headerUser(page)).toContainText('Тарас Бондар');
  return { email, password };
}

/**
 * The restore link of a recovery letter to `address` that arrived after `before` was listed (letters
 * leave after the answer, and an earlier run may have left other letters to the same address).
 */
async function restoreLinkSentTo(address: string, before: readonly string[]): Promise<URL> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      for (const name of (await outboxFiles()).filter((n) => !before.includes(n))) {
        const raw = await fs.readFile(path.join(outboxDir, name), 'utf8');
        if (!raw.includes(`To: ${address}`)) continue;
        link = /https?:\/\/[^\s"<>]+modal=restore-password[^\s"<>]+/.exec(decodeMime(raw))?.[0].replace(/&amp;/g, '&');
        if (link) return true;
      }
      return false;
    })
    .toBe(true);
  return new URL(link ?? '');
}


test.describe('accounts', () => {
  test.beforeEach(async ({ page }) => {
    // A visitor who already chose to keep Russian: the language offer would otherwise open over
    // the dialogs these tests wait for.
    await page.addInitScript(() => localStorage.setItem('procosmetics:language-offer:kept', '1'));
  });

  test('registers through SMS, signs out and signs back in', async ({ page }) => {
    const email = freshEmail('sms');
    const password = 'Secret-1234';
    const phone = freshPhone();
    await page.goto('/');
    await openLoginFromHeader(page);
    await dialog(page).getByRole('button', { name: 'Зарегистрироваться' }).click();
    await dialog(page).getByRole('button', { name: /Я покупатель/ }).click();
    await provePhone(page, phone);

    const form = dialog(page);
    await expect(form.getByRole('heading', { name: 'Регистрация' })).toBeVisible();
    await expect(form.getByText('Номер подтверждён по SMS')).toBeVisible();
    await form.getByLabel('Имя', { exact: true }).fill('Ганна');
    await form.getByLabel('Фамилия').fill('Сидоренко');
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Пароль', { exact: true }).fill(password);
    await form.getByLabel('Повторите пароль').fill(password);
    await form.getByLabel(/публичной оферты/).check();
    await form.getByRole('button', { name: 'Зарегистрироваться' }).click();

    // Registered and signed in at once; five seconds later the welcome dialog, then the profile.
    await expect(headerUser(page)).toContainText('Ганна Сидоренко');
    await expect(dialog(page)).toBeHidden();
    await expect(dialog(page).getByRole('heading', { name: 'Добро пожаловать!' })).toBeVisible({ timeout: 10_000 });
    await dialog(page).getByRole('button', { name: 'Перейти в профиль' }).click();
    await expect(page).toHaveURL(/\/profile\/user-info\/$/);
    await expect(page.getByText(email).first()).toBeVisible();

    // Sign out: the page reloads as a guest and says so.
    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page.getByText('Вы вышли из аккаунта')).toBeVisible();
    await expect(headerUser(page)).toHaveCount(0);
    expect(await page.evaluate((key) => localStorage.getItem(key), SIGNED_IN_KEY)).toBeNull();

    // Sign in again with the new password.
    await page.goto('/');
    await openLoginFromHeader(page);
    await dialog(page).getByLabel('E-mail').fill(email);
    await dialog(page).getByLabel('Пароль').fill(password);
    await dialog(page).getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page.getByText('Вы вошли в аккаунт')).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    await expect(headerUser(page)).toContainText('Ганна Сидоренко');
    const events = await page.evaluate(() => ((window as { dataLayer?: { event?: string }[] }).dataLayer ?? []).map((e) => e.event));
    expect(events).toContain('login');
  });

  test('a wrong password is a toast with the server message and nobody is signed in', async ({ page }) => {
    await page.goto('/');
    await openLoginFromHeader(page);
    await dialog(page).getByLabel('E-mail').fill('regular@demo.procosmetics.ua');
    await dialog(page).getByLabel('Пароль').fill('not-the-password');
    await dialog(page).getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: /парол/i })).toBeVisible();
    await expect(dialog(page)).toBeVisible();
    await expect(headerUser(page)).toHaveCount(0);
  });

  test('restores a forgotten password through the letter in the outbox', async ({ page }) => {
    // The demo account gets its own password back, so other tests can still sign in with it.
    const email = 'noid@demo.procosmetics.ua';
    await page.goto('/');
    await openLoginFromHeader(page);
    await dialog(page).getByRole('button', { name: 'Забыли пароль?' }).click();
    const reset = dialog(page);
    await expect(reset.getByRole('heading', { name: 'Восстановление пароля' })).toBeVisible();
    await reset.getByRole('button', { name: 'Отправить ссылку' }).click();
    await expect(reset.getByText('Поле обязательно для заполнения')).toBeVisible();
    await reset.getByLabel('E-mail').fill(email);
    const before = await outboxFiles();
    await reset.getByRole('button', { name: 'Отправить ссылку' }).click();
    await expect(dialog(page)).toBeHidden();

    const url = await restoreLinkSentTo(email, before);
    await page.goto(`${url.pathname}${url.search}${url.hash}`);

    const restore = dialog(page);
    await expect(restore.getByRole('heading', { name: 'Новый пароль' })).toBeVisible();
    await expect(restore.getByLabel('E-mail')).toHaveValue(email);
    await restore.getByLabel('Новый пароль').fill(DEMO_PASSWORD);
    await restore.getByLabel('Повторите пароль').fill('Demo12345');
    await restore.getByRole('button', { name: 'Сохранить пароль' }).click();
    await expect(restore.getByText('Пароли не совпадают')).toBeVisible();
    await restore.getByLabel('Повторите пароль').fill(DEMO_PASSWORD);
    await restore.getByRole('button', { name: 'Сохранить пароль' }).click();

    // Signed in after the reload, and the link's parameters are gone from the address.
    await expect(page.getByText('Пароль изменён, вы вошли в аккаунт')).toBeVisible();
    await expect(headerUser(page)).toContainText('Ірина Мельник');
    expect(page.url()).not.toContain('token=');
  });

  test('edits the profile and links a cosmetologist code', async ({ page }) => {
    await page.goto('/');
    await openLoginFromHeader(page);
    await dialog(page).getByLabel('E-mail').fill('staff@demo.procosmetics.ua');
    await dialog(page).getByLabel('Пароль').fill(DEMO_PASSWORD);
    await dialog(page).getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(headerUser(page)).toContainText('Оксана Адміністратор');

    await page.goto('/profile/');
    await expect(page).toHaveURL(/\/profile\/user-info\/$/);
    const details = page.getByRole('region', { name: 'Личные данные' });
    await details.getByRole('button', { name: 'Редактировать' }).click();
    await details.getByLabel('Имя', { exact: true }).fill('Ол');
    await details.getByRole('button', { name: 'Сохранить' }).click();
    await expect(details.getByText('Минимальная длина — 3 символа')).toBeVisible();
    const city = `Харків ${unique()}`;
    await details.getByLabel('Имя', { exact: true }).fill('Олеся');
    await details.getByLabel('Город').fill(city);
    await details.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText('Данные сохранены')).toBeVisible();
    await expect(details.getByText(city)).toBeVisible();
    await expect(headerUser(page)).toContainText('Олеся Адміністратор');

    // Link to the demo professional's code: the header then shows the assigned code.
    await page.getByRole('button', { name: /Указать код|Сменить код/ }).click();
    await dialog(page).getByLabel('ID-код косметолога или дистрибьютора').fill('PRO-K7MX4-RD9TQ');
    await dialog(page).getByRole('button', { name: 'Активировать' }).click();
    await expect(page.getByText('Код PRO-K7MX4-RD9TQ активирован')).toBeVisible();
    await expect(page.getByTestId('assigned-code')).toContainText('PRO-K7MX4-RD9TQ');
    await expect(headerUser(page)).toContainText('Код специалиста: PRO-K7MX4-RD9TQ');

    // Put the demo account back as it was for the other tests.
    const token = await sessionToken(page);
    const restored = await page.request.put('/api/v1/user', {
      headers: { authorization: `Bearer ${token}` },
      data: { name: 'Оксана', city: 'Київ', assign_to: null },
    });
    expect(restored.status()).toBe(200);
  });

  test('changes the e-mail only once the link mailed to the new address is followed, and the link works once', async ({ page }) => {
    const { email, password } = await registerClientThroughApi(page);
    const newEmail = freshEmail('moved');
    const before = await outboxFiles();

    await page.goto('/profile/');
    const details = page.getByRole('region', { name: 'Личные данные' });
    await details.getByRole('button', { name: 'Редактировать' }).click();
    await details.getByLabel('E-mail').fill(newEmail);
    await details.getByLabel('Текущий пароль').fill(password);
    await details.getByRole('button', { name: 'Сохранить' }).click();
    await expect(page.getByText(`Мы отправили ссылку для подтверждения на ${newEmail}`)).toBeVisible();
    // Nothing changed yet: the profile still shows the old address.
    await expect(details.getByText(email)).toBeVisible();

    let link = '';
    await expect
      .poll(async () => {
        for (const name of (await outboxFiles()).filter((n) => !before.includes(n))) {
          const raw = await fs.readFile(path.join(outboxDir, name), 'utf8');
          if (!raw.includes(`To: ${newEmail}`)) continue;
          link = /https?:\/\/[^\s"<>]+modal=confirm-email[^\s"<>]+/.exec(decodeMime(raw))?.[0].replace(/&amp;/g, '&') ?? '';
          if (link) return true;
        }
        return false;
      })
      .toBe(true);
    const url = new URL(link);

    await page.goto(`${url.pathname}${url.search}${url.hash}`);
    await expect(dialog(page).getByTestId('confirm-email-outcome')).toHaveText(`E-mail изменён на ${newEmail}`);
    await dialog(page).getByRole('button', { name: 'Готово' }).click();
    await page.goto('/profile/');
    await expect(page.getByRole('region', { name: 'Личные данные' }).getByText(newEmail)).toBeVisible();

    // The same link a second time changes nothing and says so.
    await page.goto(`${url.pathname}${url.search}${url.hash}`);
    const second = dialog(page).getByTestId('confirm-email-outcome');
    await expect(second).not.toHaveText('Проверяем ссылку…');
    await expect(second).not.toContainText('изменён');
  });

  test('adds and removes favourites from a product tile and the favourites page', async ({ page }) => {
    await signInAs(page, 'professional');
    const favouritesLink = page.locator('header').getByRole('link', { name: /Избранное/ });
    await expect(favouritesLink).not.toContainText(/\d/);

    await page.goto('/katalog/');
    const firstHeart = page.getByTestId('favourite-button').first();
    await expect(firstHeart).toHaveAttribute('aria-pressed', 'false');
    await firstHeart.click();
    await expect(firstHeart).toHaveAttribute('aria-pressed', 'true');
    await expect(favouritesLink).toContainText('1');

    await favouritesLink.click();
    await expect(page).toHaveURL(/\/profile\/user-favorites\/$/);
    const tiles = page.locator('main article');
    await expect(tiles).toHaveCount(1);
    await tiles.first().getByRole('button', { name: 'Удалить из избранного' }).click();
    await expect(tiles).toHaveCount(0);
    await expect(page.getByText('В избранном пока пусто')).toBeVisible();
    await expect(favouritesLink).not.toContainText(/\d/);
  });

  test('registers a professional with documents for review', async ({ page }) => {
    const email = freshEmail('pro');
    await page.goto('/agent-register/');
    await expect(page.getByRole('heading', { level: 1, name: 'Регистрация для косметологов' })).toBeVisible();
    await page.getByRole('button', { name: 'Подтвердить номер по SMS' }).click();
    await provePhone(page, freshPhone());
    await expect(dialog(page)).toBeHidden();
    await expect(page.getByText('Номер подтверждён по SMS')).toBeVisible();

    await page.getByLabel('Имя', { exact: true }).fill('Вікторія');
    await page.getByLabel('Фамилия').fill('Гончаренко');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Место работы (салон, клиника)').fill('Студія «Шовк»');
    await page.getByLabel('Пароль', { exact: true }).fill('Secret-1234');
    await page.getByLabel('Повторите пароль').fill('Secret-1234');
    await page.getByLabel(/Документы о квалификации/).setInputFiles({
      name: 'diploma.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
    });
    await expect(page.getByText('diploma.pdf')).toBeVisible();
    await page.getByLabel(/публичной оферты/).check();
    await page.getByRole('button', { name: 'Отправить заявку' }).click();

    await expect(dialog(page).getByRole('heading', { name: 'Заявка принята' })).toBeVisible();
    await expect(dialog(page)).toContainText('На проверку отправлен 1 документ.');
    await dialog(page).getByRole('button', { name: 'В профиль' }).click();
    await expect(page).toHaveURL(/\/profile\/user-info\/$/);
    await expect(headerUser(page)).toContainText('Заявка на проверке');
    await expect(page.getByTestId('documents-state')).toHaveText('на проверке');
    await expect(page.getByText('diploma.pdf')).toBeVisible();
  });

  test('adds and removes a favourite with the heart of the product page', async ({ page }) => {
    await signInAs(page, 'distributor');
    const favouritesLink = page.locator('header').getByRole('link', { name: /Избранное/ });
    await expect(favouritesLink).not.toContainText(/\d/);
    await page.goto('/katalog/');
    await page.locator('main article a').first().click();
    await expect(page).toHaveURL(/\/katalog\/[^/]+\/[^/]+\/$/);

    const heart = page.locator('main').getByTestId('favourite-button').filter({ hasText: /В избранно/ });
    await expect(heart).toHaveText('В избранное');
    await heart.click();
    await expect(heart).toHaveText('В избранном');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(favouritesLink).toContainText('1');
    // Still there after a reload: it was saved, not only drawn.
    await page.reload();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await heart.click();
    await expect(heart).toHaveText('В избранное');
    await expect(favouritesLink).not.toContainText(/\d/);
  });

  test('a guest pressing the heart of the product page gets the login popup', async ({ page }) => {
    await page.goto('/katalog/');
    await page.locator('main article a').first().click();
    await expect(page).toHaveURL(/\/katalog\/[^/]+\/[^/]+\/$/);
    await page.locator('main').getByTestId('favourite-button').filter({ hasText: 'В избранное' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Вход' })).toBeVisible();
  });

  test('shows saved addresses, and empty order lists to a client who has not ordered yet', async ({ page }) => {
    await signInAs(page, 'regular');
    await page.goto('/profile/user-info/');
    const addresses = page.getByRole('region', { name: 'Адреса доставки' });
    await expect(addresses).toContainText('вул. Велика Васильківська, 100, кв. 5');
    // The two seeded addresses, and any the shop remembered from orders the checkout specs placed.
    await expect.poll(() => addresses.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);

    // The demo accounts place orders in other specs: a new client's lists are empty.
    await registerClientThroughApi(page);
    await page.goto('/profile/user-info/');
    const sections = page.getByRole('navigation', { name: 'Разделы личного кабинета' });
    await sections.getByRole('link', { name: 'Текущие заказы' }).click();
    await expect(page).toHaveURL(/\/profile\/user-current-orders\/$/);
    await expect(page.getByText('Текущих заказов нет')).toBeVisible();
    await sections.getByRole('link', { name: 'История заказов' }).click();
    await expect(page).toHaveURL(/\/profile\/user-history-orders\/$/);
    await expect(page.getByText('Завершённых заказов пока нет')).toBeVisible();
  });

  test('changes the password in the profile and signs in with the new one', async ({ page }) => {
    const { email, password } = await registerClientThroughApi(page);
    await page.goto('/profile/user-info/');
    const panel = page.getByRole('region', { name: 'Пароль' });
    await panel.getByLabel('Текущий пароль').fill('Wrong-pass-1');
    await panel.getByLabel('Новый пароль').fill('Changed-5678');
    await panel.getByLabel('Повторите пароль').fill('Changed-5678');
    await panel.getByRole('button', { name: 'Изменить пароль' }).click();
    await expect(panel.getByText('Неверный текущий пароль')).toBeVisible();

    await panel.getByLabel('Текущий пароль').fill(password);
    await panel.getByRole('button', { name: 'Изменить пароль' }).click();
    await expect(page.getByText('Пароль изменён')).toBeVisible();
    // This session stays signed in.
    await expect(headerUser(page)).toContainText('Тарас Бондар');

    await page.getByRole('button', { name: 'Выйти' }).click();
    await expect(page.getByText('Вы вышли из аккаунта')).toBeVisible();
    const oldPassword = await page.request.post('/api/v1/auth/login', { headers: clientAddress(), data: { email, password } });
    expect(oldPassword.status()).toBe(401);
    await openLoginFromHeader(page);
    await dialog(page).getByLabel('E-mail').fill(email);
    await dialog(page).getByLabel('Пароль').fill('Changed-5678');
    await dialog(page).getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(headerUser(page)).toContainText('Тарас Бондар');
  });

  test('the professional link leads guests to the agent registration and tells professionals they are registered', async ({ page }) => {
    const followProfessionalLink = async () => {
      const header = page.locator('header');
      if (isPhone(page)) {
        await header.getByRole('button', { name: /меню/i }).click();
        await page.getByRole('dialog').getByRole('link', { name: 'Для косметологов' }).click();
      } else {
        await header.getByRole('link', { name: 'Для косметологов' }).click();
      }
    };
    await page.goto('/');
    await followProfessionalLink();
    await expect(page).toHaveURL(/\/agent-register\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Регистрация для косметологов' })).toBeVisible();

    await signInAs(page, 'professional');
    await followProfessionalLink();
    const notice = page.getByRole('dialog', { name: 'Вы уже зарегистрированы как специалист' });
    await expect(notice).toContainText('PRO-K7MX4-RD9TQ');
    await expect(page).not.toHaveURL(/agent-register/);
    await notice.getByRole('button', { name: 'Перейти в профиль' }).click();
    await expect(page).toHaveURL(/\/profile\/user-info\/$/);
  });

  test('staff see the admin bar, and closing or reopening it is remembered', async ({ page }) => {
    await signInAs(page, 'staff');
    const bar = page.getByRole('navigation', { name: 'Панель администратора' });
    // The bar leads to the back office (its dashboard and screens), every link a page that is served.
    await expect(bar.getByRole('link', { name: 'Админ-панель' })).toHaveAttribute('href', /\/admin\/$/);
    await expect(bar.getByRole('link', { name: 'Модерация' })).toBeVisible();
    for (const href of await bar.getByRole('link').evaluateAll((links) => links.map((link) => (link as HTMLAnchorElement).href))) {
      expect((await page.request.get(href)).status(), href).toBe(200);
    }

    await bar.getByRole('button', { name: 'Скрыть панель администратора' }).click();
    await expect(bar).toHaveCount(0);
    await page.reload();
    await expect(headerUser(page)).toBeVisible();
    await expect(bar).toHaveCount(0);
    const reopen = page.getByRole('button', { name: 'Показать панель администратора' });
    await reopen.click();
    await expect(bar).toBeVisible();
    await page.reload();
    await expect(bar).toBeVisible();
  });

  test('clients see no admin bar', async ({ page }) => {
    await signInAs(page, 'regular');
    await expect(page.getByRole('navigation', { name: 'Панель администратора' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Показать панель администратора' })).toHaveCount(0);
  });

  test('the header shows each role as SPEC §1 says', async ({ page }) => {
    await signInAs(page, 'regular');
    await expect(headerUser(page)).toContainText('Пользователь');
    await expect(headerUser(page)).toContainText('Олена Коваленко');
    await expect(headerUser(page)).not.toContainText('ID-код');
    await expect(headerUser(page)).not.toContainText('Скидка');
    // The demo client keeps three favourites: the header counts them.
    await expect(page.locator('header').getByRole('link', { name: /Избранное/ })).toContainText('3');

    await signInAs(page, 'professional');
    await expect(headerUser(page)).toContainText('Профессионал');
    await expect(headerUser(page)).toContainText('Наталія Шевченко');
    await expect(headerUser(page)).toContainText('ID-код: PRO-K7MX4-RD9TQ');
    await expect(headerUser(page)).toContainText('Скидка: 7%');
    await expect(headerUser(page)).toContainText(/Бонусы: 350\s?грн/);

    await signInAs(page, 'distributor');
    await expect(headerUser(page)).toContainText('Дистрибьютор');
    await expect(headerUser(page)).toContainText('ID-код: DIS-H3WP8-NCV6A');
    await expect(headerUser(page)).toContainText(/Бонусы: 1\s?200\s?грн/);
    await expect(headerUser(page)).not.toContainText('Скидка');

    await signInAs(page, 'authorised');
    await expect(headerUser(page)).toContainText('Пользователь');
    await expect(headerUser(page)).toContainText('Марія Ткаченко');
    await expect(headerUser(page)).toContainText('Код специалиста: PRO-K7MX4-RD9TQ');
    await expect(headerUser(page)).not.toContainText('Бонусы');
  });

  test('only distributors see the managers section of the profile', async ({ page }) => {
    await signInAs(page, 'distributor');
    await page.goto('/profile/');
    const sections = page.getByRole('navigation', { name: 'Разделы личного кабинета' });
    await sections.getByRole('link', { name: 'Менеджеры' }).click();
    await expect(page).toHaveURL(/\/profile\/managers\/$/);
    await expect(page.getByRole('heading', { name: 'Менеджеры' })).toBeVisible();

    await signInAs(page, 'professional');
    await page.goto('/profile/managers/');
    await expect(page).toHaveURL(/\/profile\/user-info\/$/);
    await expect(sections.getByRole('link', { name: 'Менеджеры' })).toHaveCount(0);
  });

  test('empty forms show every rule with its bound', async ({ page }) => {
    await page.goto('/');
    await openLoginFromHeader(page);
    await dialog(page).getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(dialog(page).getByText('Поле обязательно для заполнения')).toHaveCount(2);
    await dialog(page).getByLabel('E-mail').fill('anna@');
    await dialog(page).getByLabel('Пароль').fill('short');
    await expect(dialog(page).getByText('Введите корректный e-mail')).toBeVisible();
    await expect(dialog(page).getByText('Минимальная длина — 8 символов')).toBeVisible();

    await dialog(page).getByRole('button', { name: 'Зарегистрироваться' }).click();
    await dialog(page).getByRole('button', { name: /Я покупатель/ }).click();
    await dialog(page).getByRole('button', { name: 'Получить код' }).click();
    await expect(dialog(page).getByText('Минимальная длина — 13 символов')).toBeVisible();
    await page.keyboard.press('Escape');

    // The professional form, empty, in Ukrainian.
    await page.goto('/ua/agent-register/');
    await page.getByRole('button', { name: 'Надіслати заявку' }).click();
    await expect(page.getByText("Поле обов'язкове для заповнення").first()).toBeVisible();
    await expect(page.getByText('Підтвердьте номер телефону через SMS')).toBeVisible();
    await expect(page.getByText('Необхідно погодитися з умовами')).toBeVisible();
    await expect(page.getByText('Додайте хоча б один документ')).toBeVisible();
    await page.getByLabel('Пароль', { exact: true }).fill('1234');
    await expect(page.getByText('Мінімальна довжина — 8 символів')).toBeVisible();
  });

  test('a guest clicking profile, favourites or a heart gets the login popup', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header');
    await header.getByRole('link', { name: /Избранное/ }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Вход' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toBeHidden();

    if (isPhone(page)) {
      // On phones the profile link lives in the menu drawer.
      await header.getByRole('button', { name: /меню/i }).click();
      await page.getByRole('dialog').getByRole('link', { name: 'Войти' }).click();
    } else {
      await header.getByRole('link', { name: 'Войти' }).click();
    }
    await expect(dialog(page).getByRole('heading', { name: 'Вход' })).toBeVisible();
    await page.keyboard.press('Escape');

    await page.goto('/katalog/');
    await page.getByTestId('favourite-button').first().click();
    await expect(dialog(page).getByRole('heading', { name: 'Вход' })).toBeVisible();
  });

  test('the login dialog fills in the e-mail of a link', async ({ page }) => {
    await page.goto('/?modal=login&email=regular%40demo.procosmetics.ua');
    await expect(dialog(page).getByLabel('E-mail')).toHaveValue('regular@demo.procosmetics.ua');
  });

  test('profile pages send guests home', async ({ page }) => {
    await page.goto('/profile/');
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/ua/profile/user-favorites/');
    await expect(page).toHaveURL(/\/ua\/$/);
  });

  test('keeps no token in storage, and a reload signs back in from the refresh cookie', async ({ page }) => {
    await page.goto('/');
    await openLoginFromHeader(page);
    await dialog(page).getByLabel('E-mail').fill('regular@demo.procosmetics.ua');
    await dialog(page).getByLabel('Пароль').fill(DEMO_PASSWORD);
    const login = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/login'));
    await dialog(page).getByRole('button', { name: 'Войти', exact: true }).click();
    const { accessToken } = ((await (await login).json()) as { data: { accessToken: string } }).data;
    await expect(headerUser(page)).toContainText('Олена Коваленко');

    const stored = await storedValues(page);
    expect(stored.filter((entry) => entry.includes(accessToken) || /eyJ[\w-]+\.[\w-]+\./.test(entry))).toEqual([]);
    expect(stored).toContain(`${SIGNED_IN_KEY}=1`);

    const refreshed = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/refresh'));
    await page.reload();
    expect((await refreshed).status()).toBe(200);
    await expect(headerUser(page)).toContainText('Олена Коваленко');
    await page.goto('/profile/user-info/');
    await expect(page).toHaveURL(/\/profile\/user-info\/$/);
    expect((await storedValues(page)).filter((entry) => /eyJ[\w-]+\.[\w-]+\./.test(entry))).toEqual([]);
  });

  test('guests make no refresh call; a lost session sends home with the login popup', async ({ page }) => {
    const refreshCalls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/v1/auth/refresh')) refreshCalls.push(request.url());
    });
    await page.goto('/');
    await page.goto('/katalog/');
    expect(refreshCalls).toEqual([]);

    await signInAs(page, 'regular');
    await page.goto('/profile/user-favorites/');
    await expect(page.getByRole('region', { name: 'Избранное' }).locator('article').first()).toBeVisible();
    // The session ends elsewhere (logout revokes it): the next call fails, the refresh too.
    await page.request.post('/api/v1/auth/logout', { headers: { authorization: `Bearer ${await sessionToken(page)}` } });
    // "My data" loads the saved addresses: that call meets the 401.
    await page.getByRole('navigation', { name: 'Разделы личного кабинета' }).getByRole('link', { name: 'Мои данные' }).click();
    await expect(dialog(page).getByRole('heading', { name: 'Вход' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate((key) => localStorage.getItem(key), SIGNED_IN_KEY)).toBeNull();
    await expect(headerUser(page)).toHaveCount(0);
  });

  test('the login dialog and the profile have no serious accessibility violations', async ({ page }) => {
    const serious = async () => {
      const results = await new AxeBuilder({ page }).analyze();
      return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.length}`);
    };
    await page.goto('/');
    await openLoginFromHeader(page);
    await dialog(page).getByRole('button', { name: 'Войти', exact: true }).click();
    await expect(dialog(page).getByText('Поле обязательно для заполнения').first()).toBeVisible();
    expect(await serious()).toEqual([]);

    await signInAs(page, 'professional');
    await page.goto('/profile/user-info/');
    await expect(page.getByRole('region', { name: 'Личные данные' })).toBeVisible();
    expect(await serious()).toEqual([]);
  });
});
