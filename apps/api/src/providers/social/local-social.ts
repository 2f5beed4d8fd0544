import { createHash, randomBytes } from 'node:crypto';
import { SignJWT, jwtVerify } from 'jose';
import type { SocialProvider } from '@shop/contracts/auth';
import { SocialTokenError, type SocialProfile, type SocialVerifier } from './social.ts';

const ISSUER = 'shop-local-social';
const TOKEN_TTL = '10m';

/** What the local consent page asks for: the demo identity the person signs in as. */
export interface LocalIdentity {
  email: string;
  firstName: string | null;
  lastName: string | null;
}

/** A new local identity's secret: random, kept only in the browser that made it (local-consent.routes.ts). */
export function newLocalSecret(): string {
  return randomBytes(32).toString('base64url');
}

export const isLocalSecret = (value: unknown): value is string => typeof value === 'string' && /^[A-Za-z0-9_-]{43}$/.test(value);

/**
 * The provider id of a local identity: derived from its random secret and the install key, so the
 * id stored with an account's link reveals no secret, and typing an e-mail names nobody. Never equal
 * to a real Google or Facebook id.
 */
function localId(key: Uint8Array, secret: string): string {
  return `local-${createHash('sha256').update(key).update(secret).digest('hex').slice(0, 32)}`;
}

/**
 * Signs the token the local consent page hands back to the shop (HS256 with the install's own
 * key, for one provider, valid ten minutes). Who it is comes from the identity's secret (like a real
 * provider's own session in the browser), not from the e-mail typed: that is never vouched for, so
 * an identity no account is linked to goes through the e-mail proof (social.service.ts).
 */
export async function issueLocalSocialToken(key: Uint8Array, provider: SocialProvider, identity: LocalIdentity, secret: string): Promise<string> {
  return new SignJWT({
    email: identity.email.toLowerCase(),
    given_name: identity.firstName,
    family_name: identity.lastName,
  })
    .setProtectedHeader({ alg: 'HS256' })
    .setIssuer(ISSUER)
    .setAudience(`local-${provider}`)
    .setSubject(localId(key, secret))
    .setIssuedAt()
    .setExpirationTime(TOKEN_TTL)
    .sign(key);
}

/**
 * Stands in for a provider that has no credentials, outside production. It accepts only tokens its
 * own consent page signed with the install key; unsigned, foreign, expired or other-provider tokens
 * are refused (401). In production nothing is accepted.
 */
export class LocalSocialVerifier implements SocialVerifier {
  readonly kind = 'local' as const;

  constructor(
    private readonly provider: SocialProvider,
    private readonly production: boolean,
    /** The install key (`<dataDir>/secrets/local-social.key`), read on first use. */
    private readonly key: () => Uint8Array,
  ) {}

  async verify(token: string): Promise<SocialProfile> {
    if (this.production) throw new SocialTokenError(`${this.provider} sign-in is not configured`);
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, this.key(), { algorithms: ['HS256'], issuer: ISSUER, audience: `local-${this.provider}` }));
    } catch (error) {
      throw new SocialTokenError(`local sign-in token rejected: ${(error as Error).message}`);
    }
    if (typeof payload.sub !== 'string' || !payload.sub) throw new SocialTokenError('local sign-in token without subject');
    return {
      provider: this.provider,
      id: payload.sub,
      email: typeof payload.email === 'string' ? payload.email : null,
      emailVerified: false,
      firstName: typeof payload.given_name === 'string' ? payload.given_name : null,
      lastName: typeof payload.family_name === 'string' ? payload.family_name : null,
    };
  }
}
