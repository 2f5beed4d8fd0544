import type { MenuSeriesItem } from '@shop/contracts/content';
import type { Me } from '@shop/contracts/user';
import { browserApi } from '../../lib/browser-api.ts';
import { createStore, useStore } from '../../lib/external-store.ts';
import { type AccountState, subscribeAccount } from '../../visitor/account-store.ts';
import { isProfessionalType } from '../../visitor/user-summary.ts';

/**
 * SPEC §6: the header menu is fetched again when the professional status changes. The server
 * renders it for guests; once a professional is known in the browser (restored, signed in, or
 * approved while browsing), the menu is asked for again with their token, and the header's
 * catalogue panel and burger drawer show that answer instead of the guest one.
 */
const menuStore = createStore<MenuSeriesItem[] | null>(null);

const professionalOf = (user: Me | null) => (user ? isProfessionalType(user) : false);

/** The menu to show: the one fetched for the signed-in professional status, else the server's. */
export function useHeaderMenu(serverMenu: MenuSeriesItem[]): MenuSeriesItem[] {
  return useStore(menuStore) ?? serverMenu;
}

/** Follows the account and refetches the menu whenever the professional status differs from the menu's. */
export function followProfessionalStatus(): () => void {
  // The server's menu is the guest's: not professional.
  let menuIsProfessional = false;
  let latest = 0;
  const onAccount = (state: AccountState) => {
    if (state.status === 'unknown') return;
    const professional = professionalOf(state.status === 'signed-in' ? state.user : null);
    if (professional === menuIsProfessional) return;
    menuIsProfessional = professional;
    const request = ++latest;
    browserApi
      .get<{ data: MenuSeriesItem[] }>('/v1/menu-series')
      .then(({ data }) => {
        if (request === latest) menuStore.set(data);
      })
      .catch((error: unknown) => console.error('header menu failed to load', error));
  };
  return subscribeAccount(onAccount);
}
