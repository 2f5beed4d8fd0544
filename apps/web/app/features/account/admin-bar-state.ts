import { createStore, useStore } from '../../lib/external-store.ts';
import { readStored, writeStored } from '../../lib/storage.ts';

/**
 * SPEC §4: whether the admin bar is open is remembered in local storage; open by default. Read
 * once when the module loads in the browser: the bar only renders once the user has loaded there.
 */
const KEY = 'admin-bar:open';

const openStore = createStore<boolean>(readStored(KEY) !== 'false');

export function useAdminBarOpen(): boolean {
  return useStore(openStore);
}

export function setAdminBarOpen(open: boolean): void {
  openStore.set(open);
  writeStored(KEY, String(open));
}
