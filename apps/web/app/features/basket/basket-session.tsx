import { useEffect } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { toast } from '../../lib/toast.ts';
import { onLinesDropped, startBasketChecks } from './basket-checks.ts';

/**
 * Starts the basket once the page frame has hydrated: the stored lines (and the header count), the
 * checks after each change, the 10 s server sync of a signed-in user. Lines the server dropped are
 * told to the shopper by name (SPEC §4). Renders nothing.
 */
export function BasketSession() {
  const { t } = useTranslation();

  useEffect(() => startBasketChecks(), []);

  useEffect(
    () =>
      onLinesDropped((dropped) => {
        toast.info(t('basket.dropped'), dropped.map((line) => line.title).join(', '));
      }),
    [t],
  );

  return null;
}
