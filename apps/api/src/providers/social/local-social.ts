import type { SocialProvider } from '@shop/contracts/auth';
import { SocialTokenError, type SocialProfile, type SocialVerifier } from './social.ts';

/**
 * Development and test driver for a provider that has no credentials configured. It accepts tokens
 * made by `localSocialToken` (base64url JSON, no signature), so sign-in can be tried without Google
 * or Facebook; in production it refuses everything.
 */
export class LocalSocialVerifier implements SocialVerifier {
  readonly kind = 'local' as const;

  constructor(
    private readonly provider: SocialProvider,
    private readonly production: boolean,
  ) {}

  async verify(token: string): Promise<SocialProfile> {
    if (this.production) throw new SocialTokenError(`${this.provider} sign-in is not configured`, 'unavailable');
    const prefix = `local-${this.provider}.`;
    if (!token.startsWith(prefix)) throw new SocialTokenError('not a local sign-in token');
    let claims: Partial<SocialProfile>;
    try {
      claims = JSON.parse(Buffer.from(token.slice(prefix.length), 'base64url').toString('utf8'));
    } catch {
      throw new SocialTokenError('unreadable local sign-in token');
    }
    if (typeof claims.id !== 'string' || !claims.id) throw new SocialTokenError('local sign-in token without id');
    return {
      provider: this.provider,
      id: claims.id,
      email: typeof claims.email === 'string' ? claims.email : null,
      emailVerified: claims.emailVerified === true,
      firstName: typeof claims.firstName === 'string' ? claims.firstName : null,
      lastName: typeof claims.lastName === 'string' ? claims.lastName : null,
    };
  }
}

/** A token the local driver accepts (development and tests). */
export function localSocialToken(provider: SocialProvider, profile: Omit<SocialProfile, 'provider'>): string {
  return `local-${provider}.${Buffer.from(JSON.stringify(profile)).toString('base64url')}`;
}
