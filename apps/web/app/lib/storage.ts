import { STORAGE_PREFIX } from '@shop/contracts/constants';

type Area = 'local' | 'session';

/**
 * Browser storage under the shop's key prefix (SPEC §9). Storage can be missing (server render),
 * full or blocked (private modes, disabled cookies); every access is guarded so that a remembered
 * flag is a convenience and never an error.
 */
function area(kind: Area): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return kind === 'local' ? window.localStorage : window.sessionStorage;
  } catch {
    return null;
  }
}

export function readStored(key: string, kind: Area = 'local'): string | null {
  try {
    return area(kind)?.getItem(STORAGE_PREFIX + key) ?? null;
  } catch {
    return null;
  }
}

export function writeStored(key: string, value: string, kind: Area = 'local'): void {
  try {
    area(kind)?.setItem(STORAGE_PREFIX + key, value);
  } catch {
    // Quota exceeded or storage disabled: the flag is simply not remembered.
  }
}

export function removeStored(key: string, kind: Area = 'local'): void {
  try {
    area(kind)?.removeItem(STORAGE_PREFIX + key);
  } catch {
    // Nothing to clean up when storage is unavailable.
  }
}
