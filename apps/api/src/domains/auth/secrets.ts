import fs from 'node:fs';
import path from 'node:path';
import { createHmac, randomBytes } from 'node:crypto';
import type { AppConfig } from '../../config.ts';

/**
 * The server key that signs access tokens and keys the SMS code hashes. JWT_SECRET wins; without it
 * a key is generated once and kept in `<dataDir>/secrets/jwt.key` (mode 600), so restarts keep
 * sessions. Several instances must share JWT_SECRET (or the data folder).
 */
const loaded = new Map<string, Uint8Array>();

export function serverKey(config: AppConfig): Uint8Array {
  if (config.accounts.jwtSecret) return new TextEncoder().encode(config.accounts.jwtSecret);
  const file = path.join(config.dataDir, 'secrets', 'jwt.key');
  const known = loaded.get(file);
  if (known) return known;
  let secret: string;
  try {
    secret = fs.readFileSync(file, 'utf8').trim();
  } catch {
    fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
    secret = randomBytes(48).toString('base64url');
    try {
      // `wx` fails if another process wrote it first; then that one's key is used.
      fs.writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
    } catch {
      secret = fs.readFileSync(file, 'utf8').trim();
    }
  }
  const key = new TextEncoder().encode(secret);
  loaded.set(file, key);
  return key;
}

/** A keyed hash, for short secrets (SMS codes) that a plain hash would not protect. */
export function keyedHash(config: AppConfig, purpose: string, value: string): string {
  return createHmac('sha256', serverKey(config)).update(`${purpose}\u0000${value}`).digest('hex');
}
