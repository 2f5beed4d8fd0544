import { readStored, removeStored, writeStored } from '../lib/storage.ts';

/**
 * The phone the visitor proved by SMS and the token that proves it (valid 30 minutes on the
 * server). Kept for this tab, so that closing the registration dialog and coming back does not
 * cost another SMS (SPEC §4: "if a phone is already verified, registration opens").
 */
export interface VerifiedPhone {
  phone: string;
  confirmToken: string;
  /** Milliseconds since the epoch after which the server no longer accepts the token. */
  expiresAt: number;
}

const KEY = 'auth:verified-phone';
/** The server keeps a confirm token 30 minutes; a minute less leaves time to fill the form in. */
const CONFIRM_TOKEN_LIFETIME_MS = 29 * 60 * 1000;

export function rememberVerifiedPhone(phone: string, confirmToken: string, now = Date.now()): VerifiedPhone {
  const verified = { phone, confirmToken, expiresAt: now + CONFIRM_TOKEN_LIFETIME_MS };
  writeStored(KEY, JSON.stringify(verified), 'session');
  return verified;
}

export function verifiedPhone(now = Date.now()): VerifiedPhone | null {
  const raw = readStored(KEY, 'session');
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<VerifiedPhone>;
    if (typeof value.phone === 'string' && typeof value.confirmToken === 'string' && typeof value.expiresAt === 'number' && value.expiresAt > now) {
      return value as VerifiedPhone;
    }
  } catch {
    // A damaged entry is as good as none.
  }
  removeStored(KEY, 'session');
  return null;
}

/** After registration the token is spent. */
export function forgetVerifiedPhone(): void {
  removeStored(KEY, 'session');
}
