import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FacebookVerifier } from './facebook.ts';
import { startFakeFacebook, type FakeFacebook } from './social-fakes.test-support.ts';

let facebook: FakeFacebook;
let verifier: FacebookVerifier;
beforeAll(async () => {
  facebook = await startFakeFacebook();
  verifier = new FacebookVerifier({ appId: facebook.appId, appSecret: facebook.appSecret, graphUrl: facebook.graphUrl });
});
afterAll(() => facebook?.close());

describe('Facebook driver (against a local Graph API fake)', () => {
  it('checks the token with debug_token, then reads /me with appsecret_proof', async () => {
    const token = facebook.token({ id: '10220000000000001', name: 'Taras Shevchenko', email: 'Taras@Example.com' });
    const profile = await verifier.verify(token);
    expect(profile).toEqual({
      provider: 'facebook',
      id: '10220000000000001',
      email: 'taras@example.com',
      emailVerified: false,
      firstName: 'Taras',
      lastName: 'Shevchenko',
    });
    const [debug, me] = facebook.requests.slice(-2);
    expect(debug.pathname).toBe('/v19.0/debug_token');
    expect(debug.searchParams.get('access_token')).toBe(`${facebook.appId}|${facebook.appSecret}`);
    expect(me.pathname).toBe('/v19.0/me');
    expect(me.searchParams.get('fields')).toBe('id,name,email,first_name,last_name');
    expect(me.searchParams.get('appsecret_proof')).toMatch(/^[0-9a-f]{64}$/);
  });

  it('accepts a person who does not share an e-mail (the API decides what to do)', async () => {
    const profile = await verifier.verify(facebook.token({ id: '10220000000000002', name: 'Lesya' }));
    expect(profile.email).toBeNull();
  });

  it('refuses an invalid token, a token of another app and an unknown token', async () => {
    await expect(verifier.verify(facebook.token({ id: '3', name: 'X', valid: false }))).rejects.toMatchObject({ reason: 'invalid' });
    await expect(verifier.verify(facebook.token({ id: '4', name: 'X', appId: '999' }))).rejects.toMatchObject({ reason: 'invalid' });
    await expect(verifier.verify('EAAB-unknown')).rejects.toMatchObject({ reason: 'invalid' });
  });

  it('refuses when the app secret is wrong (debug_token answers an OAuthException)', async () => {
    const wrongSecret = new FacebookVerifier({ appId: facebook.appId, appSecret: 'nope', graphUrl: facebook.graphUrl });
    await expect(wrongSecret.verify(facebook.token({ id: '5', name: 'X' }))).rejects.toMatchObject({ reason: 'invalid' });
  });

  it('reports Facebook unreachable as unavailable', async () => {
    const offline = new FacebookVerifier({ appId: facebook.appId, appSecret: facebook.appSecret, graphUrl: 'http://127.0.0.1:1/v19.0' });
    await expect(offline.verify('EAAB')).rejects.toMatchObject({ reason: 'unavailable' });
  });
});
