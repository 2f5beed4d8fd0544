import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { SIGNED_IN_KEY, dialog, headerUser, openLoginFromHeader, startSignedIn, storedValues, unique } from './support/accounts.ts';

/**
 * Google and Facebook sign-in in the browser. The shop runs with real drivers pointed at local fakes
 * of Google's key set and Facebook's Graph API (e2e/support/provider-fakes.ts); the providers'
 * browser SDKs are replaced by stand-ins that hand the page a token made by those fakes, as the
 * real SDKs do after the person picks an account in the provider's popup.
 */
const port = Number(process.env.E2E_PORT) || 3210;
const control = `http://127.0.0.1:${port + 3}`;

async function fromFake(path: string, params: Record<string, string>): Promise<string> {
  const answer = await fetch(`${control}${path}?${new URLSearchParams(params)}`);
  expect(answer.status).toBe(200);
  return answer.text();
}

interface Person {
  email: string;
  first: string;
  last: string;
}

const freshPerson = (): Person => ({ email: `social-${unique()}@example.com`, first: 'Олена', last: 'Коваль' });

/** Google Identity Services as the page uses it: initialize, then renderButton; a click hands over an ID token. */
async function standInGoogle(page: Page, person: Person, sub = unique()): Promise<void> {
  const idToken = await fromFake('/google/id-token', { sub, email: person.email, first: person.first, last: person.last });
  await page.route('https://accounts.google.com/gsi/client', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.google = { accounts: { id: {
        initialize(options) { window.__gsi = options; },
        renderButton(parent, options) {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = options.locale === 'uk' ? 'Увійти через Google' : 'Войти через Google';
          button.dataset.text = options.text;
          button.onclick = () => window.__gsi.callback({ credential: ${JSON.stringify(idToken)} });
          parent.replaceChildren(button);
        },
      } } };`,
    }),
  );
}

/** The Facebook SDK as the page uses it: FB.init, then FB.login answering with a user access token. */
async function standInFacebook(page: Page, person: Person, id = unique()): Promise<void> {
  const token = await fromFake('/facebook/token', { id, name: `${person.first} ${person.last}`, email: person.email });
  await page.route('https://connect.facebook.net/**', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: `window.FB = {
        init(options) { window.__fbInit = options; },
        login(callback, options) {
          window.__fbScope = options.scope;
          callback({ status: 'connected', authResponse: { accessToken: ${JSON.stringify(token)}, userID: ${JSON.stringify(id)} } });
        },
      };`,
    }),
  );
}

const toast = (page: Page, text: string | RegExp) => page.locator('[data-sonner-toast]').filter({ hasText: text });
const dataLayerEvents = (page: Page) =>
  page.evaluate(() => ((window as { dataLayer?: { event?: string; method?: string }[] }).dataLayer ?? []).map((e) => `${e.event}:${e.method}`));

test.describe('social sign-in', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('procosmetics:language-offer:kept', '1'));
  });

  test('Google makes an account, signs it in and shows as linked in the profile', async ({ page }) => {
    const person = freshPerson();
    await standInGoogle(page, person);
    await standInFacebook(page, person);
    await page.goto('/');
    await openLoginFromHeader(page);
    await expect(dialog(page).getByText('или', { exact: true })).toBeVisible();
    const google = dialog(page).getByRole('button', { name: 'Войти через Google' });
    await expect(google).toHaveAttribute('data-text', 'signin_with');
    await google.click();

    await expect(toast(page, 'Аккаунт создан. Добро пожаловать!')).toBeVisible();
    await expect(dialog(page)).toBeHidden();
    await expect(headerUser(page)).toContainText('Олена Коваль');
    expect(await dataLayerEvents(page)).toContain('sign_up:google');
    // Signed in with a hint in storage and the token in memory only.
    expect(await storedValues(page)).toContain(`${SIGNED_IN_KEY}=1`);
    expect((await storedValues(page)).filter((entry) => /eyJ[\w-]+\.[\w-]+\./.test(entry))).toEqual([]);

    await page.goto('/profile/user-info/');
    const linked = page.getByTestId('linked-accounts');
    await expect(linked.getByText('Google: подключён')).toBeVisible();
    await expect(linked.getByRole('button', { name: 'Войти через Google' })).toHaveCount(0);
    await expect(linked.getByRole('button', { name: 'Подключить Facebook' })).toBeEnabled();
    await expect(page.getByText(person.email).first()).toBeVisible();
  });

  test('Facebook with a known e-mail only sends a confirmation link, then works once linked', async ({ page }) => {
    const person = freshPerson();
    await standInGoogle(page, person);
    await standInFacebook(page, person);

    // The account exists (made with Google); Facebook does not vouch for the e-mail, so no sign-in yet.
    const made = await page.request.post('/api/v1/auth/social_login', {
      data: { provider: 'google', token: await fromFake('/google/id-token', { sub: unique(), email: person.email }) },
    });
    expect(made.status()).toBe(200);
    await page.goto('/');
    await openLoginFromHeader(page);
    await dialog(page).getByRole('button', { name: 'Войти через Facebook' }).click();
    // The same answer as for an e-mail nobody has: a confirmation link went to it, nothing is signed in.
    await expect(toast(page, `Мы отправили ссылку для подтверждения на ${person.email}`)).toBeVisible();
    await expect(headerUser(page)).toHaveCount(0);
    expect(await page.evaluate(() => (window as { __fbScope?: string }).__fbScope)).toBe('public_profile,email');

    // Signed in another way, the person links Facebook in the profile.
    // Its refresh cookie is in the browser's jar: with the hint, the next page restores that session.
    await startSignedIn(page);
    await page.goto('/profile/user-info/');
    const linked = page.getByTestId('linked-accounts');
    await linked.getByRole('button', { name: 'Подключить Facebook' }).click();
    await expect(toast(page, 'Facebook подключён к вашему аккаунту')).toBeVisible();
    await expect(linked.getByText('Facebook: подключён')).toBeVisible();

    // Signed out, Facebook now signs the same person in.
    await page.getByRole('button', { name: 'Выйти' }).click();
    // Logout reloads the page 200 ms later; navigating before that reload would be cut short by it.
    // The notice is shown by the reloaded page.
    await expect(toast(page, 'Вы вышли из аккаунта')).toBeVisible();
    await expect(headerUser(page)).toHaveCount(0);
    await page.goto('/');
    await openLoginFromHeader(page);
    await dialog(page).getByRole('button', { name: 'Войти через Facebook' }).click();
    await expect(toast(page, 'Вы вошли в аккаунт')).toBeVisible();
    await expect(headerUser(page)).toBeVisible();
    expect(await dataLayerEvents(page)).toContain('login:facebook');
  });

  test('the Ukrainian dialog asks the providers for Ukrainian buttons', async ({ page }) => {
    const person = freshPerson();
    await standInGoogle(page, person);
    await standInFacebook(page, person);
    const sdk = page.waitForRequest((r) => r.url().startsWith('https://connect.facebook.net/'));
    await page.goto('/ua/?modal=login');
    await expect(dialog(page).getByRole('heading', { name: 'Вхід' })).toBeVisible();
    await expect(dialog(page).getByText('або', { exact: true })).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Увійти через Google' })).toBeVisible();
    await expect(dialog(page).getByRole('button', { name: 'Увійти через Facebook' })).toBeEnabled();
    expect((await sdk).url()).toBe('https://connect.facebook.net/uk_UA/sdk.js');
    expect(await page.evaluate(() => (window as { __fbInit?: object }).__fbInit)).toEqual({ appId: '1234567890', version: 'v19.0', cookie: false, xfbml: false });
  });

  test('without the providers\u2019 scripts the login dialog offers only e-mail', async ({ page }) => {
    await page.route(/accounts\.google\.com|connect\.facebook\.net/, (route) => route.abort('blockedbyclient'));
    await page.goto('/');
    await openLoginFromHeader(page);
    await expect(dialog(page).getByRole('button', { name: 'Войти', exact: true })).toBeVisible();
    await expect(dialog(page).getByTestId('social-sign-in')).toHaveCount(0);
  });
});
