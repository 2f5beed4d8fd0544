import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hit } from '../../core/rate-limit.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { EVENTS_PER_ADDRESS, EVENTS_PER_VISITOR } from '../analytics/analytics.service.ts';
import { FORM_LIMITS } from '../forms/forms.service.ts';
import { AUTH_LIMITS } from './auth.service.ts';
import { fromIp, PASSWORD, registerUser, uniqueEmail, uniqueIp, uniquePhone } from './auth.test-support.ts';
import { LOGIN_FREE_FAILURES, recordLoginFailure } from './login-throttle.ts';

/**
 * Rate limits hold through a flood of cheap requests. Their counters once shared the answer cache's
 * bounded LRU, which a few thousand requests with new visitor ids emptied in seconds, resetting every
 * limit (about five more password guesses per account per flood); they now live in a counter store
 * that never drops a live counter to make room.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 5 });
});
afterAll(() => t?.close());

const post = (url: string, payload: unknown, headers: Record<string, string>) =>
  t.app.inject({ method: 'POST', url: `/api${url}`, payload: payload as object, headers: { 'x-localization': 'ru', ...headers } });

const event = { eventTypeKey: 'AddToCart', payload: { product_id: 12, product_price_id: 34, count: 1, value: 100, currency: 'UAH' } };
const visitor = () => randomUUID().replaceAll('-', '');
const FEEDBACK_FORM = { name: 'Олена', email: 'olena@example.com', message: 'Дуже швидка доставка!' };

/** `count` events, each with a visitor id and an address of its own (the carrier-grade NAT range), in batches. */
async function flood(count: number): Promise<void> {
  const batch = 500;
  for (let start = 0; start < count; start += batch) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(batch, count - start) }, (_, i) => {
        const n = start + i;
        return post('/v1/event', event, { 'x-forwarded-for': `100.64.${n >> 8}.${n & 255}`, 'x-user-hash': visitor() });
      }),
    );
    expect(answers.filter((res) => res.statusCode !== 202)).toEqual([]);
  }
}

/** Waits for a fresh window when the current one ends within `margin` seconds, so a test's counts stay in one window. */
async function withinOneWindow(windowSeconds: number, margin = 5): Promise<void> {
  const left = windowSeconds - ((Date.now() / 1000) % windowSeconds);
  if (left < margin) await new Promise((resolve) => setTimeout(resolve, left * 1000 + 50));
}

describe('rate limits under a flood of new visitor ids', () => {
  it('still hold after 20,000 requests from new visitors and addresses, and refuse nobody else', async () => {
    // Before the flood: each limit brought to its edge.
    const victim = await registerUser(t);
    const attacker = fromIp(uniqueIp());
    for (let i = 0; i < LOGIN_FREE_FAILURES; i++) {
      expect((await post('/v1/auth/login', { email: victim.email, password: 'Wrong-pass-1' }, attacker)).statusCode).toBe(401);
    }
    expect((await post('/v1/auth/login', { email: victim.email, password: 'Wrong-pass-2' }, attacker)).statusCode).toBe(429);
    // Failures made over the minutes before, which lengthened the wait to its longest (15 minutes), so
    // it cannot end on its own while the flood runs.
    for (let i = 0; i < 5; i++) await recordLoginFailure(t.deps.limits, victim.email, attacker['x-forwarded-for']);

    const phone = uniquePhone();
    expect((await post('/v1/auth/send-code', { phone }, fromIp(uniqueIp()))).statusCode).toBe(200);

    const resetEmail = uniqueEmail();
    for (let i = 0; i < AUTH_LIMITS.resetPerEmail.max; i++) {
      expect((await post('/v1/auth/reset', { email: resetEmail }, fromIp(uniqueIp()))).statusCode).toBe(200);
    }

    const formSender = fromIp(uniqueIp());
    for (let i = 0; i < FORM_LIMITS.perForm.max; i++) {
      expect((await post('/v1/store_feedback_form', FEEDBACK_FORM, formSender)).statusCode).toBe(201);
    }

    await flood(20_000);
    // Two counters a request, each living 60 s: on a slow machine the flood outlasts the first ones,
    // so this asks only for far more live counters than the 5,000 the answer cache's LRU held.
    expect(await t.deps.limits.size()).toBeGreaterThan(10_000);

    // The sign-in throttle still makes the guesser wait, even with the right password.
    const guess = await post('/v1/auth/login', { email: victim.email, password: PASSWORD }, attacker);
    expect(guess.statusCode).toBe(429);
    expect(Number(guess.headers['retry-after'])).toBeGreaterThan(60);
    // The SMS resend wait still holds, from any address.
    const resend = await post('/v1/auth/send-code', { phone }, fromIp(uniqueIp()));
    expect(resend.statusCode).toBe(429);
    expect(resend.json().message).toMatch(/\d+/);
    // The recovery letters per e-mail, and the form limit of the address.
    expect((await post('/v1/auth/reset', { email: resetEmail }, fromIp(uniqueIp()))).statusCode).toBe(429);
    expect((await post('/v1/store_feedback_form', FEEDBACK_FORM, formSender)).statusCode).toBe(429);

    // Nobody else is refused because of the flood: the owner signs in from home, others send and post.
    expect((await post('/v1/auth/login', { email: victim.email, password: PASSWORD }, fromIp(uniqueIp()))).statusCode).toBe(200);
    expect((await post('/v1/auth/send-code', { phone: uniquePhone() }, fromIp(uniqueIp()))).statusCode).toBe(200);
    expect((await post('/v1/auth/reset', { email: uniqueEmail() }, fromIp(uniqueIp()))).statusCode).toBe(200);
    expect((await post('/v1/store_feedback_form', FEEDBACK_FORM, fromIp(uniqueIp()))).statusCode).toBe(201);
    expect((await post('/v1/event', event, { ...fromIp(uniqueIp()), 'x-user-hash': visitor() })).statusCode).toBe(202);
  }, 120_000);
});

describe('per-address limits sized for shared addresses', () => {
  it('never count a right password: many customers sign in from one address, failures are still refused', async () => {
    await withinOneWindow(AUTH_LIMITS.loginFailuresPerIp.windowSeconds);
    const carrier = fromIp(uniqueIp());
    const customers = await Promise.all([1, 2, 3, 4].map(() => registerUser(t)));
    const answers = [];
    for (let i = 0; i < 40; i++) {
      const customer = customers[i % customers.length];
      answers.push((await post('/v1/auth/login', { email: customer.email, password: PASSWORD }, carrier)).statusCode);
    }
    expect(answers.filter((status) => status !== 200)).toEqual([]);

    // Failures from the address count, up to the limit; then the address is refused, right password or not.
    const address = carrier['x-forwarded-for'];
    await hit(t.deps.limits, AUTH_LIMITS.loginFailuresPerIp, address, AUTH_LIMITS.loginFailuresPerIp.max - 1);
    expect((await post('/v1/auth/login', { email: uniqueEmail(), password: 'Wrong-pass-1' }, carrier)).statusCode).toBe(401);
    const refused = await post('/v1/auth/login', { email: customers[0].email, password: PASSWORD }, carrier);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address of the same carrier is not refused.
    expect((await post('/v1/auth/login', { email: customers[0].email, password: PASSWORD }, fromIp(uniqueIp()))).statusCode).toBe(200);
  }, 60_000);

  it('a refused address creates no new counter entries, whatever visitor ids it sends', async () => {
    await withinOneWindow(EVENTS_PER_ADDRESS.windowSeconds);
    const ip = uniqueIp();
    await hit(t.deps.limits, EVENTS_PER_ADDRESS, ip, EVENTS_PER_ADDRESS.max - 1);
    expect((await post('/v1/event', event, { 'x-forwarded-for': ip, 'x-user-hash': visitor() })).statusCode).toBe(202);

    const before = await t.deps.limits.size();
    const ids = Array.from({ length: 200 }, visitor);
    const answers = await Promise.all(ids.map((id) => post('/v1/event', event, { 'x-forwarded-for': ip, 'x-user-hash': id })));
    expect(answers.filter((res) => res.statusCode !== 429)).toEqual([]);
    expect(await t.deps.limits.size()).toBeLessThanOrEqual(before);
    const window = Math.floor(Date.now() / (EVENTS_PER_VISITOR.windowSeconds * 1000));
    const counted = await Promise.all(ids.map((id) => t.deps.limits.count(`rl:${EVENTS_PER_VISITOR.name}:${id}:${window}`)));
    expect(counted.filter((n) => n > 0)).toEqual([]);
  });
});
