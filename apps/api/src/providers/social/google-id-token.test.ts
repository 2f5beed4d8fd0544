import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GoogleIdTokenVerifier } from './google-id-token.ts';
import { startFakeGoogle, type FakeGoogle } from './social-fakes.test-support.ts';
import { SocialTokenError } from './social.ts';

let google: FakeGoogle;
let verifier: GoogleIdTokenVerifier;
beforeAll(async () => {
  google = await startFakeGoogle();
  verifier = new GoogleIdTokenVerifier({ clientId: google.clientId, jwksUrl: google.jwksUrl });
});
afterAll(() => google?.close());

const reason = async (token: string) => {
  try {
    await verifier.verify(token);
    return 'accepted';
  } catch (error) {
    expect(error).toBeInstanceOf(SocialTokenError);
    return (error as SocialTokenError).reason;
  }
};

describe('Google ID token driver (against a local JWKS with a test RS256 key)', () => {
  it('reads the person from a token signed by the published key for this client', async () => {
    const profile = await verifier.verify(await google.idToken({ email: 'Ada@Example.com' }));
    expect(profile).toEqual({
      provider: 'google',
      id: '1098765432100',
      email: 'ada@example.com',
      emailVerified: true,
      firstName: 'Ada',
      lastName: 'Lovelace',
    });
    // The short issuer form is accepted too.
    expect((await verifier.verify(await google.idToken({ iss: 'accounts.google.com' }))).id).toBe('1098765432100');
  });

  it('trusts the e-mail only when Google says it is verified', async () => {
    expect((await verifier.verify(await google.idToken({ email_verified: false }))).emailVerified).toBe(false);
  });

  it('refuses another key, another audience, another issuer, an expired token and garbage', async () => {
    expect(await reason(await google.idToken({}, { foreignKey: true }))).toBe('invalid');
    expect(await reason(await google.idToken({ aud: 'someone-else.apps.googleusercontent.com' }))).toBe('invalid');
    expect(await reason(await google.idToken({ iss: 'https://evil.example.com' }))).toBe('invalid');
    expect(await reason(await google.idToken({}, { expiresIn: '-1m' }))).toBe('invalid');
    expect(await reason('not-a-token')).toBe('invalid');
  });

  it('reports Google unreachable as unavailable', async () => {
    const offline = new GoogleIdTokenVerifier({ clientId: google.clientId, jwksUrl: 'http://127.0.0.1:1/certs' });
    await expect(offline.verify(await google.idToken())).rejects.toMatchObject({ reason: 'unavailable' });
  });
});
