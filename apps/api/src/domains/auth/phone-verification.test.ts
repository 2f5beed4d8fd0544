import http from 'node:http';
import { randomInt } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { accountProviders, replaceAccountProviders } from '../../providers/account-providers.ts';
import { GoogleRecaptchaVerifier } from '../../providers/recaptcha/google-recaptcha.ts';
import { LocalRecaptchaVerifier } from '../../providers/recaptcha/local-recaptcha.ts';
import type { RecaptchaVerifier } from '../../providers/recaptcha/recaptcha.ts';
import { peek } from '../../core/rate-limit.ts';
import { SmsDeliveryError, type SmsSender } from '../../providers/sms/sms.ts';
import { fromIp, localSms, uniqueIp, uniquePhone } from './auth.test-support.ts';
import { dailyCap, resendDelaySeconds, SMS_LIMITS } from './sms-limits.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 5 });
});
afterAll(() => t?.close());
afterEach(() => {
  vi.restoreAllMocks();
});

const sendCode = (payload: object, ip = uniqueIp(), lang = 'ru') =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/send-code', payload, headers: { ...fromIp(ip), 'x-localization': lang } });
const verifyCode = (payload: object, ip = uniqueIp()) =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/verify-code', payload, headers: fromIp(ip) });
const codesIn = async (phone: string) =>
  (await t.deps.database.db.execute<{ n: number }>(sql`select count(*)::int as n from phone_verifications where phone = ${phone}`)).rows[0].n;

/** Freezes Date.now at the start of a 10-minute window (so windows do not roll over mid-test). */
function freezeClock(): { advance(seconds: number): void } {
  let now = Math.ceil(Date.now() / 600_000) * 600_000 + 600_000 * 1000;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
  return { advance: (seconds) => (now += seconds * 1000) };
}

describe('send-code', () => {
  it('sends only to mobile numbers of allowed countries', async () => {
    const polish = await sendCode({ phone: '+48501234567' });
    expect(polish.statusCode).toBe(422);
    expect(polish.json().errors).toEqual({ phone: ['SMS на номера этой страны не отправляются'] });
    const landline = await sendCode({ phone: '+380441234567' }, uniqueIp(), 'ua');
    expect(landline.json().errors).toEqual({ phone: ['Введіть номер мобільного телефону'] });
    // A national number with the picker's country is understood.
    const phone = uniquePhone();
    const national = await sendCode({ phone: `0${phone.slice(4)}`, phone_country: 'ua' });
    expect(national.statusCode, national.body).toBe(200);
    expect(localSms(t).lastTo(phone)).toBeTruthy();
  });

  it('allows the countries set in the configuration', async () => {
    const allowed = t.deps.config.accounts.smsAllowedCountries;
    t.deps.config.accounts.smsAllowedCountries = ['UA', 'PL'];
    try {
      const polish = `+4850${String(randomInt(0, 10_000_000)).padStart(7, '0')}`;
      const res = await sendCode({ phone: polish });
      expect(res.statusCode, res.body).toBe(200);
    } finally {
      t.deps.config.accounts.smsAllowedCountries = allowed;
    }
  });

  it('makes the next code wait 60 s, then longer each time, with Retry-After', async () => {
    const clock = freezeClock();
    const phone = uniquePhone();
    const first = await sendCode({ phone });
    expect(first.json().data.resendIn).toBe(60);
    const early = await sendCode({ phone });
    expect(early.statusCode).toBe(429);
    expect(early.headers['retry-after']).toBe('60');
    expect(early.json().message).toBe('Новый код можно запросить через 60 с');

    clock.advance(61);
    const second = await sendCode({ phone });
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().data.resendIn).toBe(120);
    clock.advance(100);
    expect((await sendCode({ phone })).headers['retry-after']).toBe('20');
    expect(resendDelaySeconds(3)).toBe(240);
    expect(resendDelaySeconds(10)).toBe(32 * 60);
  });

  it('sends at most 3 codes to one phone in 10 minutes', async () => {
    const clock = freezeClock();
    const phone = uniquePhone();
    for (const wait of [0, 61, 121]) {
      clock.advance(wait);
      expect((await sendCode({ phone })).statusCode).toBe(200);
    }
    clock.advance(241);
    const fourth = await sendCode({ phone });
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json().message).toBe('Слишком много запросов кода. Попробуйте позже');
    expect(Number(fourth.headers['retry-after'])).toBeGreaterThan(0);
    expect(await codesIn(phone)).toBe(3);
  });

  it('limits codes per client address', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < SMS_LIMITS.perIp.max; i++) expect((await sendCode({ phone: uniquePhone() }, ip)).statusCode).toBe(200);
    const limited = await sendCode({ phone: uniquePhone() }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeTruthy();
  });

  it('stops at the daily cap of the whole shop', async () => {
    const cap = t.deps.config.accounts.smsDailyCap;
    // The cap counts every code sent today; set it to what was counted so far plus one.
    const { count } = await peek(t.deps.limits, dailyCap(cap), 'all');
    t.deps.config.accounts.smsDailyCap = count + 1;
    try {
      expect((await sendCode({ phone: uniquePhone() })).statusCode).toBe(200);
      const phone = uniquePhone();
      const capped = await sendCode({ phone });
      expect(capped.statusCode).toBe(429);
      expect(capped.headers['retry-after']).toBeTruthy();
      expect(await codesIn(phone)).toBe(0);
    } finally {
      t.deps.config.accounts.smsDailyCap = cap;
    }
  });

  it('answers 502 when the SMS provider refuses, and keeps no usable code', async () => {
    const failing: SmsSender = { kind: 'turbosms', exposesCodes: false, send: async () => Promise.reject(new SmsDeliveryError('refused', 406)) };
    const original = accountProviders(t.deps).sms;
    replaceAccountProviders(t.deps, { sms: failing });
    const phone = uniquePhone();
    try {
      const res = await sendCode({ phone });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('Не удалось отправить SMS, попробуйте позже');
    } finally {
      replaceAccountProviders(t.deps, { sms: original });
    }
    // The failed attempt does not make the user wait.
    expect((await sendCode({ phone })).statusCode).toBe(200);
  });

  it('in production: refuses without a reCAPTCHA secret, and never shows debug.code', async () => {
    const original = accountProviders(t.deps).recaptcha;
    t.deps.config.env = 'production';
    try {
      replaceAccountProviders(t.deps, { recaptcha: new LocalRecaptchaVerifier(true) });
      const refused = await sendCode({ phone: uniquePhone(), recaptcha_token: 'anything' });
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(refused.json().errors)).toEqual(['recaptcha_token']);

      const human: RecaptchaVerifier = { kind: 'google', verify: async () => ({ ok: true, score: 0.9 }) };
      replaceAccountProviders(t.deps, { recaptcha: human });
      const sent = await sendCode({ phone: uniquePhone(), recaptcha_token: 'human' });
      expect(sent.statusCode).toBe(200);
      expect(sent.json().data.debug).toBeUndefined();
    } finally {
      t.deps.config.env = 'test';
      replaceAccountProviders(t.deps, { recaptcha: original });
    }
  });
});

describe('send-code behind reCAPTCHA (siteverify driver against a local fake)', () => {
  let server: http.Server;
  let url: string;
  const answers: Record<string, object> = {
    good: { success: true, score: 0.9, action: 'send_code', hostname: 'localhost' },
    bot: { success: true, score: 0.1, action: 'send_code', hostname: 'localhost' },
    'other-action': { success: true, score: 0.9, action: 'login', hostname: 'localhost' },
  };
  const used = new Set<string>();

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (c) => (body += c));
      req.on('end', () => {
        const form = new URLSearchParams(body);
        const token = form.get('response') ?? '';
        const answer =
          form.get('secret') !== 'test-secret'
            ? { success: false, 'error-codes': ['invalid-input-secret'] }
            : used.has(token)
              ? { success: false, 'error-codes': ['timeout-or-duplicate'] }
              : (answers[token] ?? { success: false, 'error-codes': ['invalid-input-response'] });
        used.add(token);
        res.setHeader('content-type', 'application/json');
        res.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('sends only after a fresh, human, matching token', async () => {
    const original = accountProviders(t.deps).recaptcha;
    replaceAccountProviders(t.deps, {
      recaptcha: new GoogleRecaptchaVerifier({ secret: 'test-secret', verifyUrl: url, minScore: 0.5, hostnames: [] }),
    });
    try {
      for (const token of [undefined, 'bot', 'other-action', 'unknown']) {
        const phone = uniquePhone();
        const res = await sendCode({ phone, recaptcha_token: token });
        expect(res.statusCode, String(token)).toBe(422);
        expect(res.json().errors.recaptcha_token[0]).toContain('не робот');
        expect(await codesIn(phone)).toBe(0);
      }
      expect((await sendCode({ phone: uniquePhone(), recaptcha_token: 'good' })).statusCode).toBe(200);
      // The same token a second time: timeout-or-duplicate.
      expect((await sendCode({ phone: uniquePhone(), recaptcha_token: 'good' })).statusCode).toBe(422);
    } finally {
      replaceAccountProviders(t.deps, { recaptcha: original });
    }
  });
});

describe('verify-code', () => {
  async function freshCode(phone: string): Promise<string> {
    const res = await sendCode({ phone });
    expect(res.statusCode, res.body).toBe(200);
    return res.json().data.debug.code;
  }
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  it('refuses a wrong code with 422 and gives no token', async () => {
    const phone = uniquePhone();
    const code = await freshCode(phone);
    const res = await verifyCode({ phone, code: wrong(code) });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ code: ['Неверный код'] });
    expect((await verifyCode({ phone, code })).statusCode).toBe(200);
  });

  it('burns the code at the fifth wrong attempt', async () => {
    const phone = uniquePhone();
    const code = await freshCode(phone);
    for (let i = 0; i < 4; i++) expect((await verifyCode({ phone, code: wrong(code) })).statusCode).toBe(422);
    const fifth = await verifyCode({ phone, code: wrong(code) });
    expect(fifth.statusCode).toBe(429);
    expect(fifth.json().message).toBe('Слишком много неверных попыток. Запросите новый код');
    expect(fifth.headers['retry-after']).toBeTruthy();
    // Even the right code no longer works.
    const right = await verifyCode({ phone, code });
    expect(right.statusCode).toBe(422);
    expect(right.json().errors.code).toEqual(['Код устарел или не запрашивался, запросите новый']);
  });

  it('refuses an expired code, a code never sent, and a code of a replaced message', async () => {
    const clock = freezeClock();
    const phone = uniquePhone();
    const first = await freshCode(phone);
    clock.advance(61);
    const second = await freshCode(phone);
    if (first !== second) expect((await verifyCode({ phone, code: first })).statusCode).toBe(422);
    await t.deps.database.db.execute(sql`update phone_verifications set expires_at = now() - interval '1 second' where phone = ${phone}`);
    expect((await verifyCode({ phone, code: second })).statusCode).toBe(422);
    expect((await verifyCode({ phone: uniquePhone(), code: '123456' })).statusCode).toBe(422);
  });

  it('limits attempts per client address', async () => {
    const ip = uniqueIp();
    for (let i = 0; i < SMS_LIMITS.verifyPerIp.max; i++) await verifyCode({ phone: uniquePhone(), code: '000000' }, ip);
    expect((await verifyCode({ phone: uniquePhone(), code: '000000' }, ip)).statusCode).toBe(429);
  });
});
