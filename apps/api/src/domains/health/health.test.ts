import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { markDraining } from '../../core/readiness.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

/** Liveness and readiness (issue 31): the proxy takes an instance out of rotation on readiness alone. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 1 });
});
afterAll(() => t?.close());

const ready = () => t.app.inject({ url: '/api/health/ready' });

/** Makes the database's next calls behave as `fake` does, for one check. */
async function withDatabase<T>(fake: () => Promise<unknown>, check: () => Promise<T>): Promise<T> {
  const db = t.deps.database.db as unknown as { execute: (...args: unknown[]) => Promise<unknown> };
  const original = db.execute;
  db.execute = fake;
  try {
    return await check();
  } finally {
    db.execute = original;
  }
}

describe('readiness', () => {
  it('is ready while the database answers, and never cached', async () => {
    const res = await ready();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ready' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('says 503 within about 2 s when the database hangs, and when it fails; liveness stays 200', async () => {
    const started = performance.now();
    const hung = await withDatabase(() => new Promise(() => {}), ready);
    expect(hung.statusCode).toBe(503);
    expect(hung.json().message).toBe('Not ready: the database does not answer');
    expect(hung.headers['retry-after']).toBe('1');
    expect(performance.now() - started).toBeLessThan(3_000);

    const failed = await withDatabase(() => Promise.reject(new Error('connection refused')), ready);
    expect(failed.statusCode).toBe(503);
    expect((await withDatabase(() => Promise.reject(new Error('down')), () => t.app.inject({ url: '/api/health/live' }))).statusCode).toBe(200);
    expect((await ready()).statusCode).toBe(200);
  });

  it('answers 503 with Retry-After, not 500, while the database refuses connections', async () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' });
    const res = await withDatabase(() => Promise.reject(refused), () => t.app.inject({ url: '/api/health', headers: { 'x-localization': 'ua' } }));
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('2');
    expect(res.json()).toEqual({ message: 'Сервіс тимчасово недоступний, повторіть за кілька секунд' });
    // A server shutting down (SQLSTATE 57P01), wrapped as the query builder wraps it.
    const shutdown = Object.assign(new Error('Failed query: select 1'), { cause: Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }) });
    expect((await withDatabase(() => Promise.reject(shutdown), () => t.app.inject({ url: '/api/health' }))).statusCode).toBe(503);
    // Anything else is still a bug, answered 500.
    expect((await withDatabase(() => Promise.reject(new Error('syntax error')), () => t.app.inject({ url: '/api/health' }))).statusCode).toBe(500);
  });

  it('says 503 "draining" once the process is stopping, while liveness still answers', async () => {
    markDraining();
    const res = await ready();
    expect(res.statusCode).toBe(503);
    expect(res.json().message).toBe('Not ready: the instance is stopping');
    expect(res.headers['retry-after']).toBe('1');
    expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
  });
});
