import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  bearer,
  fromIp,
  localSms,
  PASSWORD,
  refreshCookieOf,
  uniqueEmail,
  uniqueIp,
  uniquePhone,
  waitForLetter,
} from './auth.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 5 });
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers });
const withCookie = (token: string) => ({ cookie: `refresh_token=${token}` });

describe('the whole account journey', () => {
  it('goes SMS → verify → register → me → logout → login → refresh → reset → restore', async () => {
    const ip = uniqueIp();
    const phone = uniquePhone();
    const email = uniqueEmail('journey');

    // 1. SMS code, delivered through the local driver and shown as debug.code outside production.
    const sent = await post('/v1/auth/send-code', { phone, phone_country: 'UA' }, fromIp(ip));
    expect(sent.statusCode, sent.body).toBe(200);
    const sentData = sent.json().data;
    expect(sentData.message).toBe('Код отправлен');
    expect(sentData.resendIn).toBe(60);
    expect(sentData.debug.code).toMatch(/^\d{6}$/);
    expect(localSms(t).lastTo(phone)?.text).toContain(sentData.debug.code);

    // 2. Verify: a confirm token for this phone.
    const verified = await post('/v1/auth/verify-code', { phone, phone_country: 'UA', code: sentData.debug.code }, fromIp(ip));
    expect(verified.statusCode, verified.body).toBe(200);
    const { confirmToken, phone: verifiedPhone, message } = verified.json().data;
    expect(verifiedPhone).toBe(phone);
    expect(message).toBe('Телефон подтверждён');

    // 3. Register.
    const registered = await post(
      '/v1/auth/register',
      {
        register_mode: 'regular',
        phone_country: 'UA',
        email: email.toUpperCase(),
        password: PASSWORD,
        password_confirmation: PASSWORD,
        name: 'Олена',
        second_name: 'Коваль',
        phone,
        confirm_token: confirmToken,
      },
      { ...fromIp(ip), 'x-localization': 'ua' },
    );
    expect(registered.statusCode, registered.body).toBe(201);
    expect(registered.json().data).toMatchObject({ tokenType: 'Bearer', expiresIn: 900, code: null });
    const cookie = registered.cookies.find((c) => c.name === 'refresh_token')!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/v1/auth' });
    let accessToken = registered.json().data.accessToken as string;

    // 4. Me: the SPEC §3 user.
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(accessToken) });
    expect(me.statusCode, me.body).toBe(200);
    expect(me.json().data).toMatchObject({
      name: 'Олена',
      secondName: 'Коваль',
      phone,
      email: email.toLowerCase(),
      city: null,
      code: null,
      assignedCode: null,
      userType: { name: 'regular' },
      role: 'unauthorized_user',
      isManager: false,
      canUseBonuses: false,
      bonusAmount: 0,
      individualDiscount: 0,
      canSeeAdminHeader: false,
      tempDiscount: false,
      admin: null,
      documents: { state: 'none', files: [] },
      hasOrdered: false,
    });

    // 5. Logout ends the session: the access token and the refresh cookie stop working.
    const out = await post('/v1/auth/logout', {}, { ...bearer(accessToken), ...withCookie(cookie.value) });
    expect(out.statusCode).toBe(200);
    expect(out.cookies.find((c) => c.name === 'refresh_token')?.value).toBe('');
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(accessToken) })).statusCode).toBe(401);
    expect((await post('/v1/auth/refresh', {}, withCookie(cookie.value))).statusCode).toBe(401);

    // 6. Login (e-mail in any case), with remember: a 30-day cookie.
    const login = await post('/v1/auth/login', { email: email.toUpperCase(), password: PASSWORD, remember: true }, fromIp(ip));
    expect(login.statusCode, login.body).toBe(200);
    expect(login.cookies.find((c) => c.name === 'refresh_token')?.maxAge).toBe(30 * 24 * 3600);
    accessToken = login.json().data.accessToken;
    const firstRefresh = refreshCookieOf(login)!;

    // 7. Refresh rotates the cookie; an old one, used again after its successor, ends the whole family.
    const rotated = await post('/v1/auth/refresh', {}, withCookie(firstRefresh));
    expect(rotated.statusCode, rotated.body).toBe(200);
    const secondRefresh = refreshCookieOf(rotated)!;
    expect(secondRefresh).toBeTruthy();
    expect(secondRefresh).not.toBe(firstRefresh);
    const rotatedAccess = rotated.json().data.accessToken as string;
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(rotatedAccess) })).statusCode).toBe(200);

    // Once the successor itself was spent, the first token is a reuse even inside the grace window
    // (refresh-grace.test.ts covers the window).
    const third = await post('/v1/auth/refresh', {}, withCookie(secondRefresh));
    expect(third.statusCode, third.body).toBe(200);
    const thirdRefresh = refreshCookieOf(third)!;
    const reuse = await post('/v1/auth/refresh', {}, withCookie(firstRefresh));
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json().message).toBe('Сессия истекла, войдите снова');
    // The newest token of the family is dead too, and so are its access tokens.
    expect((await post('/v1/auth/refresh', {}, withCookie(thirdRefresh))).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(rotatedAccess) })).statusCode).toBe(401);

    // 8. Reset: the letter in the outbox carries the restore link.
    const reset = await post('/v1/auth/reset', { email }, { ...fromIp(ip), 'x-localization': 'ua' });
    expect(reset.statusCode).toBe(200);
    const [letter] = await waitForLetter(t, email);
    expect(letter.subject).toBe('Відновлення пароля');
    const link = /https?:\/\/\S+/.exec(letter.text)![0];
    const url = new URL(link);
    expect(url.pathname).toBe('/ua/');
    const params = new URLSearchParams(url.hash.slice(1));
    expect(params.get('modal')).toBe('restore-password');
    expect(params.get('email')).toBe(email.toLowerCase());
    const token = params.get('token')!;

    const byHash = await t.app.inject({ url: `/api/v1/get_email_by_hash?hash=${token}` });
    expect(byHash.json().data.email).toBe(email.toLowerCase());

    // 9. Restore: new password, a fresh session, the old password refused, the link spent.
    const newPassword = 'Another-pass-2';
    const restored = await post('/v1/auth/restore', { token, email, password: newPassword, password_confirmation: newPassword }, fromIp(ip));
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(restored.json().data.accessToken) })).statusCode).toBe(200);
    expect((await post('/v1/auth/login', { email, password: PASSWORD }, fromIp(ip))).statusCode).toBe(401);
    expect((await post('/v1/auth/login', { email, password: newPassword }, fromIp(ip))).statusCode).toBe(200);
    const again = await post('/v1/auth/restore', { token, email, password: PASSWORD, password_confirmation: PASSWORD }, fromIp(ip));
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toBeTruthy();
    expect((await t.app.inject({ url: `/api/v1/get_email_by_hash?hash=${token}` })).statusCode).toBe(404);
    // The "password changed" notice follows, in the language of the restore request.
    const letters = await waitForLetter(t, email, 2);
    expect(letters[1].subject).toBe('Пароль изменён');
  });
});
