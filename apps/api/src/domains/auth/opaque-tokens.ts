import { createHash, randomBytes } from 'node:crypto';

/** A random, URL-safe token (256 bits) for refresh, recovery and confirm tokens. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Stored instead of the token: a database leak reveals no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
