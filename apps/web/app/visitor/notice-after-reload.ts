import { readStored, removeStored, writeStored } from '../lib/storage.ts';

/**
 * A success message to show once the page has reloaded (restoring the password and signing out
 * both end with a reload, which would swallow a toast shown before it). Holds a translation key.
 */
const KEY = 'auth:notice';

export function noticeAfterReload(translationKey: string): void {
  writeStored(KEY, translationKey, 'session');
}

export function takeNoticeAfterReload(): string | null {
  const key = readStored(KEY, 'session');
  if (key) removeStored(KEY, 'session');
  return key;
}
