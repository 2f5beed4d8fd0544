import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { PASSWORD, bearer, fromIp, registerUser, signIn, uniqueEmail, uniqueIp } from '../auth/auth.test-support.ts';
import { findUserById, updateUser } from '../users/users.public.ts';

let t: TestApp;
/** A distributor of this file alone, and a second one whose managers the first must never reach. */
let own: { id: number; token: string };
let other: { id: number; token: string };
const tokens: Record<'regular' | 'professional' | 'manager' | 'staff', string> = {} as never;

async function distributorOfThisFile(): Promise<{ id: number; token: string }> {
  const user = await registerUser(t);
  await updateUser(t.deps.database.db, user.id, { userType: 'distributor' });
  return { id: user.id, token: (await signIn(t, user.email, PASSWORD)).accessToken };
}

beforeAll(async () => {
  t = await createTestApp({ products: 6 });
  own = await distributorOfThisFile();
  other = await distributorOfThisFile();
  for (const who of Object.keys({ regular: 0, professional: 0, manager: 0, staff: 0 }) as (keyof typeof tokens)[]) {
    tokens[who] = (await signIn(t, `${who}@demo.procosmetics.ua`)).accessToken;
  }
});
afterAll(() => t?.close());

type Call = { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object };
const call = (token: string | null, { method, url, payload }: Call, lang = 'ru') =>
  t.app.inject({ method, url: `/api/v1${url}`, payload, headers: { ...(token ? bearer(token) : {}), 'x-localization': lang } });

const newManager = (extra: Record<string, unknown> = {}) => ({ first_name: 'Ольга', last_name: 'Петренко', email: uniqueEmail('manager'), password: 'Manager-pass-1', ...extra });

async function create(token: string, payload = newManager()) {
  const res = await call(token, { method: 'POST', url: '/distributor/managers', payload });
  expect(res.statusCode, res.body).toBe(201);
  return { ...res.json().data, password: payload.password } as { id: number; email: string; status: string; password: string };
}

function login(email: string, password: string) {
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/login', headers: fromIp(uniqueIp()), payload: { email, password } });
}

describe('a distributor manages its managers', () => {
  it('creates, lists with paging, edits, deactivates, activates and deletes a manager', async () => {
    const payload = newManager();
    const created = await create(own.token, payload);
    expect(created).toMatchObject({ status: 'active', first_name: 'Ольга', last_name: 'Петренко', email: payload.email });
    const row = await findUserById(t.deps.database.db, created.id);
    expect(row).toMatchObject({ isManager: true, distributorId: own.id, userType: 'distributor' });
    expect(row?.passwordHash).not.toBe(payload.password);

    for (let i = 0; i < 10; i++) await create(own.token);
    const first = await call(own.token, { method: 'GET', url: '/distributor/managers' });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.headers['cache-control']).toBe('private, no-store');
    expect(first.json().meta).toMatchObject({ current_page: 1, last_page: 2, per_page: 10, total: 11 });
    expect(first.json().data[0].id).toBe(created.id);
    expect(first.json().links.next).toContain('page=2');
    const second = await call(own.token, { method: 'GET', url: '/distributor/managers?page=2' });
    expect(second.json().data).toHaveLength(1);

    const edited = await call(own.token, { method: 'PUT', url: `/distributor/managers/${created.id}`, payload: { first_name: 'Олена', last_name: 'Сидоренко', email: payload.email } });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ first_name: 'Олена', last_name: 'Сидоренко' });
    expect((await login(payload.email, payload.password)).statusCode).toBe(200);

    const off = await call(own.token, { method: 'POST', url: `/distributor/managers/${created.id}/deactivate` });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().data.status).toBe('inactive');
    const on = await call(own.token, { method: 'POST', url: `/distributor/managers/${created.id}/activate` });
    expect(on.json().data.status).toBe('active');

    const gone = await call(own.token, { method: 'DELETE', url: `/distributor/managers/${created.id}` });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(await findUserById(t.deps.database.db, created.id)).toBeUndefined();
    expect((await call(own.token, { method: 'DELETE', url: `/distributor/managers/${created.id}` })).statusCode).toBe(404);
  });

  it('answers bad fields with 422 and one localised message per field, and writes nothing', async () => {
    const before = (await call(own.token, { method: 'GET', url: '/distributor/managers' })).json().meta.total;
    const bad = { first_name: '', last_name: 'x'.repeat(256), email: 'not-an-email', password: 'short' };
    const ru = await call(own.token, { method: 'POST', url: '/distributor/managers', payload: bad }, 'ru');
    const ua = await call(own.token, { method: 'POST', url: '/distributor/managers', payload: bad }, 'ua');
    for (const res of [ru, ua]) {
      expect(res.statusCode, res.body).toBe(422);
      expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'first_name', 'last_name', 'password']);
    }
    expect(ru.json().errors.password[0]).not.toBe(ua.json().errors.password[0]);
    const long = await call(own.token, { method: 'POST', url: '/distributor/managers', payload: newManager({ email: `${'a'.repeat(116)}@x.ua`, password: 'p'.repeat(121) }) });
    expect(long.statusCode).toBe(422);
    expect(Object.keys(long.json().errors).sort()).toEqual(['email', 'password']);

    const taken = await call(own.token, { method: 'POST', url: '/distributor/managers', payload: newManager({ email: 'REGULAR@demo.procosmetics.ua' }) }, 'ua');
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors.email).toEqual(['Цей e-mail вже зареєстровано']);
    expect((await call(own.token, { method: 'GET', url: '/distributor/managers' })).json().meta.total).toBe(before);

    const created = await create(own.token);
    const clash = await call(own.token, { method: 'PUT', url: `/distributor/managers/${created.id}`, payload: { first_name: 'А', last_name: 'Б', email: 'regular@demo.procosmetics.ua' } });
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.email).toHaveLength(1);
    const wrongStatus = await call(own.token, { method: 'POST', url: `/distributor/managers/${created.id}/suspend` });
    // A path segment that is no status is not a form error: 400, as every bad path parameter.
    expect(wrongStatus.statusCode).toBe(400);
    expect((await findUserById(t.deps.database.db, created.id))?.status).toBe('active');
  });
});

describe('who may manage managers', () => {
  it('never lets a distributor see or touch another distributor’s managers (404), and changes nothing', async () => {
    const theirs = await create(other.token);
    const list = await call(own.token, { method: 'GET', url: '/distributor/managers?per_page=50' });
    expect(list.json().data.map((m: { id: number }) => m.id)).not.toContain(theirs.id);
    for (const attempt of [
      { method: 'PUT', url: `/distributor/managers/${theirs.id}`, payload: { first_name: 'Х', last_name: 'Х', email: uniqueEmail() } },
      { method: 'DELETE', url: `/distributor/managers/${theirs.id}` },
      { method: 'POST', url: `/distributor/managers/${theirs.id}/deactivate` },
      // An account that is not a manager at all, and the distributor itself, are not managers either.
      { method: 'POST', url: `/distributor/managers/${other.id}/deactivate` },
      { method: 'DELETE', url: `/distributor/managers/${own.id}` },
    ] as Call[]) {
      expect((await call(own.token, attempt)).statusCode).toBe(404);
    }
    expect(await findUserById(t.deps.database.db, theirs.id)).toMatchObject({ status: 'active', name: 'Ольга', email: theirs.email });
    expect((await findUserById(t.deps.database.db, other.id))?.status).toBe('active');
  });

  it('answers guests 401 and every other role 403, the distributor’s own managers included', async () => {
    const target = await create(own.token);
    const managerOfOwn = await create(own.token);
    const managerToken = (await signIn(t, managerOfOwn.email, managerOfOwn.password)).accessToken;
    const calls: Call[] = [
      { method: 'GET', url: '/distributor/managers' },
      { method: 'POST', url: '/distributor/managers', payload: newManager() },
      { method: 'PUT', url: `/distributor/managers/${target.id}`, payload: { first_name: 'Х', last_name: 'Х', email: uniqueEmail() } },
      { method: 'DELETE', url: `/distributor/managers/${target.id}` },
      { method: 'POST', url: `/distributor/managers/${target.id}/deactivate` },
    ];
    for (const c of calls) {
      expect((await call(null, c)).statusCode).toBe(401);
      for (const token of [...Object.values(tokens), managerToken]) expect((await call(token, c)).statusCode, `${c.method} ${c.url}`).toBe(403);
    }
    expect(await findUserById(t.deps.database.db, target.id)).toMatchObject({ status: 'active', name: 'Ольга' });
  });
});

describe('a manager acts for its distributor', () => {
  it('sees the distributor’s prices', async () => {
    const m = await create(own.token);
    const managerToken = (await signIn(t, m.email, m.password)).accessToken;
    const prices = async (token: string | null) => {
      const res = await call(token, { method: 'GET', url: '/catalog/products?per_page=6' });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data.map((p: { id: number; minPrice: number }) => [p.id, p.minPrice]);
    };
    const distributorPrices = await prices(own.token);
    expect(await prices(managerToken)).toEqual(distributorPrices);
    expect(await prices(null)).not.toEqual(distributorPrices);
  });

  it('sees the distributor’s orders in its profile', async () => {
    const m = await create(own.token);
    const managerToken = (await signIn(t, m.email, m.password)).accessToken;
    const mine = await call(own.token, { method: 'GET', url: '/orders' });
    const theirs = await call(managerToken, { method: 'GET', url: '/orders' });
    expect(theirs.statusCode, theirs.body).toBe(200);
    expect(theirs.json().meta.total).toBe(mine.json().meta.total);
  });

  it('cannot sign in once deactivated, and its existing tokens stop working at once', async () => {
    const m = await create(own.token);
    const session = await signIn(t, m.email, m.password);
    expect((await call(session.accessToken, { method: 'GET', url: '/auth/me' })).statusCode).toBe(200);
    expect((await call(own.token, { method: 'POST', url: `/distributor/managers/${m.id}/deactivate` })).statusCode).toBe(200);
    expect((await call(session.accessToken, { method: 'GET', url: '/auth/me' })).statusCode).toBe(401);
    const refresh = await t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', cookies: { refresh_token: session.refreshToken } });
    expect(refresh.statusCode).not.toBe(200);
    const again = await login(m.email, m.password);
    expect(again.statusCode).toBe(403);
    expect(again.json().data?.accessToken).toBeUndefined();
    // Activated again, it signs in; the old token stays ended.
    await call(own.token, { method: 'POST', url: `/distributor/managers/${m.id}/activate` });
    expect((await login(m.email, m.password)).statusCode).toBe(200);
    expect((await call(session.accessToken, { method: 'GET', url: '/auth/me' })).statusCode).toBe(401);
  });

  it('loses its sessions when deleted', async () => {
    const m = await create(own.token);
    const session = await signIn(t, m.email, m.password);
    expect((await call(own.token, { method: 'DELETE', url: `/distributor/managers/${m.id}` })).statusCode).toBe(200);
    expect((await call(session.accessToken, { method: 'GET', url: '/auth/me' })).statusCode).toBe(401);
    expect((await login(m.email, m.password)).statusCode).not.toBe(200);
  });
});
