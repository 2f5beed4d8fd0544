import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createAccountProviders, replaceAccountProviders } from '../../providers/account-providers.ts';
import { FacebookVerifier } from '../../providers/social/facebook.ts';
import { GoogleIdTokenVerifier } from '../../providers/social/google-id-token.ts';
import { LocalSocialVerifier, issueLocalSocialToken, newLocalSecret } from '../../providers/social/local-social.ts';
import { installSecret } from '../../core/install-secret.ts';
import { startFakeFacebook, startFakeGoogle, type FakeFacebook, type FakeGoogle } from '../../providers/social/social-fakes.test-support.ts';
import { socialProvidersFor } from './social.service.ts';
import { bearer, fromIp, PASSWORD, refreshCookieOf, registerUser, uniqueEmail, uniqueIp, waitForLetter } from './auth.test-support.ts';

let t: TestApp;
let google: FakeGoogle;
let facebook: FakeFacebook;
beforeAll(async () => {
  t = await createTestApp({ products: 5 });
  google = await startFakeGoogle();
  facebook = await startFakeFacebook();
});
afterAll(async () => {
  await google?.close();
  await facebook?.close();
  await t?.close();
});

const socialLogin = (payload: object, lang = 'ru') =>
  t.app.inject({ method: 'POST', url: '/api/v1/auth/social_login', payload, headers: { ...fromIp(uniqueIp()), 'x-localization': lang } });
const me = async (token: string) => (await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(token) })).json().data;
let subject = 1_000_000;
const nextId = () => String(++subject);

/** Follows the newest confirmation link sent to an address. */
async function confirmLinkTo(email: string, count = 1) {
  const letters = await waitForLetter(t, email, count);
  const token = new URLSearchParams(/#(modal=confirm-email[^\s"]*)/.exec(letters[letters.length - 1].text)![1]).get('token')!;
  return t.app.inject({ method: 'POST', url: '/api/v1/auth/confirm-email', payload: { token }, headers: fromIp(uniqueIp()) });
}

describe('social sign-in with the real drivers against local fakes', () => {
  beforeAll(() => {
    replaceAccountProviders(t.deps, {
      social: {
        google: new GoogleIdTokenVerifier({ clientId: google.clientId, jwksUrl: google.jwksUrl }),
        facebook: new FacebookVerifier({ appId: facebook.appId, appSecret: facebook.appSecret, graphUrl: facebook.graphUrl }),
      },
    });
  });

  it('creates an account from a Google ID token, then signs the same person in again', async () => {
    const sub = nextId();
    const email = uniqueEmail('google');
    const first = await socialLogin({ provider: 'google', token: await google.idToken({ sub, email }) });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ isNew: true, tokenType: 'Bearer' });
    expect(refreshCookieOf(first)).toBeTruthy();
    const user = await me(first.json().data.accessToken);
    expect(user).toMatchObject({ email, name: 'Ada', secondName: 'Lovelace', hasPassword: false, social: { google: true, facebook: false }, phone: null });

    const again = await socialLogin({ provider: 'google', token: await google.idToken({ sub, email: 'changed@example.com' }) });
    expect(again.json().data.isNew).toBe(false);
    expect((await me(again.json().data.accessToken)).id).toBe(user.id);
  });

  it('links Google to an existing account only when Google vouches for the e-mail', async () => {
    const existing = await registerUser(t);
    const unverified = await socialLogin({ provider: 'google', token: await google.idToken({ sub: nextId(), email: existing.email, email_verified: false }) });
    // Not vouched for: a link goes to the e-mail, and the answer names no account.
    expect(unverified.statusCode, unverified.body).toBe(202);
    expect(unverified.json().data).toEqual({ pending: true, message: `Мы отправили ссылку для подтверждения на ${existing.email}. Перейдите по ней, затем снова войдите через Google` });
    expect(unverified.json().data.accessToken).toBeUndefined();

    const verified = await socialLogin({ provider: 'google', token: await google.idToken({ sub: nextId(), email: existing.email.toUpperCase() }) });
    expect(verified.statusCode).toBe(200);
    expect(verified.json().data.isNew).toBe(false);
    expect((await me(verified.json().data.accessToken)).id).toBe(existing.id);
  });

  it('refuses a forged or foreign Google token with 401, localised', async () => {
    const forged = await socialLogin({ provider: 'google', token: await google.idToken({ sub: nextId() }, { foreignKey: true }) }, 'ua');
    expect(forged.statusCode).toBe(401);
    expect(forged.json().message).toBe('Не вдалося увійти через Google');
    const otherClient = await socialLogin({ provider: 'google', token: await google.idToken({ sub: nextId(), aud: 'other-client' }) });
    expect(otherClient.statusCode).toBe(401);
  });

  it('signs in with Facebook once the e-mail Facebook does not vouch for is confirmed, answering alike for known and new e-mails', async () => {
    const id = nextId();
    const email = uniqueEmail('fb');
    const token = facebook.token({ id, name: 'Тарас Шевченко', email });
    const pending = await socialLogin({ provider: 'facebook', token });
    expect(pending.statusCode, pending.body).toBe(202);
    const count = async () => (await t.deps.database.db.execute<{ n: number }>(sql`select count(*)::int as n from users where email = ${email}`)).rows[0].n;
    expect(await count()).toBe(0);
    expect((await confirmLinkTo(email)).json().data.message).toBe('E-mail подтверждён. Теперь войдите через Facebook');
    const created = await socialLogin({ provider: 'facebook', token });
    expect(created.statusCode, created.body).toBe(200);
    expect(await me(created.json().data.accessToken)).toMatchObject({ email, name: 'Тарас', secondName: 'Шевченко', social: { facebook: true } });

    const existing = await registerUser(t);
    const clash = await socialLogin({ provider: 'facebook', token: facebook.token({ id: nextId(), name: 'X Y', email: existing.email }) });
    const fresh = uniqueEmail('fb');
    const newcomer = await socialLogin({ provider: 'facebook', token: facebook.token({ id: nextId(), name: 'X Y', email: fresh }) });
    expect(clash.statusCode).toBe(newcomer.statusCode);
    expect(clash.json().data.message.replace(existing.email, 'E')).toBe(newcomer.json().data.message.replace(fresh, 'E'));

    const noEmail = await socialLogin({ provider: 'facebook', token: facebook.token({ id: nextId(), name: 'Леся' }) });
    expect(noEmail.statusCode).toBe(422);
    expect(noEmail.json().errors.token[0]).toContain('Facebook не передал e-mail');

    expect((await socialLogin({ provider: 'facebook', token: 'EAAB-forged' })).statusCode).toBe(401);
  });

  it('links Facebook and Google to the signed-in user, never to two users', async () => {
    const alice = await registerUser(t);
    const bob = await registerUser(t);
    const fbId = nextId();
    const link = (token: string, provider: string, social: string) =>
      t.app.inject({ method: 'POST', url: `/api/v1/oauth/${provider}/link`, payload: { token: social }, headers: bearer(token) });

    const linked = await link(alice.accessToken, 'facebook', facebook.token({ id: fbId, name: 'Alice A', email: alice.email }));
    expect(linked.statusCode, linked.body).toBe(200);
    expect(linked.json().data.social).toEqual({ google: false, facebook: true });
    // Linking again is harmless; Bob cannot take Alice's Facebook account.
    expect((await link(alice.accessToken, 'facebook', facebook.token({ id: fbId, name: 'Alice A' }))).statusCode).toBe(200);
    const stolen = await link(bob.accessToken, 'facebook', facebook.token({ id: fbId, name: 'Alice A' }));
    expect(stolen.statusCode).toBe(409);
    expect((await me(bob.accessToken)).social.facebook).toBe(false);

    // Now Alice signs in with Facebook even though it shares her e-mail.
    const viaFacebook = await socialLogin({ provider: 'facebook', token: facebook.token({ id: fbId, name: 'Alice A', email: alice.email }) });
    expect((await me(viaFacebook.json().data.accessToken)).id).toBe(alice.id);

    const google = await link(bob.accessToken, 'google', await googleToken(nextId()));
    expect(google.json().data.social.google).toBe(true);
    expect((await t.app.inject({ method: 'POST', url: '/api/v1/oauth/google/link', payload: { token: 'x' } })).statusCode).toBe(401);
  });

  it('lets an account made by social sign-in set a password without a current one', async () => {
    const created = await socialLogin({ provider: 'google', token: await googleToken(nextId(), uniqueEmail('setpw')) });
    const token = created.json().data.accessToken;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/user/password-change',
      payload: { password: PASSWORD, password_confirmation: PASSWORD },
      headers: bearer(token),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect((await me(token)).hasPassword).toBe(true);
  });
});

async function googleToken(sub: string, email = uniqueEmail('g')) {
  return google.idToken({ sub, email });
}

describe('social sign-in with the local drivers', () => {
  it('accepts only tokens its consent page signed, and nothing in production', async () => {
    // The drivers a test config makes: local ones, since no provider credentials are set.
    replaceAccountProviders(t.deps, { social: createAccountProviders(t.deps.config).social });
    const key = installSecret(t.deps.config, 'local-social');
    const email = uniqueEmail('local');
    const token = await issueLocalSocialToken(key, 'google', { email, firstName: 'Dev', lastName: 'User' }, newLocalSecret());
    expect((await socialLogin({ provider: 'google', token })).statusCode).toBe(202);
    expect((await confirmLinkTo(email)).statusCode).toBe(200);
    const first = await socialLogin({ provider: 'google', token });
    expect(first.statusCode, first.body).toBe(200);
    expect(await me(first.json().data.accessToken)).toMatchObject({ email, name: 'Dev', social: { google: true } });
    expect((await socialLogin({ provider: 'google', token: 'not-local' })).statusCode).toBe(401);
    // Signed for Google, not for Facebook; signed with another install's key.
    expect((await socialLogin({ provider: 'facebook', token })).statusCode).toBe(401);
    const foreign = await issueLocalSocialToken(new TextEncoder().encode('another install'), 'google', { email, firstName: null, lastName: null }, newLocalSecret());
    expect((await socialLogin({ provider: 'google', token: foreign })).statusCode).toBe(401);

    const production = () => installSecret(t.deps.config, 'local-social');
    replaceAccountProviders(t.deps, {
      social: { google: new LocalSocialVerifier('google', true, production), facebook: new LocalSocialVerifier('facebook', true, production) },
    });
    expect((await socialLogin({ provider: 'google', token })).statusCode).toBe(401);
  });

  it('never takes over an existing account by its e-mail', async () => {
    replaceAccountProviders(t.deps, { social: createAccountProviders(t.deps.config).social });
    const existing = await registerUser(t);
    const token = await issueLocalSocialToken(installSecret(t.deps.config, 'local-social'), 'google', { email: existing.email, firstName: null, lastName: null }, newLocalSecret());
    const res = await socialLogin({ provider: 'google', token });
    expect(res.statusCode).toBe(202);
    expect(res.json().data.accessToken).toBeUndefined();
  });
});

describe('GET /auth/providers', () => {
  it('offers no provider while the shop has no credentials for it', async () => {
    const res = await t.app.inject({ url: '/api/v1/auth/providers' });
    expect(res.statusCode).toBe(200);
    // Outside production the local consent page stands in for both.
    expect(res.json().data).toEqual({ google: null, facebook: null, local: ['google', 'facebook'] });
    expect(res.headers['cache-control']).toBe('public, max-age=300');
  });

  it('gives the public ids, never the Facebook secret', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      GOOGLE_CLIENT_ID: 'shop.apps.googleusercontent.com',
      FACEBOOK_APP_ID: '42',
      FACEBOOK_APP_SECRET: 'secret',
      FACEBOOK_API_VERSION: 'v21.0',
    });
    const providers = socialProvidersFor(config);
    expect(providers).toEqual({ google: { clientId: 'shop.apps.googleusercontent.com' }, facebook: { appId: '42', sdkVersion: 'v21.0' }, local: [] });
    expect(JSON.stringify(providers)).not.toContain('secret');
    expect(config.accounts.facebook.graphUrl).toBe('https://graph.facebook.com/v21.0');
    // An app id without its secret cannot be verified, so no button.
    expect(socialProvidersFor(loadConfig({ FACEBOOK_APP_ID: '42' })).facebook).toBeNull();
    // Production never offers the local consent page.
    expect(socialProvidersFor(loadConfig({ NODE_ENV: 'production' })).local).toEqual([]);
  });
});
