import os from 'node:os';
import path from 'node:path';
import { type Locator, type Page, expect } from '@playwright/test';

/**
 * What the account specs share: demo users (docs/api/accounts.md), fresh e-mails and phones so that
 * the desktop and phone runs never meet each other's data, and the header and dialog the way a
 * person reaches them at each width.
 */
export const DEMO_PASSWORD = 'Demo12345!';
/**
 * The non-secret "this browser has a session" hint (features/auth/token-store.ts). The access token
 * itself lives in the page's memory only; a reload gets a new one from the refresh cookie.
 */
export const SIGNED_IN_KEY = 'procosmetics:auth:signed-in';
const port = Number(process.env.E2E_PORT) || 3210;
export const outboxDir = path.join(process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `shop-e2e-${port}`), 'outbox');

export type Demo = 'regular' | 'professional' | 'distributor' | 'authorised' | 'staff' | 'noid';

let sequence = 0;
export function unique(): string {
  sequence += 1;
  return `${Date.now().toString(36)}${sequence}${Math.floor(Math.random() * 1000)}`;
}

/** A valid Ukrainian mobile number nobody used: the SMS limits count per phone and per prefix. */
export function freshPhone(): string {
  const operators = ['50', '63', '66', '67', '68', '73', '93', '95', '96', '97', '98', '99'];
  const operator = operators[Math.floor(Math.random() * operators.length)];
  const rest = String(Math.floor(Math.random() * 10_000_000)).padStart(7, '0');
  return `+380${operator}${rest}`;
}

export const freshEmail = (who: string) => `${who}-${unique()}@example.com`;

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1440) < 1025;
}

/** The signed-in block of the header that is shown at this width (beside the icons or the strip). */
export function headerUser(page: Page): Locator {
  return page.getByTestId('header-user').locator('visible=true');
}

export function dialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/**
 * A client address of its own (TEST-NET-2), sent as X-Forwarded-For: the suite's server trusts the
 * loopback proxy, so sign-ins and sign-ups made through the API as shortcuts count against their own
 * per-address limits and leave those of the browser (127.0.0.1) to the flows that go through dialogs.
 */
export function clientAddress(): Record<string, string> {
  return { 'x-forwarded-for': `198.51.100.${1 + Math.floor(Math.random() * 254)}` };
}

/** Signs a demo user in through the API, as the login dialog would, and reloads signed in. */
export async function signInAs(page: Page, who: Demo): Promise<void> {
  await page.goto('/');
  // A signed-in page renews its token from the refresh cookie as it starts; let that answer land
  // first, or its cookie could replace the one of the sign-in below.
  await page.waitForLoadState('networkidle');
  const answer = await page.request.post('/api/v1/auth/login', {
    headers: clientAddress(),
    data: { email: `${who}@demo.procosmetics.ua`, password: DEMO_PASSWORD, remember: true },
  });
  expect(answer.status()).toBe(200);
  await startSignedIn(page);
  await page.reload();
  await expect(headerUser(page)).toBeVisible();
}

/**
 * After a sign-in made through the API as a shortcut (its refresh cookie is in the browser's jar):
 * sets the hint, so that the next page load restores the session as after a sign-in in a dialog.
 */
export async function startSignedIn(page: Page): Promise<void> {
  await page.evaluate((key) => localStorage.setItem(key, '1'), SIGNED_IN_KEY);
}

/** An access token of the browser's session, from its refresh cookie (which rotates, as the page's would). */
export async function sessionToken(page: Page): Promise<string> {
  const answer = await page.request.post('/api/v1/auth/refresh', { data: {} });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { accessToken: string } }).data.accessToken;
}

/** Everything the page keeps in local and session storage, as `key=value` lines. */
export function storedValues(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [localStorage, sessionStorage].flatMap((storage) =>
      Object.keys(storage).map((key) => `${key}=${storage.getItem(key)}`),
    ),
  );
}

/** Opens the login popup the way a guest does at this width: the profile icon, or the heart on phones. */
export async function openLoginFromHeader(page: Page): Promise<void> {
  const header = page.locator('header');
  if (isPhone(page)) await header.getByRole('link', { name: /Избранное/ }).click();
  else await header.getByRole('link', { name: 'Войти' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Вход' })).toBeVisible();
}
