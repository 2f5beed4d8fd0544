import type { SocialProvider } from '@shop/contracts/auth';

/** What a provider tells about the person behind a token. */
export interface SocialProfile {
  provider: SocialProvider;
  /** The provider's stable id of the person (`sub` for Google). */
  id: string;
  email: string | null;
  /** Only a verified e-mail may be matched to an existing account. */
  emailVerified: boolean;
  firstName: string | null;
  lastName: string | null;
}

/** Verifies a sign-in token with its provider. Drivers: local (not in production), Google, Facebook. */
export interface SocialVerifier {
  readonly kind: 'local' | 'google' | 'facebook';
  /** Throws SocialTokenError when the token is not valid for this shop. */
  verify(token: string): Promise<SocialProfile>;
}

export class SocialTokenError extends Error {
  constructor(
    message: string,
    /** `unavailable`: sign-in with this provider is not set up or could not be reached. */
    readonly reason: 'invalid' | 'unavailable' = 'invalid',
  ) {
    super(message);
  }
}

/** Splits "Ada King Lovelace" into first name "Ada" and last name "King Lovelace". */
export function splitName(full: string | null | undefined): { firstName: string | null; lastName: string | null } {
  const parts = (full ?? '').trim().split(/\s+/).filter(Boolean);
  if (!parts.length) return { firstName: null, lastName: null };
  return { firstName: parts[0], lastName: parts.slice(1).join(' ') || null };
}
