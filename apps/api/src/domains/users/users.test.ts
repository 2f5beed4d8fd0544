import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import {
  bearer,
  fromIp,
  PASSWORD,
  registerUser,
  signIn,
  uniqueEmail,
  uniqueIp,
  uniquePhone,
  verifyPhone,
  waitForLetter,
} from '../auth/auth.test-support.ts';
import { ID_CODE_ALPHABET, ID_CODE_BITS, ID_CODE_SHAPE, newIdCode } from './id-codes.ts';
import { insertUser, uniqueViolationField } from './users.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 5 });
});
afterAll(() => t?.close());

const me = async (token: string, lang = 'ru') => {
  const res = await t.app.inject({ url: '/api/v1/auth/me', headers: { ...bearer(token), 'x-localization': lang } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data;
};
const putUser = (token: string, payload: object, lang = 'ru', ip = uniqueIp()) =>
  t.app.inject({ method: 'PUT', url: '/api/v1/user', payload, headers: { ...bearer(token), ...fromIp(ip), 'x-localization': lang } });

describe('demo accounts and auth/me', () => {
  it('shows each kind of user as SPEC §3 names it', async () => {
    const professional = await me((await signIn(t, 'professional@demo.procosmetics.ua')).accessToken);
    expect(professional).toMatchObject({
      userType: { name: 'professional' },
      role: 'professional',
      code: 'PRO-K7MX4-RD9TQ',
      individualDiscount: 7,
      canUseBonuses: true,
      bonusAmount: 350,
      isManager: false,
      admin: null,
    });

    const distributor = await me((await signIn(t, 'distributor@demo.procosmetics.ua')).accessToken);
    expect(distributor).toMatchObject({ userType: { name: 'distributor' }, role: 'distributor', code: 'DIS-H3WP8-NCV6A', individualDiscount: null });

    const manager = await me((await signIn(t, 'manager@demo.procosmetics.ua')).accessToken);
    expect(manager).toMatchObject({ userType: { name: 'distributor' }, isManager: true, distributorId: distributor.id, individualDiscount: null });

    const authorised = await me((await signIn(t, 'authorised@demo.procosmetics.ua')).accessToken);
    expect(authorised).toMatchObject({ userType: { name: 'authorised' }, role: 'authorized_user', assignedCode: 'PRO-K7MX4-RD9TQ', tempDiscount: true });

    expect(await me((await signIn(t, 'noid@demo.procosmetics.ua')).accessToken)).toMatchObject({ userType: { name: 'noid' } });
    expect(await me((await signIn(t, 'regular@demo.procosmetics.ua')).accessToken)).toMatchObject({
      userType: { name: 'regular' },
      role: 'unauthorized_user',
    });
  });

  it('gives staff the admin bar data, in the language asked', async () => {
    const staff = await me((await signIn(t, 'staff@demo.procosmetics.ua')).accessToken, 'ua');
    expect(staff.canSeeAdminHeader).toBe(true);
    // The back office on the shop's own origin: the dashboard, then its main screens.
    expect(staff.admin.adminHome).toEqual({ url: 'http://localhost:3000/admin/', title: 'Адмін-панель' });
    expect(staff.admin.links.length).toBeGreaterThan(0);
    for (const link of staff.admin.links) expect(link.url.startsWith('http://localhost:3000/admin/')).toBe(true);
  });

  it('links the back office when ADMIN_URL names one', async () => {
    const { adminData } = await import('./admin-links.ts');
    const admin = adminData('https://admin.example/', 'http://localhost:3000', 'ru');
    expect(admin.adminHome).toEqual({ url: 'https://admin.example/', title: 'Админ-панель' });
    for (const link of admin.links) expect(link.url.startsWith('https://admin.example/')).toBe(true);
  });

  it('are all listed in the README, with the password they have', async () => {
    const readme = fs.readFileSync(path.join(ROOT_DIR, 'README.md'), 'utf8');
    const rows = await t.deps.database.db.execute<{ email: string }>(sql`select email from users where email like '%@demo.procosmetics.ua'`);
    expect(rows.rows.length).toBeGreaterThanOrEqual(7);
    for (const { email } of rows.rows) expect(readme, email).toContain(email);
    expect(readme).toContain('Demo12345!');
  });
});

describe('PUT /user', () => {
  it('changes name, surname and city, validating them like the forms', async () => {
    const user = await registerUser(t);
    const bad = await putUser(user.accessToken, { name: 'Ол', city: 'x'.repeat(121), unknown: 1 }, 'ua');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toEqual({
      name: ['Мінімальна довжина — 3 символи'],
      city: ['Максимальна довжина — 120 символів'],
      unknown: ['Невідоме поле'],
    });
    const ok = await putUser(user.accessToken, { name: 'Оксана', second_name: 'Петренко', city: 'Харків' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json().data).toMatchObject({ name: 'Оксана', secondName: 'Петренко', city: 'Харків' });
    expect(await me(user.accessToken)).toMatchObject({ name: 'Оксана', city: 'Харків' });
  });

  it('links to a professional code with assign_to (case-insensitive), refuses unknown or own codes, unlinks with null', async () => {
    const user = await registerUser(t);
    const unknown = await putUser(user.accessToken, { assign_to: 'NOPE-7' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors).toEqual({ assign_to: ['Код косметолога или дистрибьютора не найден'] });
    const linked = await putUser(user.accessToken, { assign_to: 'dis-h3wp8-ncv6a' });
    expect(linked.json().data).toMatchObject({ assignedCode: 'DIS-H3WP8-NCV6A', userType: { name: 'authorised' } });
    expect((await putUser(user.accessToken, { assign_to: null })).json().data.assignedCode).toBeNull();

    const professional = await signIn(t, 'professional@demo.procosmetics.ua');
    const own = await putUser(professional.accessToken, { assign_to: 'PRO-K7MX4-RD9TQ' }, 'ua');
    expect(own.json().errors).toEqual({ assign_to: ['Не можна прив’язатися до власного коду'] });
  });

  it('changes the e-mail only with the current password and once the new address follows its link', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    const newEmail = uniqueEmail('moved');
    const noPassword = await putUser(user.accessToken, { email: newEmail });
    expect(noPassword.json().errors).toEqual({ current_password: ['Введите текущий пароль'] });
    const wrongPassword = await putUser(user.accessToken, { email: newEmail, current_password: 'Wrong-pass-1' });
    expect(wrongPassword.json().errors).toEqual({ current_password: ['Неверный текущий пароль'] });

    // A taken address and a free one get the same answer, and neither changes anything yet.
    const taken = await putUser(user.accessToken, { email: other.email.toUpperCase(), current_password: PASSWORD });
    const free = await putUser(user.accessToken, { email: newEmail, current_password: PASSWORD });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(free.statusCode, free.body).toBe(200);
    expect(taken.json().data.email).toBe(user.email);
    expect(free.json().data).toEqual(taken.json().data);
    expect((await me(user.accessToken)).email).toBe(user.email);
    const [letter] = await waitForLetter(t, newEmail);
    expect(letter.subject).toBe('Подтверждение e-mail');
    // The owner of the taken address is asked too, and can refuse only by ignoring it.
    await waitForLetter(t, other.email);

    const token = new URLSearchParams(/#(modal=confirm-email[^\s"]*)/.exec(letter.text)![1]).get('token')!;
    const confirm = () => t.app.inject({ method: 'POST', url: '/api/v1/auth/confirm-email', payload: { token }, headers: fromIp(uniqueIp()) });
    const confirmed = await confirm();
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.message).toBe(`E-mail изменён на ${newEmail}`);
    expect((await me(user.accessToken)).email).toBe(newEmail);
    // The link works once.
    const again = await confirm();
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.token).toEqual(['Ссылка для подтверждения e-mail недействительна или устарела']);
  });

  it('refuses, when its link is followed, an e-mail that became someone else’s meanwhile', async () => {
    const user = await registerUser(t);
    const wanted = uniqueEmail('race');
    expect((await putUser(user.accessToken, { email: wanted, current_password: PASSWORD })).statusCode).toBe(200);
    const [letter] = await waitForLetter(t, wanted);
    const token = new URLSearchParams(/#(modal=confirm-email[^\s"]*)/.exec(letter.text)![1]).get('token')!;
    await registerUser(t, { email: wanted });
    const late = await t.app.inject({ method: 'POST', url: '/api/v1/auth/confirm-email', payload: { token }, headers: { ...fromIp(uniqueIp()), 'x-localization': 'ua' } });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors).toEqual({ email: ['Цей e-mail вже зареєстровано'] });
    expect((await me(user.accessToken)).email).toBe(user.email);
  });

  it('limits e-mail changes per account and per address, so they cannot mail strangers over and over', async () => {
    const user = await registerUser(t);
    const other = await registerUser(t);
    for (let i = 0; i < 5; i++) {
      const res = await putUser(user.accessToken, { email: i === 0 ? other.email : uniqueEmail(), current_password: 'Wrong-pass-1' });
      expect(res.statusCode).toBe(422);
    }
    const limited = await putUser(user.accessToken, { email: other.email, current_password: PASSWORD });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().errors).toBeUndefined();
    expect(limited.headers['retry-after']).toBeTruthy();

    // From one address, across accounts.
    const ip = uniqueIp();
    const accounts = await Promise.all([1, 2, 3, 4, 5].map(() => registerUser(t)));
    const answers = [];
    for (const account of accounts) {
      for (let i = 0; i < 4; i++) answers.push((await putUser(account.accessToken, { email: uniqueEmail(), current_password: 'Wrong-pass-1' }, 'ru', ip)).statusCode);
    }
    expect(answers.every((status) => status === 422)).toBe(true);
    const fromSameIp = await registerUser(t);
    expect((await putUser(fromSameIp.accessToken, { email: other.email, current_password: PASSWORD }, 'ru', ip)).statusCode).toBe(429);
  });

  it('limits assign_to attempts per account and per address, right or wrong', async () => {
    const user = await registerUser(t);
    for (let i = 0; i < 10; i++) {
      expect((await putUser(user.accessToken, { assign_to: newIdCode('professional') })).statusCode).toBe(422);
    }
    expect((await putUser(user.accessToken, { assign_to: 'PRO-K7MX4-RD9TQ' })).statusCode).toBe(429);

    const ip = uniqueIp();
    const guessers = await Promise.all([1, 2].map(() => registerUser(t)));
    for (const guesser of guessers) {
      for (let i = 0; i < 10; i++) await putUser(guesser.accessToken, { assign_to: newIdCode('distributor') }, 'ru', ip);
    }
    const third = await registerUser(t);
    expect((await putUser(third.accessToken, { assign_to: 'PRO-K7MX4-RD9TQ' }, 'ru', ip)).statusCode).toBe(429);
    expect((await putUser(third.accessToken, { assign_to: 'PRO-K7MX4-RD9TQ' })).statusCode).toBe(200);
  });

  it('changes the phone only with the confirm token of the new phone', async () => {
    const user = await registerUser(t);
    const phone = uniquePhone();
    const without = await putUser(user.accessToken, { phone });
    expect(without.json().errors).toEqual({ confirm_token: ['Подтвердите номер телефона по SMS'] });
    const confirmToken = await verifyPhone(t, phone);
    const changed = await putUser(user.accessToken, { phone, confirm_token: confirmToken });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.phone).toBe(phone);
  });

  it('is for signed-in users only', async () => {
    const res = await t.app.inject({ method: 'PUT', url: '/api/v1/user', payload: { name: 'Гість' } });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /user/password-change', () => {
  it('needs the right current password and matching confirmation', async () => {
    const user = await registerUser(t);
    const change = (payload: object) =>
      t.app.inject({ method: 'POST', url: '/api/v1/user/password-change', payload, headers: bearer(user.accessToken) });
    const mismatch = await change({ current_password: PASSWORD, password: 'New-pass-123', password_confirmation: 'New-pass-124' });
    expect(mismatch.json().errors).toEqual({ password_confirmation: ['Пароли не совпадают'] });
    const wrong = await change({ current_password: 'Wrong-pass-1', password: 'New-pass-123', password_confirmation: 'New-pass-123' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['Неверный текущий пароль'] });
  });

  it('ends the other sessions, keeps this one, and tells the owner by e-mail', async () => {
    const user = await registerUser(t);
    const otherBrowser = await signIn(t, user.email, PASSWORD);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/password-change',
      payload: { current_password: PASSWORD, password: 'New-pass-123', password_confirmation: 'New-pass-123' },
      headers: { ...bearer(user.accessToken), 'x-localization': 'ua' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.message).toBe('Пароль змінено');
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(user.accessToken) })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(otherBrowser.accessToken) })).statusCode).toBe(401);
    const refresh = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: { cookie: `refresh_token=${otherBrowser.refreshToken}` },
    });
    expect(refresh.statusCode).toBe(401);
    const letters = await waitForLetter(t, user.email);
    expect(letters.at(-1)!.subject).toBe('Пароль змінено');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: user.email, password: 'New-pass-123' },
      headers: fromIp(uniqueIp()),
    });
    expect(login.statusCode).toBe(200);
  });
});

describe('GET /user/addresses', () => {
  it('lists the addresses of the caller only', async () => {
    const regular = await signIn(t, 'regular@demo.procosmetics.ua');
    const own = await t.app.inject({ url: '/api/v1/user/addresses', headers: bearer(regular.accessToken) });
    expect(own.statusCode).toBe(200);
    expect(own.json().data.length).toBe(2);
    expect(own.json().data[0]).toMatchObject({ town: 'Київ', guid: null });

    const stranger = await registerUser(t);
    const theirs = await t.app.inject({ url: '/api/v1/user/addresses', headers: bearer(stranger.accessToken) });
    expect(theirs.json().data).toEqual([]);
    expect((await t.app.inject({ url: '/api/v1/user/addresses' })).statusCode).toBe(401);
  });
});

describe('the database as the last word on uniqueness', () => {
  it('refuses a second account with the same e-mail in any case or the same phone, naming the field', async () => {
    const user = await registerUser(t);
    const { db } = t.deps.database;
    const fieldOf = async (values: Parameters<typeof insertUser>[1]) => {
      try {
        await insertUser(db, values);
        return 'inserted';
      } catch (error) {
        return uniqueViolationField(error);
      }
    };
    expect(await fieldOf({ name: 'Двійник', email: user.email.toUpperCase() })).toBe('email');
    expect(await fieldOf({ name: 'Двійник', email: uniqueEmail(), phone: user.phone })).toBe('phone');
    expect(await fieldOf({ name: 'Двійник', email: uniqueEmail(), code: 'PRO-K7MX4-RD9TQ' })).toBe('code');
  });
});

describe('one user never reaches another user’s data', () => {
  it('acts on the token’s owner whatever the request says', async () => {
    const alice = await registerUser(t);
    const bob = await registerUser(t);
    // An id in the body is not a field of the profile: refused, nothing changes.
    const sneaky = await putUser(bob.accessToken, { id: alice.id, name: 'Злодій' });
    expect(sneaky.statusCode).toBe(422);
    await putUser(bob.accessToken, { name: 'Богдан' });
    expect((await me(alice.accessToken)).name).toBe('Олена');
    expect((await me(bob.accessToken)).name).toBe('Богдан');
    // Bob's password change does not touch Alice's sessions.
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/password-change',
      payload: { current_password: PASSWORD, password: 'New-pass-123', password_confirmation: 'New-pass-123' },
      headers: bearer(bob.accessToken),
    });
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(alice.accessToken) })).statusCode).toBe(200);
  });

  it('answers every personal call with the caller’s own data only', async () => {
    // Alice is the demo client with saved addresses and favourites; Bob is new.
    const aliceEmail = 'regular@demo.procosmetics.ua';
    const alice = await signIn(t, aliceEmail);
    const bob = await registerUser(t);
    const as = (token: string, method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
      t.app.inject({ method, url: `/api${url}`, headers: bearer(token), ...(payload ? { payload } : {}) });

    const aliceFavourites = (await as(alice.accessToken, 'GET', '/v1/favorites')).json().data as Array<{ productId: number }>;
    expect(aliceFavourites.length).toBeGreaterThan(0);
    expect((await as(bob.accessToken, 'GET', '/v1/favorites')).json().data).toEqual([]);
    expect((await as(bob.accessToken, 'GET', '/v1/user/addresses')).json().data).toEqual([]);
    expect((await me(bob.accessToken)).email).toBe(bob.email);

    // Bob removing Alice's product ids touches only his own list.
    for (const { productId } of aliceFavourites) await as(bob.accessToken, 'DELETE', `/v1/favorites/${productId}`);
    expect((await as(alice.accessToken, 'GET', '/v1/favorites')).json().data).toEqual(aliceFavourites);

    // Alice's password does not let Bob change his, and Alice keeps hers.
    const change = await as(bob.accessToken, 'POST', '/v1/user/password-change', {
      current_password: 'Demo12345!',
      password: 'New-pass-123',
      password_confirmation: 'New-pass-123',
    });
    expect(change.statusCode).toBe(422);
    const login = (email: string, password: string) =>
      t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: fromIp(uniqueIp()), payload: { email, password } });
    expect((await login(aliceEmail, 'Demo12345!')).statusCode).toBe(200);
    expect((await login(bob.email, PASSWORD)).statusCode).toBe(200);

    // Bob signing out ends his session, not Alice's.
    expect((await as(bob.accessToken, 'POST', '/v1/auth/logout', {})).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(bob.accessToken) })).statusCode).toBe(401);
    expect((await me(alice.accessToken)).email).toBe(aliceEmail);
  });
});

describe('ID codes', () => {
  it('are random, unguessable and in a readable alphabet, the demo accounts\' too', async () => {
    const codes = Array.from({ length: 2000 }, () => newIdCode('professional'));
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(ID_CODE_SHAPE);
    expect(ID_CODE_BITS).toBeGreaterThanOrEqual(40);
    expect(ID_CODE_ALPHABET).not.toMatch(/[01OILU]/);
    // Every character of the alphabet turns up in every place: no position is fixed or sequential.
    for (let position = 4; position < codes[0].length; position++) {
      if (codes[0][position] === '-') continue;
      expect(new Set(codes.map((c) => c[position])).size).toBe(ID_CODE_ALPHABET.length);
    }
    expect(newIdCode('distributor')).toMatch(/^DIS-/);

    const { rows } = await t.deps.database.db.execute<{ code: string }>(sql`select code from users where code is not null`);
    expect(rows.length).toBeGreaterThan(0);
    for (const { code } of rows) expect(code).toMatch(ID_CODE_SHAPE);
  });
});
