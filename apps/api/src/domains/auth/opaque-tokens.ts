import { createHash, createHmac, randomBytes } from 'node:crypto';

/** A random, URL-safe token (256 bits) for refresh, recovery and confirm tokens. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Stored instead of the token: a database leak reveals no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/**
 * The refresh token that replaces `token` when it is rotated: an HMAC of the old token under the
 * server key, URL-safe like a random token. Being derived, a retried or concurrent refresh with the
 * same cookie can hand back the very same successor although only its hash is stored; without the
 * server key nobody can compute it from an old token.
 */
export function successorToken(key: Uint8Array, token: string): string {
  return createHmac('sha256', key).update(`refresh-successor\u0000${token}`).digest('base64url');
}
