import { useEffect } from 'react';
import { openDialog } from '../../dialogs/dialog-store.ts';
import { readStored, writeStored } from '../../lib/storage.ts';
import { useAccount } from '../../visitor/account-store.ts';
import { useBasket } from './basket-store.ts';

const SHOWN_KEY = 'first-order-promo-shown';
/** Who may get the first-order discount (decision 0015): guests and ordinary retail users. */
const RETAIL_TYPES = new Set(['none', 'regular']);
/** Lets the page settle before a popup covers it. */
const DELAY_MS = 1_500;

/**
 * The first-order promotion (SPEC §1, §4; 480): shown once on the basket page to a guest or a
 * retail shopper with something in the basket; the flag is stored when it is shown.
 */
export function FirstOrderPromo() {
  const account = useAccount();
  const { loaded, items } = useBasket();
  const eligible = account.status === 'guest' || (account.status === 'signed-in' && RETAIL_TYPES.has(account.user.userType.name) && !account.user.assignedCode);

  useEffect(() => {
    if (!loaded || items === 0 || !eligible || readStored(SHOWN_KEY)) return;
    const timer = window.setTimeout(() => {
      if (readStored(SHOWN_KEY)) return;
      if (openDialog('first-order-promo')) writeStored(SHOWN_KEY, '1');
    }, DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [loaded, items, eligible]);

  return null;
}
