import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';
import { ACCESS_TOKEN_TTL_S } from '@shop/contracts/auth';
import type { AppConfig } from '../../config.ts';
import { TokenRejected } from '../../core/auth.ts';
import { serverKey } from './secrets.ts';

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

export async function verifyAccessToken(config: AppConfig, token: string): Promise<AccessClaims> {
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
  return { userId, sessionId: payload.sid };
}
