import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { AppConfig } from '../config.ts';

/**
 * Keys generated once per install and kept in `<dataDir>/secrets/<name>.key` (mode 600), so that
 * restarts keep what they signed. Several instances must share the data folder.
 */
const loaded = new Map<string, Uint8Array>();

export function installSecret(config: Pick<AppConfig, 'dataDir'>, name: string): Uint8Array {
  const file = path.join(config.dataDir, 'secrets', `${name}.key`);
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
