import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_S } from '@shop/contracts/auth';
import type { AppConfig } from '../../config.ts';
import { TokenRejected } from '../../core/auth.ts';
import { serverKey } from '../../core/secrets.ts';

/**
 * Access tokens: HS256 JWTs, 15 minutes, `sub` the user id, `typ` "access", `sid` the session
 * (refresh-token family) so that ending the session ends its access tokens too.
 */
const ISSUER = 'procosmetics-api';
const AUDIENCE = 'procosmetics-web';

export interface AccessClaims {
  userId: number;
  sessionId: string;
}

export async function signAccessToken(config: AppConfig, claims: AccessClaims): Promise<string> {
  return new SignJWT({ typ: 'access', sid: claims.sessionId })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(`${ACCESS_TOKEN_TTL_S}s`)
    .sign(serverKey(config));
}

/**
 * Tokens whose signature this process has checked, until they expire: a signed-in tab sends the same
 * token with every call for up to 15 minutes (the basket re-syncs every 10 s), and checking an HMAC
 * through WebCrypto each time is a measurable share of a cheap call. Kept per configuration (its
 * key), bounded, oldest dropped first. Whether the session still lives is checked on every call.
 */
const MAX_REMEMBERED_TOKENS = 10_000;
const remembered = new WeakMap<AppConfig, Map<string, { claims: AccessClaims; expiresAtMs: number }>>();

function rememberedTokens(config: AppConfig) {
  let tokens = remembered.get(config);
  if (!tokens) remembered.set(config, (tokens = new Map()));
  return tokens;
}

export async function verifyAccessToken(config: AppConfig, token: string): Promise<AccessClaims> {
  const tokens = rememberedTokens(config);
  const known = tokens.get(token);
  if (known && known.expiresAtMs > Date.now()) return known.claims;
  if (known) tokens.delete(token);
  const claims = await verifySignedToken(config, token);
  if (tokens.size >= MAX_REMEMBERED_TOKENS) tokens.delete(tokens.keys().next().value as string);
  tokens.set(token, claims);
  return claims.claims;
}

async function verifySignedToken(config: AppConfig, token: string): Promise<{ claims: AccessClaims; expiresAtMs: number }> {
  let payload: Record<string, unknown>;
  try {
    ({ payload } = await jwtVerify(token, serverKey(config), { algorithms: ['HS256'], issuer: ISSUER, audience: AUDIENCE }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw new TokenRejected('expired');
    if (error instanceof joseErrors.JWSInvalid || error instanceof joseErrors.JWTInvalid) throw new TokenRejected('malformed');
    throw new TokenRejected('invalid');
  }
  const userId = Number(payload.sub);
  if (payload.typ !== 'access' || !Number.isSafeInteger(userId) || userId <= 0 || typeof payload.sid !== 'string') {
    throw new TokenRejected('invalid');
  }
  return { claims: { userId, sessionId: payload.sid }, expiresAtMs: Number(payload.exp) * 1000 };
}
