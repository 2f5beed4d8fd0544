import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import * as tokens from './opaque-tokens.ts';
import { MAX_SESSIONS_PER_USER } from './sessions.service.ts';
import {
  fromIp,
  PASSWORD,
  refreshCookieOf,
  registerUser,
  uniqueEmail,
  uniqueIp,
  uniquePhone,
  verifyPhone,
  waitForLetter,
} from './auth.test-support.ts';

// Counts the token work of each request: a reset must do the same for a known and an unknown e-mail.
vi.mock('./opaque-tokens.ts', async (importOriginal) => {
  const original = await importOriginal<typeof import('./opaque-tokens.ts')>();
  return { ...original, newOpaqueToken: vi.fn(original.newOpaqueToken), hashToken: vi.fn(original.hashToken) };
});

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 5 });
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers: { ...fromIp(uniqueIp()), ...headers } });

function registration(overrides: Record<string, unknown> = {}) {
  return {
    email: uniqueEmail(),
    phone: uniquePhone(),
    password: PASSWORD,
    password_confirmation: PASSWORD,
    name: 'Олена',
    second_name: 'Коваль',
    ...overrides,
  };
}

describe('registration before the phone is proven', () => {
  it('does not tell whether an e-mail or phone is registered', async () => {
    const existing = await registerUser(t);
    const taken = await post('/v1/auth/register', registration({ email: existing.email, phone: existing.phone, confirm_token: 'made-up-token' }));
    const free = await post('/v1/auth/register', registration({ confirm_token: 'made-up-token' }));
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toEqual(free.json());
    expect(taken.json().errors).toEqual({ confirm_token: ['Подтвердите номер телефона по SMS'] });
    const noToken = await post('/v1/auth/register', registration({ email: existing.email }));
    expect(noToken.statusCode).toBe(422);
    expect(Object.keys(noToken.json().errors)).toEqual(['confirm_token']);
  });

  it('limits attempts per proven phone, as a refused attempt keeps its confirm token', async () => {
    const existing = await registerUser(t);
    const phone = uniquePhone();
    const confirmToken = await verifyPhone(t, phone);
    for (let i = 0; i < 5; i++) {
      const res = await post('/v1/auth/register', registration({ email: i === 0 ? existing.email : uniqueEmail(), phone, confirm_token: confirmToken, assign_to: 'PRO-22222-22222' }));
      expect(res.statusCode).toBe(422);
    }
    const limited = await post('/v1/auth/register', registration({ phone, confirm_token: confirmToken }));
    expect(limited.statusCode).toBe(429);
  });
});

describe('password recovery', () => {
  it('answers alike and does the same token work for a known and an unknown e-mail', async () => {
    const user = await registerUser(t);
    const newToken = vi.mocked(tokens.newOpaqueToken);
    const hash = vi.mocked(tokens.hashToken);

    newToken.mockClear();
    hash.mockClear();
    const known = await post('/v1/auth/reset', { email: user.email });
    const knownWork = [newToken.mock.calls.length, hash.mock.calls.length];

    newToken.mockClear();
    hash.mockClear();
    const unknown = await post('/v1/auth/reset', { email: uniqueEmail() });
    const unknownWork = [newToken.mock.calls.length, hash.mock.calls.length];

    expect(known.statusCode).toBe(200);
    expect(known.body).toBe(unknown.body);
    expect(knownWork).toEqual([1, 1]);
    expect(unknownWork).toEqual(knownWork);
    // The link still reaches the owner, after the answer.
    await waitForLetter(t, user.email);
  });
});

describe('sessions', () => {
  it(`keeps at most ${MAX_SESSIONS_PER_USER} sessions per account, ending the oldest`, async () => {
    const user = await registerUser(t);
    const sessions = [user.refreshToken];
    for (let i = 0; i < MAX_SESSIONS_PER_USER + 1; i++) {
      const res = await post('/v1/auth/login', { email: user.email, password: PASSWORD });
      expect(res.statusCode).toBe(200);
      sessions.push(refreshCookieOf(res)!);
    }
    const refresh = (token: string) => post('/v1/auth/refresh', {}, { cookie: `refresh_token=${token}` });
    expect((await refresh(sessions[0])).statusCode).toBe(401);
    expect((await refresh(sessions[1])).statusCode).toBe(401);
    expect((await refresh(sessions[2])).statusCode).toBe(200);
    expect((await refresh(sessions.at(-1)!)).statusCode).toBe(200);
    const { rows } = await t.deps.database.db.execute<{ n: number }>(
      sql`select count(distinct family_id)::int as n from refresh_tokens where user_id = ${user.id} and revoked_at is null and replaced_by is null`,
    );
    expect(rows[0].n).toBe(MAX_SESSIONS_PER_USER);
  });

  it('deletes expired and long-dead refresh-token rows', async () => {
    const user = await registerUser(t);
    const { db } = t.deps.database;
    const count = async () => (await db.execute<{ n: number }>(sql`select count(*)::int as n from refresh_tokens where user_id = ${user.id}`)).rows[0].n;
    for (let i = 0; i < 3; i++) await post('/v1/auth/login', { email: user.email, password: PASSWORD });
    expect(await count()).toBe(4);
    await db.execute(sql`update refresh_tokens set expires_at = now() - interval '1 minute' where user_id = ${user.id}`);
    await post('/v1/auth/login', { email: user.email, password: PASSWORD });
    expect(await count()).toBe(1);

    // A revoked session is kept a day (a replay is still recognised), then deleted.
    await post('/v1/auth/logout', {}, { cookie: `refresh_token=${refreshCookieOf(await post('/v1/auth/login', { email: user.email, password: PASSWORD }))}` });
    expect(await count()).toBe(2);
    await db.execute(sql`update refresh_tokens set revoked_at = now() - interval '2 days' where user_id = ${user.id} and revoked_at is not null`);
    await post('/v1/auth/login', { email: user.email, password: PASSWORD });
    expect(await count()).toBe(2);
  });
});
