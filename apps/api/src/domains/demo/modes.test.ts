import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { registerMetrics } from '../../core/metrics.ts';
import { bearer, fromIp, signIn, uniqueIp, uniquePhone, waitForLetter } from '../auth/auth.test-support.ts';
import { DEMO_UNLOCK_COOKIE, demoUnlockToken } from '../../core/demo-access.ts';

const STAFF = 'staff@demo.procosmetics.ua';
const unsignedToken = (provider: string, claims: object) => `local-${provider}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}`;
const unsignedJwt = (claims: object) =>
  `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;

/** A bare start: no NODE_ENV, no SHOP_MODE, no provider keys (what `npm run start:api` gets). */
describe('demo mode (no NODE_ENV)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ products: 5, env: { NODE_ENV: undefined, LOG_LEVEL: 'silent' } });
  });
  afterAll(async () => t?.close());

  const accountsWith = async (email: string) =>
    (await t.deps.database.db.execute<{ n: number }>(sql`select count(*)::int as n from users where email = ${email}`)).rows[0].n;
  const socialLogin = (provider: string, token: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/social_login', payload: { provider, token }, headers: fromIp(uniqueIp()) });

  it('runs in demo mode', () => {
    expect(t.deps.config.env).toBe('demo');
  });

  it('refuses a hand-made unsigned social token for the staff e-mail with 401', async () => {
    const claims = { id: 'x', sub: 'x', email: STAFF, emailVerified: true, email_verified: true };
    for (const token of [unsignedToken('google', claims), unsignedJwt({ ...claims, iss: 'shop-local-social', aud: 'local-google' })]) {
      const res = await socialLogin('google', token);
      expect(res.statusCode, res.body).toBe(401);
      expect(res.json().accessToken).toBeUndefined();
    }
    expect((await socialLogin('facebook', unsignedToken('facebook', claims))).statusCode).toBe(401);
  });

  it('signs in through the local consent page', async () => {
    const page = await t.app.inject({ url: '/api/v1/auth/local-consent/google?lang=ua' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('Вхід через Google — демо');

    const email = `consent-${Date.now()}@example.com`;
    const bad = await t.app.inject({ method: 'POST', url: '/api/v1/auth/local-consent/google', payload: 'email=nope&lang=ru', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Введите корректный e-mail');

    const relay = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/local-consent/google',
      payload: new URLSearchParams({ email, first_name: 'Марта', last_name: '<b>Демо</b>', lang: 'ru' }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(relay.statusCode).toBe(200);
    // This browser's own local identity: a random secret in a cookie only the consent page receives.
    const identity = relay.cookies.find((c) => c.name === 'local_google_identity')!;
    expect(identity).toMatchObject({ httpOnly: true, path: '/api/v1/auth/local-consent/google' });
    expect(relay.headers['cache-control']).toBe('no-store');
    // Its one inline script runs under a policy that names it by hash and allows no other.
    const inline = /<script>([\s\S]*?)<\/script>/.exec(relay.body)![1];
    const scriptSources = /script-src ([^;]*)/.exec(String(relay.headers['content-security-policy']))![1].split(' ');
    expect(scriptSources).toContain(`'sha256-${createHash('sha256').update(inline).digest('base64')}'`);
    expect(scriptSources).not.toContain("'unsafe-inline'");
    const message = JSON.parse(/<script type="application\/json" id="relay">(.*?)<\/script>/s.exec(relay.body)![1]);
    expect(message).toMatchObject({ type: 'shop:local-social', provider: 'google' });

    // Nobody proved the e-mail yet: no account, only a link to it.
    const pending = await socialLogin('google', message.token);
    expect(pending.statusCode, pending.body).toBe(202);
    expect(await accountsWith(email)).toBe(0);
    const [letter] = await waitForLetter(t, email);
    const token = new URLSearchParams(/#(modal=confirm-email[^\s"]*)/.exec(letter.text)![1]).get('token')!;
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/auth/confirm-email', payload: { token }, headers: fromIp(uniqueIp()) })).statusCode).toBe(200);

    const signedIn = await socialLogin('google', message.token);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json().data.isNew).toBe(false);
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${signedIn.json().data.accessToken}` } });
    expect(me.json().data).toMatchObject({ email, name: 'Марта', secondName: '<b>Демо</b>' });
    // The same person again: the same account.
    const again = await socialLogin('google', message.token);
    expect(again.json().data.isNew).toBe(false);
  });

  it('keeps a consent token to the staff e-mail away from the staff account, even once staff linked the local Google', async () => {
    const consent = async (email: string, cookie?: string) => {
      const relay = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/local-consent/google',
        payload: `email=${encodeURIComponent(email)}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
      });
      const identity = relay.cookies.find((c) => c.name === 'local_google_identity');
      const { token } = JSON.parse(/id="relay">(.*?)<\/script>/s.exec(relay.body)![1]);
      return { token: token as string, cookie: cookie ?? `${identity!.name}=${identity!.value}` };
    };
    // Staff links the local Google from their own browser.
    const staff = await signIn(t, STAFF, 'Demo12345!');
    const staffBrowser = await consent(STAFF);
    const linked = await t.app.inject({ method: 'POST', url: '/api/v1/oauth/google/link', payload: { token: staffBrowser.token }, headers: bearer(staff.accessToken) });
    expect(linked.statusCode, linked.body).toBe(200);

    // Another browser typing the staff e-mail is another identity: the same answer as for an e-mail nobody has.
    const stranger = await socialLogin('google', (await consent(STAFF)).token);
    const newcomerEmail = `nobody-${Date.now()}@example.com`;
    const newcomer = await socialLogin('google', (await consent(newcomerEmail)).token);
    expect(stranger.statusCode).toBe(202);
    expect(newcomer.statusCode).toBe(202);
    expect(stranger.json().data.accessToken).toBeUndefined();
    expect(stranger.json().data.message.replace(STAFF, 'E')).toBe(newcomer.json().data.message.replace(newcomerEmail, 'E'));
    expect(await accountsWith(newcomerEmail)).toBe(0);

    // The staff browser, holding its secret, signs in as staff.
    const again = await socialLogin('google', (await consent('anything@example.com', staffBrowser.cookie)).token);
    expect(again.statusCode, again.body).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(again.json().data.accessToken) })).json().data.email).toBe(STAFF);
  });

  it('offers the local consent page, the outbox, open metrics and API docs', async () => {
    expect((await t.app.inject({ url: '/api/v1/auth/providers' })).json().data.local).toEqual(['google', 'facebook']);
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/reset', payload: { email: 'regular@demo.procosmetics.ua' }, headers: fromIp(uniqueIp()) });
    // The letter is sent after the answer.
    const resetLetter = (res: { json(): { data?: Array<{ to: string; subject: string; html: string }> } }) => res.json().data?.find((l) => l.to === 'regular@demo.procosmetics.ua');
    let outbox = await t.app.inject({ url: '/api/v1/demo/outbox' });
    for (let i = 0; i < 50 && !resetLetter(outbox); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      outbox = await t.app.inject({ url: '/api/v1/demo/outbox' });
    }
    expect(outbox.statusCode).toBe(200);
    expect(outbox.headers['cache-control']).toBe('no-store');
    const letter = resetLetter(outbox)!;
    expect(letter).toMatchObject({ to: 'regular@demo.procosmetics.ua', subject: 'Восстановление пароля' });
    expect(letter.html).toContain('restore-password');
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).not.toBe(404);
  });
});

/** A demo opened to the network on purpose: HOST beyond loopback and DEMO_PUBLIC=on. */
describe('public demo (HOST with DEMO_PUBLIC=on)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ products: 3, env: { NODE_ENV: undefined, LOG_LEVEL: 'silent', HOST: '0.0.0.0', DEMO_PUBLIC: 'on' } });
  });
  afterAll(async () => t?.close());

  const sendCode = (cookie?: string) =>
    t.app.inject({ method: 'POST', url: '/api/v1/auth/send-code', payload: { phone: uniquePhone() }, headers: { ...fromIp(uniqueIp()), ...(cookie ? { cookie } : {}) } });

  it('refuses to start without DEMO_PUBLIC=on', async () => {
    await expect(createTestApp({ products: 1, env: { NODE_ENV: undefined, HOST: '0.0.0.0' } })).rejects.toThrow(/DEMO_PUBLIC=on/);
  });

  it('hides the outbox and SMS codes from a visitor without the unlock token, and shows them with it', async () => {
    await t.app.inject({ method: 'POST', url: '/api/v1/auth/reset', payload: { email: STAFF }, headers: fromIp(uniqueIp()) });
    expect((await t.app.inject({ url: '/api/v1/demo/outbox' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/demo/outbox', headers: { cookie: `${DEMO_UNLOCK_COOKIE}=guess` } })).statusCode).toBe(404);
    const hidden = await sendCode();
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().data.debug).toBeUndefined();

    // A wrong token unlocks nothing and sets no cookie.
    const wrong = await t.app.inject({ url: '/api/v1/demo/unlock?token=nope' });
    expect(wrong.statusCode).toBe(404);
    expect(wrong.cookies.find((c) => c.name === DEMO_UNLOCK_COOKIE)).toBeUndefined();

    const unlock = await t.app.inject({ url: `/api/v1/demo/unlock?token=${demoUnlockToken(t.deps.config)}` });
    expect(unlock.statusCode).toBe(303);
    expect(unlock.headers.location).toBe('/demo/outbox/');
    const cookie = unlock.cookies.find((c) => c.name === DEMO_UNLOCK_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, path: '/' });
    const header = `${cookie.name}=${cookie.value}`;

    let outbox = await t.app.inject({ url: '/api/v1/demo/outbox', headers: { cookie: header } });
    for (let i = 0; i < 50 && outbox.json().data?.length === 0; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      outbox = await t.app.inject({ url: '/api/v1/demo/outbox', headers: { cookie: header } });
    }
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json().data[0]).toMatchObject({ to: STAFF });
    expect((await sendCode(header)).json().data.debug.code).toMatch(/^\d+$/);
  });

  it('derives the token from the install key, so every worker sharing the data folder knows the same one', () => {
    const token = demoUnlockToken(t.deps.config);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(demoUnlockToken({ dataDir: t.deps.config.dataDir })).toBe(token);
  });

  it('tells the pages to show the demo banner', async () => {
    expect((await t.app.inject({ url: '/api/v1/variables' })).json().data.demoPublic).toBe(true);
  });
});

describe('demo on this machine', () => {
  it('shows no banner flag and needs no token', async () => {
    const t = await createTestApp({ products: 1, env: { NODE_ENV: undefined, LOG_LEVEL: 'silent' } });
    try {
      expect((await t.app.inject({ url: '/api/v1/variables' })).json().data.demoPublic).toBeUndefined();
      expect((await t.app.inject({ url: '/api/v1/demo/outbox' })).statusCode).toBe(200);
      expect((await t.app.inject({ url: `/api/v1/demo/unlock?token=${demoUnlockToken(t.deps.config)}` })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  });
});

describe('production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ products: 5, env: { NODE_ENV: 'production', LOG_LEVEL: 'silent', METRICS_TOKEN: 'scrape-me' } });
  });
  afterAll(async () => t?.close());

  it('serves /metrics only with its token, and no API docs', async () => {
    expect((await t.app.inject({ url: '/metrics' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer wrong' } })).statusCode).toBe(401);
    const scraped = await t.app.inject({ url: '/metrics', headers: { authorization: 'Bearer scrape-me' } });
    expect(scraped.statusCode).toBe(200);
    expect(scraped.body).toContain('http_request_duration_seconds');
    expect((await t.app.inject({ url: '/api/docs' })).statusCode).toBe(404);
  });

  it('has no consent page, no outbox, no local providers and refuses local tokens with 401', async () => {
    expect((await t.app.inject({ url: '/api/v1/auth/local-consent/google' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/demo/outbox' })).statusCode).toBe(404);
    expect((await t.app.inject({ url: '/api/v1/auth/providers' })).json().data).toEqual({ google: null, facebook: null, local: [] });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/social_login',
      payload: { provider: 'google', token: unsignedToken('google', { id: 'x', email: STAFF, emailVerified: true }) },
      headers: fromIp(uniqueIp()),
    });
    expect(res.statusCode).toBe(401);
  });

  it('serves no /metrics at all without METRICS_TOKEN', async () => {
    const app = Fastify();
    registerMetrics(app, { open: false, token: null });
    expect((await app.inject({ url: '/metrics' })).statusCode).toBe(404);
    await app.close();
  });
});

describe('request log', () => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ products: 3, env: { LOG_LEVEL: 'info', LOG_REQUESTS: 'on' }, logStream: { write: (line) => lines.push(line) } });
  });
  afterAll(async () => t?.close());

  it('keeps recovery tokens and e-mails out of the log', async () => {
    await t.app.inject({ url: '/ua/?modal=restore-password&token=SeCrEtToKeN123&email=anna%40example.com' });
    await t.app.inject({ url: '/api/v1/get_email_by_hash?hash=SeCrEtToKeN456' });
    const log = lines.join('');
    expect(log).toContain('modal=restore-password');
    expect(log).toContain('get_email_by_hash?hash=[redacted]');
    expect(log).not.toContain('SeCrEtToKeN');
    expect(log).not.toContain('anna%40example.com');
  });
});
