import { SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { hit } from '../../core/rate-limit.ts';
import { AUTH_LIMITS } from './auth.service.ts';
import { loginWaitSeconds } from './login-throttle.ts';
import { hashToken } from './opaque-tokens.ts';
import { serverKey } from '../../core/secrets.ts';
import {
  bearer,
  forgetSmsWait,
  fromIp,
  PASSWORD,
  registerUser,
  signIn,
  uniqueEmail,
  uniqueIp,
  uniquePhone,
  verifyPhone,
  waitForLetter,
  localMailer,
} from './auth.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 5 });
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers: { ...fromIp(uniqueIp()), ...headers } });
const countUsers = async () =>
  (await t.deps.database.db.execute<{ n: number }>(sql`select count(*)::int as n from users`)).rows[0].n;

function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    phone: uniquePhone(),
    password: PASSWORD,
    password_confirmation: PASSWORD,
    name: 'Олена',
    second_name: 'Коваль',
    confirm_token: 'x',
    ...overrides,
  };
}

describe('form rules of SPEC §5, localised', () => {
  it('login: e-mail required, max 120 and valid; password 8 to 120', async () => {
    const empty = await post('/v1/auth/login', { email: '', password: '' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      email: ['Поле обязательно для заполнения'],
      password: ['Поле обязательно для заполнения'],
    });
    const bad = await post('/v1/auth/login', { email: `${'a'.repeat(115)}@x.com`, password: 'short' }, { 'x-localization': 'ua' });
    expect(bad.json().errors).toEqual({
      email: ['Максимальна довжина — 120 символів'],
      password: ['Мінімальна довжина — 8 символів'],
    });
    const invalid = await post('/v1/auth/login', { email: 'not-an-email', password: 'x'.repeat(121) });
    expect(invalid.json().errors).toEqual({ email: ['Введите корректный e-mail'], password: ['Максимальная длина — 120 символов'] });
  });

  it('registration: phone "+ and 12 digits", names 3 to 120, confirmation must match, unknown fields refused', async () => {
    const res = await post(
      '/v1/auth/register',
      registration({ phone: '067123', name: 'Ол', second_name: '', password_confirmation: 'Other-pass-1', agreement: true }),
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      phone: ['Введите номер телефона в формате +380XXXXXXXXX'],
      name: ['Минимальная длина — 3 символа'],
      second_name: ['Поле обязательно для заполнения'],
      password_confirmation: ['Пароли не совпадают'],
      agreement: ['Неизвестное поле'],
    });
  });

  it('professional registration requires the place of work', async () => {
    const res = await post('/v1/auth/register', registration({ register_mode: 'professional' }));
    expect(res.json().errors.work).toEqual(['Поле обязательно для заполнения']);
  });

  it('reset and restore: e-mail valid; restore confirmation at least 8 and equal', async () => {
    expect((await post('/v1/auth/reset', { email: 'nope' })).json().errors).toEqual({ email: ['Введите корректный e-mail'] });
    const restore = await post('/v1/auth/restore', { token: 't', email: 'a@b.co', password: 'Long-enough-1', password_confirmation: 'short' });
    expect(restore.json().errors).toEqual({ password_confirmation: ['Минимальная длина — 8 символов', 'Пароли не совпадают'] });
  });

  it('SMS: an undetectable phone gives the min-length 13 message, a code not of 6 characters the min-length 6 one', async () => {
    const phone = await post('/v1/auth/send-code', { phone: '+38067' }, { 'x-localization': 'ua' });
    expect(phone.json().errors).toEqual({ phone: ['Мінімальна довжина — 13 символів'] });
    const code = await post('/v1/auth/verify-code', { phone: uniquePhone(), code: '1234567' });
    expect(code.json().errors).toEqual({ code: ['Минимальная длина — 6 символов'] });
  });

  it('rejects wrong types and malformed JSON with 4xx, never 500', async () => {
    expect((await post('/v1/auth/login', { email: 42, password: ['x'] })).statusCode).toBe(422);
    const broken = await t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: { 'content-type': 'application/json' }, payload: '{"email":' });
    expect(broken.statusCode).toBe(400);
  });
});

describe('login', () => {
  it('answers a wrong password and an unknown e-mail alike, with 401 and no session', async () => {
    const wrong = await post('/v1/auth/login', { email: 'regular@demo.procosmetics.ua', password: 'Wrong-pass-1' });
    const unknown = await post('/v1/auth/login', { email: uniqueEmail(), password: 'Wrong-pass-1' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual(unknown.json());
    expect(wrong.json().message).toBe('Неверный e-mail или пароль');
    expect(wrong.cookies.find((c) => c.name === 'refresh_token')).toBeUndefined();
  });

  it('without remember, the refresh cookie ends with the browser session', async () => {
    const res = await post('/v1/auth/login', { email: 'regular@demo.procosmetics.ua', password: 'Demo12345!' });
    expect(res.statusCode).toBe(200);
    const cookie = res.cookies.find((c) => c.name === 'refresh_token')!;
    expect(cookie.maxAge).toBeUndefined();
    expect(cookie.expires).toBeUndefined();
  });

  it('refuses a deactivated account with 403', async () => {
    const user = await registerUser(t);
    await t.deps.database.db.execute(sql`update users set status = 'inactive' where id = ${user.id}`);
    const res = await post('/v1/auth/login', { email: user.email, password: PASSWORD }, { 'x-localization': 'ua' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toContain('вимкнено');
  });

  it('slows failures per account and address with growing waits, and the owner still signs in from elsewhere', async () => {
    const user = await registerUser(t);
    const attacker = fromIp(uniqueIp());
    for (let i = 0; i < 5; i++) {
      expect((await post('/v1/auth/login', { email: user.email, password: 'Wrong-pass-1' }, attacker)).statusCode).toBe(401);
    }
    const waiting = await post('/v1/auth/login', { email: user.email, password: PASSWORD }, attacker);
    expect(waiting.statusCode).toBe(429);
    expect(Number(waiting.headers['retry-after'])).toBe(30);
    expect(waiting.json().message).toBe('Слишком много попыток входа. Попробуйте через несколько минут');

    // Ten wrong passwords from any address do not lock the account for everyone.
    for (let i = 0; i < 10; i++) await post('/v1/auth/login', { email: user.email, password: 'Wrong-pass-1' }, fromIp(uniqueIp()));
    expect((await post('/v1/auth/login', { email: user.email, password: PASSWORD }, fromIp(uniqueIp()))).statusCode).toBe(200);
    expect((await post('/v1/auth/login', { email: 'regular@demo.procosmetics.ua', password: 'Demo12345!' }, attacker)).statusCode).toBe(200);
  });

  it('doubles the wait after each further failure, up to 15 minutes', () => {
    expect([0, 4, 5, 6, 7, 20].map(loginWaitSeconds)).toEqual([0, 0, 30, 60, 120, 900]);
  });

  it('limits failed sign-ins per client address', async () => {
    const ip = uniqueIp();
    const { max } = AUTH_LIMITS.loginFailuresPerIp;
    // The failures before the last ones, counted as the login route counts them.
    await hit(t.deps.limits, AUTH_LIMITS.loginFailuresPerIp, ip, max - 2);
    const attempts = [];
    for (let i = 0; i < 3; i++) attempts.push(await post('/v1/auth/login', { email: uniqueEmail(), password: 'Wrong-pass-1' }, fromIp(ip)));
    expect(attempts.map((r) => r.statusCode)).toEqual([401, 401, 429]);
    expect(attempts[2].headers['retry-after']).toBeTruthy();
  });
});

describe('registration', () => {
  it('refuses an e-mail or phone already taken with 422 on that field, creating nothing', async () => {
    const existing = await registerUser(t);
    const before = await countUsers();
    const phone = uniquePhone();
    const confirmToken = await verifyPhone(t, phone);
    const sameEmail = await post('/v1/auth/register', registration({ email: existing.email.toUpperCase(), phone, confirm_token: confirmToken }));
    expect(sameEmail.statusCode).toBe(422);
    expect(sameEmail.json().errors).toEqual({ email: ['Этот e-mail уже зарегистрирован'] });

    await forgetSmsWait(t, existing.phone);
    const otherToken = await verifyPhone(t, existing.phone);
    const samePhone = await post('/v1/auth/register', registration({ phone: existing.phone, confirm_token: otherToken }), { 'x-localization': 'ua' });
    expect(samePhone.json().errors).toEqual({ phone: ['Цей номер телефону вже зареєстровано'] });
    expect(await countUsers()).toBe(before);
    // The confirm token was not spent by the refused attempt.
    expect((await post('/v1/auth/register', registration({ phone, confirm_token: confirmToken }))).statusCode).toBe(201);
  });

  it('needs the confirm token of the same phone, once', async () => {
    const phone = uniquePhone();
    const confirmToken = await verifyPhone(t, phone);
    const other = await post('/v1/auth/register', registration({ phone: uniquePhone(), confirm_token: confirmToken }));
    expect(other.statusCode).toBe(422);
    expect(other.json().errors).toEqual({ phone: ['Этот номер не совпадает с подтверждённым по SMS'] });
    const unknown = await post('/v1/auth/register', registration({ phone, confirm_token: 'made-up-token' }));
    expect(unknown.json().errors).toEqual({ confirm_token: ['Подтвердите номер телефона по SMS'] });

    expect((await post('/v1/auth/register', registration({ phone, confirm_token: confirmToken }))).statusCode).toBe(201);
    const reused = await post('/v1/auth/register', registration({ phone, confirm_token: confirmToken }));
    expect(reused.statusCode).toBe(422);
  });

  it('makes a professional (agent) registration a noid account with its place of work', async () => {
    const user = await registerUser(t, { register_mode: 'professional', work: 'Салон «Лілія»' });
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(user.accessToken) });
    expect(me.json().data.userType).toEqual({ name: 'noid' });
  });

  it('links the new client to a professional code, or refuses an unknown code on assign_to', async () => {
    const phone = uniquePhone();
    const unknown = await post('/v1/auth/register', registration({ phone, confirm_token: await verifyPhone(t, phone), assign_to: 'NOPE-1' }));
    expect(unknown.json().errors).toEqual({ assign_to: ['Код косметолога или дистрибьютора не найден'] });
    const user = await registerUser(t, { assign_to: 'pro-k7mx4-rd9tq' });
    const me = (await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(user.accessToken) })).json().data;
    expect(me).toMatchObject({ assignedCode: 'PRO-K7MX4-RD9TQ', userType: { name: 'authorised' }, role: 'authorized_user' });
  });
});

describe('access tokens', () => {
  it('refuses tokens signed with another key, expired, malformed or of another type with a localised 401', async () => {
    const { accessToken } = await signIn(t, 'regular@demo.procosmetics.ua');
    const claims = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString());
    const sign = (key: Uint8Array, exp: number, typ = 'access') =>
      new SignJWT({ typ, sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(claims.sub)
        .setIssuer(claims.iss)
        .setAudience(claims.aud)
        .setIssuedAt()
        .setExpirationTime(exp)
        .sign(key);
    const now = Math.floor(Date.now() / 1000);
    const me = (token: string, lang = 'ru') => t.app.inject({ url: '/api/v1/auth/me', headers: { ...bearer(token), 'x-localization': lang } });

    const otherKey = await me(await sign(new TextEncoder().encode('another-key-another-key-another-key'), now + 600));
    expect(otherKey.statusCode).toBe(401);
    expect(otherKey.json().message).toBe('Недействительный токен доступа');

    const expired = await me(await sign(serverKey(t.deps.config), now - 10), 'ua');
    expect(expired.statusCode).toBe(401);
    expect(expired.json().message).toBe('Термін дії сесії минув, увійдіть знову');

    const wrongType = await me(await sign(serverKey(t.deps.config), now + 600, 'refresh'));
    expect(wrongType.statusCode).toBe(401);

    for (const malformed of ['abc', 'a.b.c', `${accessToken}x`]) {
      expect((await me(malformed)).statusCode).toBe(401);
    }
    const notBearer = await t.app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Basic ${accessToken}` } });
    expect(notBearer.statusCode).toBe(401);
    expect(notBearer.json().message).toBe('Некорректный токен доступа');

    expect((await me(accessToken)).statusCode).toBe(200);
  });

  it('answers 401 to a guest on personal calls, and a bad token 401 on public calls too', async () => {
    expect((await t.app.inject({ url: '/api/v1/auth/me' })).json()).toEqual({ message: 'Необходимо войти в аккаунт' });
    expect((await t.app.inject({ url: '/api/v1/header_messages' })).statusCode).toBe(200);
    // A stale token makes the web refresh it, so that prices follow the user again.
    expect((await t.app.inject({ url: '/api/v1/header_messages', headers: bearer('a.b.c') })).statusCode).toBe(401);
    // Signing in with a stale token still works.
    const login = await post('/v1/auth/login', { email: 'regular@demo.procosmetics.ua', password: 'Demo12345!' }, bearer('a.b.c'));
    expect(login.statusCode).toBe(200);
  });
});

describe('password recovery', () => {
  it('answers the same for a known and an unknown e-mail, and writes a letter only for the known one', async () => {
    const user = await registerUser(t);
    const unknownEmail = uniqueEmail();
    const known = await post('/v1/auth/reset', { email: user.email });
    const unknown = await post('/v1/auth/reset', { email: unknownEmail });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    await waitForLetter(t, user.email);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(localMailer(t).lettersTo(unknownEmail)).toEqual([]);
  });

  it('refuses an expired link and a link used with another e-mail, keeping the password', async () => {
    const user = await registerUser(t);
    await post('/v1/auth/reset', { email: user.email });
    const [letter] = await waitForLetter(t, user.email);
    const token = new URLSearchParams(new URL(/https?:\/\/\S+/.exec(letter.text)![0]).hash.slice(1)).get('token')!;
    const other = await post('/v1/auth/restore', { token, email: uniqueEmail(), password: 'New-pass-123', password_confirmation: 'New-pass-123' });
    expect(other.statusCode).toBe(422);

    await t.deps.database.db.execute(sql`update password_reset_tokens set expires_at = now() - interval '1 minute' where user_id = ${user.id}`);
    const expired = await post('/v1/auth/restore', { token, email: user.email, password: 'New-pass-123', password_confirmation: 'New-pass-123' }, { 'x-localization': 'ua' });
    expect(expired.statusCode).toBe(422);
    expect(expired.json()).toEqual({
      message: 'Посилання для відновлення пароля недійсне або застаріле',
      errors: { token: ['Посилання для відновлення пароля недійсне або застаріле'] },
    });
    expect((await post('/v1/auth/login', { email: user.email, password: PASSWORD })).statusCode).toBe(200);
  });

  it('ends every session of the account on restore', async () => {
    const user = await registerUser(t);
    await post('/v1/auth/reset', { email: user.email });
    const [letter] = await waitForLetter(t, user.email);
    const token = new URLSearchParams(new URL(/https?:\/\/\S+/.exec(letter.text)![0]).hash.slice(1)).get('token')!;
    const restored = await post('/v1/auth/restore', { token, email: user.email, password: 'New-pass-123', password_confirmation: 'New-pass-123' });
    expect(restored.statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(user.accessToken) })).statusCode).toBe(401);
    expect((await post('/v1/auth/refresh', {}, { cookie: `refresh_token=${user.refreshToken}` })).statusCode).toBe(401);
  });

  it('limits recovery letters per e-mail with 429', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i++) expect((await post('/v1/auth/reset', { email })).statusCode).toBe(200);
    const limited = await post('/v1/auth/reset', { email });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeTruthy();
  });
});

describe('refresh and logout', () => {
  it('refuses a missing or unknown refresh cookie and clears it', async () => {
    const none = await post('/v1/auth/refresh', {});
    expect(none.statusCode).toBe(401);
    const unknown = await post('/v1/auth/refresh', {}, { cookie: 'refresh_token=aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa' });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.cookies.find((c) => c.name === 'refresh_token')?.value).toBe('');
  });

  it('refuses an expired refresh token', async () => {
    const user = await registerUser(t);
    await t.deps.database.db.execute(sql`update refresh_tokens set expires_at = now() - interval '1 second' where user_id = ${user.id}`);
    expect((await post('/v1/auth/refresh', {}, { cookie: `refresh_token=${user.refreshToken}` })).statusCode).toBe(401);
  });

  it('logs out with only the access token, and answers a guest logout calmly', async () => {
    const { accessToken } = await signIn(t, 'regular@demo.procosmetics.ua');
    expect((await post('/v1/auth/logout', {}, bearer(accessToken))).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(accessToken) })).statusCode).toBe(401);
    expect((await post('/v1/auth/logout', {})).json().data.message).toBe('Вы вышли из аккаунта');
  });
});

describe('what the database keeps', () => {
  it('stores passwords as argon2id and refresh and recovery tokens only as their hashes', async () => {
    const user = await registerUser(t);
    const { db } = t.deps.database;
    const [stored] = (await db.execute<{ password_hash: string }>(sql`select password_hash from users where id = ${user.id}`)).rows;
    expect(stored.password_hash).toMatch(/^\$argon2id\$/);
    expect(stored.password_hash).not.toContain(PASSWORD);

    // A leaked table gives no usable refresh token: only SHA-256 digests are kept.
    const refreshRows = (await db.execute<{ token_hash: string }>(sql`select token_hash from refresh_tokens where user_id = ${user.id}`)).rows;
    expect(refreshRows.map((r) => r.token_hash)).toEqual([hashToken(user.refreshToken)]);

    await post('/v1/auth/reset', { email: user.email });
    const [letter] = await waitForLetter(t, user.email);
    const token = new URLSearchParams(new URL(/https?:\/\/\S+/.exec(letter.text)![0]).hash.slice(1)).get('token')!;
    const resetRows = (await db.execute<{ token_hash: string }>(sql`select token_hash from password_reset_tokens where user_id = ${user.id}`)).rows;
    expect(resetRows.map((r) => r.token_hash)).toEqual([hashToken(token)]);
  });

  it('keeps only the newest recovery link usable', async () => {
    const user = await registerUser(t);
    // Each letter leaves after its answer: waiting for the first keeps the two in the order they were asked for.
    await post('/v1/auth/reset', { email: user.email });
    await waitForLetter(t, user.email, 1);
    await post('/v1/auth/reset', { email: user.email });
    const letters = await waitForLetter(t, user.email, 2);
    const [first, second] = letters.map((l) => new URLSearchParams(new URL(/https?:\/\/\S+/.exec(l.text)![0]).hash.slice(1)).get('token')!);
    const payload = { email: user.email, password: 'New-pass-123', password_confirmation: 'New-pass-123' };
    expect((await post('/v1/auth/restore', { ...payload, token: first })).statusCode).toBe(422);
    expect((await post('/v1/auth/login', { email: user.email, password: PASSWORD })).statusCode).toBe(200);
    expect((await post('/v1/auth/restore', { ...payload, token: second })).statusCode).toBe(200);
  });
});
