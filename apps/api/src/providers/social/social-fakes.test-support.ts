import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHmac } from 'node:crypto';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';

/**
 * Local stand-ins for Google's key set and Facebook's Graph API, speaking their documented wire
 * formats (integrations.md §4), for the real drivers' tests.
 */

/** The ids the fakes answer for; a shop pointed at the fakes is configured with these. */
export const FAKE_GOOGLE_CLIENT_ID = 'shop-client-id.apps.googleusercontent.com';
export const FAKE_FACEBOOK_APP = { appId: '1234567890', appSecret: 'fake-app-secret', apiVersion: 'v19.0' };

export interface FakeGoogle {
  jwksUrl: string;
  clientId: string;
  /** An ID token signed with the fake's key (or another one), with claims to override. */
  idToken(claims?: Record<string, unknown>, options?: { foreignKey?: boolean; expiresIn?: string }): Promise<string>;
  close(): Promise<void>;
}

export async function startFakeGoogle(options: { port?: number } = {}): Promise<FakeGoogle> {
  const { publicKey, privateKey } = await generateKeyPair('RS256');
  const foreign = await generateKeyPair('RS256');
  const jwk: JWK = { ...(await exportJWK(publicKey)), kid: 'test-key-1', alg: 'RS256', use: 'sig' };
  const server = http.createServer((req, res) => {
    if (req.url === '/oauth2/v3/certs') {
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ keys: [jwk] }));
      return;
    }
    res.statusCode = 404;
    res.end();
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  const clientId = FAKE_GOOGLE_CLIENT_ID;
  return {
    jwksUrl: `http://127.0.0.1:${port}/oauth2/v3/certs`,
    clientId,
    async idToken(claims = {}, options = {}) {
      const key: CryptoKey = options.foreignKey ? foreign.privateKey : privateKey;
      return new SignJWT({
        email: 'ada@example.com',
        email_verified: true,
        name: 'Ada Lovelace',
        given_name: 'Ada',
        family_name: 'Lovelace',
        ...claims,
      })
        .setProtectedHeader({ alg: 'RS256', kid: 'test-key-1' })
        .setIssuer((claims.iss as string) ?? 'https://accounts.google.com')
        .setAudience((claims.aud as string) ?? clientId)
        .setSubject((claims.sub as string) ?? '1098765432100')
        .setIssuedAt()
        .setExpirationTime(options.expiresIn ?? '1h')
        .sign(key);
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

export interface FakeFacebookUser {
  id: string;
  name: string;
  email?: string;
  /** The app the token was issued to. */
  appId?: string;
  valid?: boolean;
}

export interface FakeFacebook {
  graphUrl: string;
  appId: string;
  appSecret: string;
  /** Registers a user token the fake will recognise. */
  token(user: FakeFacebookUser): string;
  /** Requests seen, to check the driver sent what Facebook requires. */
  requests: URL[];
  close(): Promise<void>;
}

export async function startFakeFacebook(options: { port?: number } = {}): Promise<FakeFacebook> {
  const { appId, appSecret } = FAKE_FACEBOOK_APP;
  const tokens = new Map<string, FakeFacebookUser>();
  const requests: URL[] = [];
  const oauthError = (res: http.ServerResponse, message: string, code: number) => {
    res.statusCode = 400;
    res.end(JSON.stringify({ error: { message, type: 'OAuthException', code, fbtrace_id: 'AbCdEf' } }));
  };
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(url);
    res.setHeader('content-type', 'application/json');
    if (url.pathname === '/v19.0/debug_token') {
      if (url.searchParams.get('access_token') !== `${appId}|${appSecret}`) return oauthError(res, 'Invalid OAuth access token.', 190);
      const user = tokens.get(url.searchParams.get('input_token') ?? '');
      if (!user) return oauthError(res, 'Invalid OAuth access token - Cannot parse access token', 190);
      res.end(
        JSON.stringify({
          data: {
            app_id: user.appId ?? appId,
            type: 'USER',
            application: 'ProCosmetics',
            expires_at: Math.floor(Date.now() / 1000) + 3600,
            is_valid: user.valid ?? true,
            scopes: ['email', 'public_profile'],
            user_id: user.id,
          },
        }),
      );
      return;
    }
    if (url.pathname === '/v19.0/me') {
      const token = url.searchParams.get('access_token') ?? '';
      const user = tokens.get(token);
      const proof = createHmac('sha256', appSecret).update(token).digest('hex');
      if (!user) return oauthError(res, 'Invalid OAuth access token.', 190);
      if (url.searchParams.get('appsecret_proof') !== proof) return oauthError(res, 'Invalid appsecret_proof provided in the API argument', 100);
      res.end(JSON.stringify({ id: user.id, name: user.name, ...(user.email ? { email: user.email } : {}) }));
      return;
    }
    res.statusCode = 404;
    res.end('{}');
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  let n = 0;
  return {
    graphUrl: `http://127.0.0.1:${port}/v19.0`,
    appId,
    appSecret,
    requests,
    token(user) {
      const token = `EAAB${++n}${user.id}`;
      tokens.set(token, user);
      return token;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
