import { expect, test } from './support/test.ts';
import { headerUser, signInAs } from './support/accounts.ts';

/**
 * Refresh grace: a refresh whose answer was lost and is sent again with the same cookie, or two
 * refreshes racing from one cookie, keep the session; a refresh token presented again after its
 * successor was spent still ends the session everywhere.
 */

const REFRESH = '/api/v1/auth/refresh';

async function refreshCookie(page: import('@playwright/test').Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'refresh_token');
  expect(cookie?.value).toBeTruthy();
  return cookie!.value;
}

test('a refresh sent twice with one cookie keeps the shopper signed in, and an old cookie after that ends the session', async ({ page, playwright, baseURL }) => {
  await page.addInitScript(() => localStorage.setItem('procosmetics:language-offer:kept', '1'));
  await signInAs(page, 'regular');
  const original = await refreshCookie(page);

  // Two refreshes leave the browser at once with the cookie it holds: both are answered.
  const answers = await page.evaluate(async (url) => {
    const send = () => fetch(url, { method: 'POST', credentials: 'same-origin' }).then(async (r) => ({ status: r.status, body: await r.json() }));
    return Promise.all([send(), send()]);
  }, REFRESH);
  expect(answers.map((a) => a.status)).toEqual([200, 200]);
  for (const answer of answers) expect(answer.body.data.accessToken).toBeTruthy();
  const successor = await refreshCookie(page);
  expect(successor).not.toBe(original);

  // The answer of a refresh was lost: a client that never got the new cookie retries with the old one.
  const lostAnswer = await playwright.request.newContext({ baseURL });
  const retried = await lostAnswer.post(REFRESH, { headers: { cookie: `refresh_token=${original}` } });
  expect(retried.status()).toBe(200);
  expect(retried.headers()['set-cookie']).toContain(`refresh_token=${successor}`);
  await lostAnswer.dispose();

  // The page reloads (and refreshes with the successor): still signed in.
  const reloaded = page.waitForResponse((response) => response.url().endsWith(REFRESH));
  await page.reload();
  expect((await reloaded).status()).toBe(200);
  await expect(headerUser(page)).toBeVisible();
  await page.goto('/profile/user-info/');
  await expect(page).toHaveURL(/\/profile\/user-info\/$/);

  // The successor has been spent by that reload: the first cookie, shown again, is a reuse.
  const thief = await playwright.request.newContext({ baseURL });
  const replay = await thief.post(REFRESH, { headers: { cookie: `refresh_token=${original}` } });
  expect(replay.status()).toBe(401);
  expect(((await replay.json()) as { message: string }).message).toBe('Сессия истекла, войдите снова');
  await thief.dispose();
  // The whole session ended: the browser's own current cookie no longer refreshes.
  const after = await page.request.post(REFRESH, { data: {} });
  expect(after.status()).toBe(401);
});
