import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GoogleRecaptchaVerifier } from './google-recaptcha.ts';
import { LocalRecaptchaVerifier } from './local-recaptcha.ts';

/** A local siteverify: form-encoded request, documented answers, tokens valid once. */
const tokens: Record<string, { score: number; action: string; hostname: string }> = {
  human: { score: 0.9, action: 'send_code', hostname: 'shop.example' },
  borderline: { score: 0.5, action: 'send_code', hostname: 'shop.example' },
  bot: { score: 0.3, action: 'send_code', hostname: 'shop.example' },
  login: { score: 0.9, action: 'login', hostname: 'shop.example' },
  elsewhere: { score: 0.9, action: 'send_code', hostname: 'evil.example' },
};
const seen = new Set<string>();
const forms: URLSearchParams[] = [];
let server: http.Server;
let verifyUrl: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      const form = new URLSearchParams(body);
      forms.push(form);
      const token = form.get('response') ?? '';
      const known = tokens[token];
      const answer =
        form.get('secret') !== 'site-secret'
          ? { success: false, 'error-codes': ['invalid-input-secret'] }
          : !token
            ? { success: false, 'error-codes': ['missing-input-response'] }
            : seen.has(token)
              ? { success: false, 'error-codes': ['timeout-or-duplicate'] }
              : known
                ? { success: true, challenge_ts: new Date().toISOString(), ...known }
                : { success: false, 'error-codes': ['invalid-input-response'] };
      seen.add(token);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  verifyUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/recaptcha/api/siteverify`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const verifier = (overrides: Partial<ConstructorParameters<typeof GoogleRecaptchaVerifier>[0]> = {}) =>
  new GoogleRecaptchaVerifier({ secret: 'site-secret', verifyUrl, minScore: 0.5, hostnames: ['shop.example'], ...overrides });
const expected = { action: 'send_code', remoteIp: '203.0.113.7' };

describe('reCAPTCHA siteverify driver (against a local fake)', () => {
  it('accepts a human token for the right action and host, sending secret, response and remoteip', async () => {
    expect(await verifier().verify('human', expected)).toEqual({ ok: true, score: 0.9 });
    expect(Object.fromEntries(forms.at(-1)!)).toEqual({ secret: 'site-secret', response: 'human', remoteip: '203.0.113.7' });
    expect((await verifier().verify('borderline', expected)).ok).toBe(true);
  });

  it('refuses a second use (timeout-or-duplicate), a low score, another action or host, a bad secret', async () => {
    expect(await verifier().verify('human', expected)).toEqual({ ok: false, reason: 'timeout-or-duplicate' });
    expect(await verifier().verify('bot', expected)).toEqual({ ok: false, reason: 'low-score' });
    expect(await verifier().verify('login', expected)).toEqual({ ok: false, reason: 'action-mismatch' });
    expect(await verifier().verify('elsewhere', expected)).toEqual({ ok: false, reason: 'hostname-mismatch' });
    expect(await verifier({ secret: 'wrong' }).verify('fresh', expected)).toEqual({ ok: false, reason: 'invalid-input-secret' });
    expect(await verifier().verify('forged', expected)).toEqual({ ok: false, reason: 'invalid-input-response' });
    expect(await verifier().verify(undefined, expected)).toEqual({ ok: false, reason: 'missing-input-response' });
  });

  it('fails closed when Google cannot be reached', async () => {
    expect(await verifier({ verifyUrl: 'http://127.0.0.1:1/siteverify' }).verify('token', expected)).toEqual({ ok: false, reason: 'unreachable' });
  });

  it('local driver: passes outside production, refuses in production', async () => {
    expect((await new LocalRecaptchaVerifier(false).verify()).ok).toBe(true);
    expect(await new LocalRecaptchaVerifier(true).verify()).toEqual({ ok: false, reason: 'not-configured' });
  });
});
