import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, fromIp, refreshCookieOf, registerUser, uniqueIp } from './auth.test-support.ts';
import { REFRESH_GRACE_S } from './sessions.service.ts';

/**
 * Refresh grace: a refresh retried (or raced) with the same cookie gets the same successor back for
 * a short while after the rotation; after that window, the old token is a reuse and ends the family.
 * Runs on PGlite by default and on PostgreSQL when TEST_DATABASE_URL is set.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 5 });
});
afterAll(() => t?.close());
afterEach(() => {
  vi.useRealTimers();
});

const refresh = (token: string, ip = uniqueIp()) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/refresh', headers: { ...fromIp(ip), cookie: `refresh_token=${token}` } });
const me = (accessToken: string) => t.app.inject({ url: '/api/v1/auth/me', headers: bearer(accessToken) });

async function liveTokens(userId: number): Promise<number> {
  const { rows } = await t.deps.database.db.execute<{ n: number }>(
    sql`select count(*)::int as n from refresh_tokens where user_id = ${userId} and revoked_at is null and replaced_by is null`,
  );
  return rows[0].n;
}

describe('refresh grace', () => {
  it('gives three refreshes sent together with one cookie the same successor, which refreshes again', async () => {
    const user = await registerUser(t);
    const answers = await Promise.all([refresh(user.refreshToken), refresh(user.refreshToken), refresh(user.refreshToken)]);
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(200);
    const successors = new Set(answers.map((a) => refreshCookieOf(a)));
    expect(successors.size).toBe(1);
    const [successor] = successors;
    expect(successor).toBeTruthy();
    expect(successor).not.toBe(user.refreshToken);
    // One current token for the family, and every access token handed out works.
    expect(await liveTokens(user.id)).toBe(1);
    for (const answer of answers) expect((await me(answer.json().data.accessToken)).statusCode).toBe(200);

    const next = await refresh(successor!);
    expect(next.statusCode, next.body).toBe(200);
    expect(refreshCookieOf(next)).not.toBe(successor);
    expect((await me(next.json().data.accessToken)).statusCode).toBe(200);
  });

  it('answers a retry within the window with the same session and a fresh access token', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = await registerUser(t);
    const first = await refresh(user.refreshToken);
    expect(first.statusCode, first.body).toBe(200);
    // The answer was "lost": the client retries with the old cookie a while later.
    vi.setSystemTime(Date.now() + (REFRESH_GRACE_S - 2) * 1000);
    const retried = await refresh(user.refreshToken);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(refreshCookieOf(retried)).toBe(refreshCookieOf(first));
    expect(retried.json().data.accessToken).not.toBe(first.json().data.accessToken);
    expect((await me(retried.json().data.accessToken)).statusCode).toBe(200);
    expect(await liveTokens(user.id)).toBe(1);
    // The successor keeps working.
    expect((await refresh(refreshCookieOf(retried)!)).statusCode).toBe(200);
  });

  it('still ends the whole family when the old token comes back after the window', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const user = await registerUser(t);
    const first = await refresh(user.refreshToken);
    expect(first.statusCode, first.body).toBe(200);
    const successor = refreshCookieOf(first)!;
    const access = first.json().data.accessToken as string;

    vi.setSystemTime(Date.now() + (REFRESH_GRACE_S + 1) * 1000);
    const replay = await refresh(user.refreshToken);
    expect(replay.statusCode).toBe(401);
    expect(replay.json().message).toBe('Сессия истекла, войдите снова');
    expect(refreshCookieOf(replay)).toBe('');
    // Neither copy works any more, nor the access token of the family.
    expect((await refresh(successor)).statusCode).toBe(401);
    expect((await me(access)).statusCode).toBe(401);
    expect(await liveTokens(user.id)).toBe(0);
  });

  it('treats an old token as a reuse once its successor was spent, even inside the window', async () => {
    const user = await registerUser(t);
    const first = await refresh(user.refreshToken);
    const second = await refresh(refreshCookieOf(first)!);
    expect(second.statusCode, second.body).toBe(200);
    expect((await refresh(user.refreshToken)).statusCode).toBe(401);
    expect((await refresh(refreshCookieOf(second)!)).statusCode).toBe(401);
  });

  it("never hands one user's successor to another user's cookie", async () => {
    const alice = await registerUser(t);
    const bob = await registerUser(t);
    const [a, b] = await Promise.all([refresh(alice.refreshToken), refresh(bob.refreshToken)]);
    expect(a.statusCode).toBe(200);
    expect(b.statusCode).toBe(200);
    expect(refreshCookieOf(a)).not.toBe(refreshCookieOf(b));
    expect((await me(a.json().data.accessToken)).json().data.id).toBe(alice.id);
    expect((await me(b.json().data.accessToken)).json().data.id).toBe(bob.id);
    // A repeat of Alice's cookie still answers with Alice's session only.
    const again = await refresh(alice.refreshToken);
    expect(refreshCookieOf(again)).toBe(refreshCookieOf(a));
    expect((await me(again.json().data.accessToken)).json().data.id).toBe(alice.id);
  });

  it('keeps only the hash of the successor in the database', async () => {
    const user = await registerUser(t);
    const first = await refresh(user.refreshToken);
    const { rows } = await t.deps.database.db.execute<{ token_hash: string }>(sql`select token_hash from refresh_tokens where user_id = ${user.id}`);
    const stored = JSON.stringify(rows);
    expect(stored).not.toContain(refreshCookieOf(first)!);
    expect(stored).not.toContain(user.refreshToken);
  });
});
