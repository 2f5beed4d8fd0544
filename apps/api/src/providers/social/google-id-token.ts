import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTVerifyGetKey } from 'jose';
import { SocialTokenError, splitName, type SocialProfile, type SocialVerifier } from './social.ts';

export interface GoogleOptions {
  clientId: string;
  /** https://www.googleapis.com/oauth2/v3/certs, or a local fake in tests. */
  jwksUrl: string;
}

const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];

/**
 * Google Identity Services ID tokens: RS256 JWTs checked against Google's published keys (cached by
 * jose), issued by Google for this shop's client id. `sub` is the stable id; the e-mail is trusted
 * only when `email_verified` is true.
 */
export class GoogleIdTokenVerifier implements SocialVerifier {
  readonly kind = 'google' as const;
  private readonly keys: JWTVerifyGetKey;

  constructor(private readonly options: GoogleOptions) {
    this.keys = createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 5_000 });
  }

  async verify(token: string): Promise<SocialProfile> {
    let payload: Record<string, unknown>;
    try {
      ({ payload } = await jwtVerify(token, this.keys, {
        issuer: GOOGLE_ISSUERS,
        audience: this.options.clientId,
        algorithms: ['RS256'],
      }));
    } catch (error) {
      const unreachable = error instanceof joseErrors.JWKSTimeout || (error instanceof Error && /fetch|ECONNREFUSED|network/i.test(error.message));
      throw new SocialTokenError(`Google ID token rejected: ${(error as Error).message}`, unreachable ? 'unavailable' : 'invalid');
    }
    if (typeof payload.sub !== 'string' || !payload.sub) throw new SocialTokenError('Google ID token without sub');
    const names = splitName(typeof payload.name === 'string' ? payload.name : null);
    return {
      provider: 'google',
      id: payload.sub,
      email: typeof payload.email === 'string' ? payload.email.toLowerCase() : null,
      emailVerified: payload.email_verified === true,
      firstName: typeof payload.given_name === 'string' ? payload.given_name : names.firstName,
      lastName: typeof payload.family_name === 'string' ? payload.family_name : names.lastName,
    };
  }
}
