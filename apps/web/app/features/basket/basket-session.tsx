import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { toast } from '../../lib/toast.ts';
import { getAccount, subscribeAccount } from '../../visitor/account-store.ts';
import { getBasketLines, onBasketChange } from './basket-store.ts';

/** Whether there is anything to check: lines in the basket, or an account whose basket the server keeps. */
const checksNeeded = () => getBasketLines().length > 0 || getAccount().status === 'signed-in';

/**
 * Starts the basket once the page frame has hydrated: the stored lines (and the header count), and,
 * as soon as there is a basket to follow, the checks after each change and the 10 s server sync of a
 * signed-in user (basket-checks.ts). A guest with an empty basket, the usual first visit, never loads
 * the checks' code. Lines the server dropped are told to the shopper by name (SPEC §4). Renders nothing.
 */
export function BasketSession() {
  const { t } = useTranslation();
  const translate = useRef(t);
  translate.current = t;

  useEffect(() => {
    let stopChecks: (() => void) | undefined;
    let cancelled = false;
    let started = false;
    const start = (afterChange: boolean) => {
      if (started || !checksNeeded()) return;
      started = true;
      stopWaiting();
      void import('./basket-checks.ts').then((checks) => {
        if (cancelled) return;
        const stopFollowing = checks.startBasketChecks();
        const stopTelling = checks.onLinesDropped((dropped) => {
          toast.info(translate.current('basket.dropped'), dropped.map((line) => line.title).join(', '));
        });
        // The change that made the basket worth following came before the checks listened to changes.
        if (afterChange) checks.scheduleBasketCheck();
        stopChecks = () => {
          stopFollowing();
          stopTelling();
        };
      });
    };
    const stopOnChange = onBasketChange(() => start(true));
    const stopOnAccount = subscribeAccount(() => start(false));
    const stopWaiting = () => {
      stopOnChange();
      stopOnAccount();
    };
    start(false);
    return () => {
      cancelled = true;
      stopWaiting();
      stopChecks?.();
    };
  }, []);

  return null;
}
