import { randomInt } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../../test/test-app.ts';
import { accountProviders } from '../../providers/account-providers.ts';
import type { LocalMailer } from '../../providers/email/local-mailer.ts';
import type { LocalSmsSender } from '../../providers/sms/local-sms.ts';

/**
 * Helpers for account tests. Phones, e-mails and client addresses are random per run, because rate
 * limits live in the counter store and, on Redis, outlive one test run.
 */

export const PASSWORD = 'Secret-pass-1';

/** Ukrainian mobile operator codes: spread over many prefixes, as the per-prefix SMS limit counts them. */
const MOBILE_CODES = ['50', '63', '66', '67', '68', '73', '93', '95', '96', '97', '98', '99'];

export function uniquePhone(): string {
  const operator = MOBILE_CODES[randomInt(0, MOBILE_CODES.length)];
  return `+380${operator}${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
}

export function uniqueEmail(prefix = 'user'): string {
  return `${prefix}-${Date.now().toString(36)}-${randomInt(0, 1e9).toString(36)}@example.com`;
}

/** A client address of its own, so per-IP limits of one test do not touch another. */
export function uniqueIp(): string {
  return `10.${randomInt(0, 256)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

export const fromIp = (ip: string) => ({ 'x-forwarded-for': ip });
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export function localSms(t: TestApp): LocalSmsSender {
  return accountProviders(t.deps).sms as LocalSmsSender;
}

export function localMailer(t: TestApp): LocalMailer {
  return accountProviders(t.deps).mailer as LocalMailer;
}

/** Letters leave after the answer (see sendLetterLater): wait for one to arrive in the outbox. */
export async function waitForLetter(t: TestApp, to: string, count = 1): Promise<ReturnType<LocalMailer['lettersTo']>> {
  for (let i = 0; i < 100; i++) {
    const letters = localMailer(t).lettersTo(to);
    if (letters.length >= count) return letters;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`no letter to ${to}`);
}

export function refreshCookieOf(res: LightMyRequestResponse): string | undefined {
  return res.cookies.find((c) => c.name === 'refresh_token')?.value;
}

/** Lets a test send a second code to a phone at once (the resend wait has tests of its own). */
export async function forgetSmsWait(t: TestApp, phone: string): Promise<void> {
  await t.deps.limits.del(`sms:backoff:${phone}`);
  for (let turn = 0; turn < 8; turn++) await t.deps.limits.del(`sms:claim:${phone}:${turn}`);
}

/** Sends and verifies an SMS code; returns the confirm token. */
export async function verifyPhone(t: TestApp, phone: string, ip = uniqueIp()): Promise<string> {
  const sent = await t.app.inject({ method: 'POST', url: '/api/v1/auth/send-code', headers: fromIp(ip), payload: { phone } });
  expect(sent.statusCode, sent.body).toBe(200);
  const code = sent.json().data.debug.code as string;
  const verified = await t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-code', headers: fromIp(ip), payload: { phone, code } });
  expect(verified.statusCode, verified.body).toBe(200);
  return verified.json().data.confirmToken as string;
}

export interface RegisteredUser {
  id: number;
  email: string;
  phone: string;
  password: string;
  accessToken: string;
  refreshToken: string;
}

/** Registers a fresh regular user through the real flow (SMS, verify, register). */
export async function registerUser(t: TestApp, extra: Record<string, unknown> = {}): Promise<RegisteredUser> {
  const phone = uniquePhone();
  const email = uniqueEmail();
  const ip = uniqueIp();
  const confirmToken = await verifyPhone(t, phone, ip);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/register',
    headers: fromIp(ip),
    payload: {
      email,
      phone,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      name: 'Олена',
      second_name: 'Коваль',
      confirm_token: confirmToken,
      ...extra,
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  const accessToken = res.json().data.accessToken as string;
  const me = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(accessToken) });
  return { id: me.json().data.id, email, phone, password: PASSWORD, accessToken, refreshToken: refreshCookieOf(res)! };
}

/** Signs in a seeded demo account. */
export async function signIn(t: TestApp, email: string, password = 'Demo12345!'): Promise<{ accessToken: string; refreshToken: string }> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/auth/login',
    headers: fromIp(uniqueIp()),
    payload: { email, password },
  });
  expect(res.statusCode, res.body).toBe(200);
  return { accessToken: res.json().data.accessToken, refreshToken: refreshCookieOf(res)! };
}
