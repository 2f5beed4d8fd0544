import type { Me } from '@shop/contracts/user';
import { createStore, useStore } from '../lib/external-store.ts';
import { updateVisitorState } from '../lib/visitor-state.ts';

/**
 * Who is signed in, as the browser knows it. `unknown` is what the server renders and what the
 * browser shows until the stored token has been checked: pages that need a user wait, the header
 * shows the guest icons. Server HTML is shared by all guests, so the user exists only here.
 */
export type AccountState = { status: 'unknown' } | { status: 'guest' } | { status: 'signed-in'; user: Me };

const accountStore = createStore<AccountState>({ status: 'unknown' });

export function getAccount(): AccountState {
  return accountStore.get();
}

export function useAccount(): AccountState {
  return useStore(accountStore);
}

/** The signed-in user, or null (guest or not known yet). */
export function useUser(): Me | null {
  const account = useAccount();
  return account.status === 'signed-in' ? account.user : null;
}

export function setSignedIn(user: Me): void {
  accountStore.set({ status: 'signed-in', user });
  updateVisitorState({ signedIn: true });
}

export function setGuest(): void {
  accountStore.set({ status: 'guest' });
  updateVisitorState({ signedIn: false, favourites: 0 });
}

/** Replaces the user after a change the API answered with the new state (PUT /v1/user). */
export function replaceUser(user: Me): void {
  if (accountStore.get().status === 'signed-in') setSignedIn(user);
}

export function subscribeAccount(listener: (state: AccountState) => void): () => void {
  return accountStore.subscribe(() => listener(accountStore.get()));
}
