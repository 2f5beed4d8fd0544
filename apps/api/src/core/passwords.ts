import { hash, verify, type Options } from '@node-rs/argon2';

/** argon2id (Algorithm.Argon2id is a const enum, which isolated modules cannot read: its value is 2). */
const ARGON2_ID = 2 as NonNullable<Options['algorithm']>;

/**
 * The library's defaults (19 MiB, 2 passes: about 50 ms a hash) everywhere but under vitest, whose
 * suite signs in hundreds of times: there 1 MiB and one pass (under 1 ms). The parameters are stored in each
 * hash, so a hash made either way is verified either way.
 */
const underTest = process.env.VITEST === 'true' && process.env.NODE_ENV === 'test';
const ARGON2: Options = underTest ? { algorithm: ARGON2_ID, memoryCost: 1024, timeCost: 1 } : { algorithm: ARGON2_ID };

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

let dummyHash: Promise<string> | undefined;

/**
 * Checks a password. Without a stored hash (unknown e-mail, social-only account) a dummy hash is
 * verified anyway, so the answer takes as long and does not tell whether the account exists.
 */
export async function verifyPassword(storedHash: string | null | undefined, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('not a real password, only for timing');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}
