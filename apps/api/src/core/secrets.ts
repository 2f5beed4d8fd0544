import { createHmac } from 'node:crypto';
import type { AppConfig } from '../config.ts';
import { installSecret } from './install-secret.ts';

/**
 * The server key that signs access tokens and keys the SMS code hashes. JWT_SECRET wins; without it
 * a key is generated once and kept in `<dataDir>/secrets/jwt.key`, so restarts keep sessions.
 * Several instances must share JWT_SECRET (or the data folder).
 */
export function serverKey(config: AppConfig): Uint8Array {
  if (config.accounts.jwtSecret) return new TextEncoder().encode(config.accounts.jwtSecret);
  return installSecret(config, 'jwt');
}

/** A keyed hash, for short secrets (SMS codes) that a plain hash would not protect. */
export function keyedHash(config: AppConfig, purpose: string, value: string): string {
  return createHmac('sha256', serverKey(config)).update(`${purpose}\u0000${value}`).digest('hex');
}
