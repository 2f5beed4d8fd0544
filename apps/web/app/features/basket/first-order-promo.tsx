import { useLocation } from 'react-router';
import { openDialog } from '../../dialogs/dialog-store.ts';
import { useUnaskedOffer } from '../../dialogs/use-unasked-offer.ts';
import { readStored, writeStored } from '../../lib/storage.ts';
import { useShell } from '../../lib/use-shell.ts';
import { useAccount } from '../../visitor/account-store.ts';
import { useBasket } from './basket-store.ts';

const SHOWN_KEY = 'first-order-promo-shown';
/** Who may get the first-order discount (decision 0015): guests and ordinary retail users. */
const RETAIL_TYPES = new Set(['none', 'regular']);
/** Lets the visitor look at the page they opened before a popup covers it. */
const DELAY_MS = 3_000;

/**
 * The first-order promotion (SPEC §1, §4; 480): shown once per visitor, to a guest or a retail
 * shopper who has not ordered yet and has something in the basket, while they browse the shop. Never
 * on the basket or at checkout, where it would stand between the shopper and the order, and only in a
 * quiet moment (dialogs/unasked-offer.ts). The flag is stored when it is shown. Only while the
 * promotion runs (the back office's setting, in the shell's variables; unknown: not offered).
 * Renders nothing.
 */
export function FirstOrderPromo() {
  const account = useAccount();
  const { loaded, items } = useBasket();
  const { pathname, search } = useLocation();
  const promotion = useShell().variables?.firstOrderPromotion;
  const eligible = account.status === 'guest' || (account.status === 'signed-in' && RETAIL_TYPES.has(account.user.userType.name) && !account.user.assignedCode);
  useUnaskedOffer({
    enabled: loaded && items > 0 && eligible && promotion?.active === true,
    delayMs: DELAY_MS,
    restartKey: pathname + search,
    facts: () => ({
      pathname: window.location.pathname,
      dismissed: readStored(SHOWN_KEY) !== null,
      returningCustomer: account.status === 'signed-in' && account.user.hasOrdered,
    }),
    open: () => {
      if (!openDialog('first-order-promo', { percent: promotion?.percent })) return false;
      writeStored(SHOWN_KEY, '1');
      return true;
    },
  });
  return null;
}
