import type { BasketLine } from '@shop/contracts/basket';
import { buttonClass } from '../../components/ui/button.tsx';
import { openDialog } from '../../dialogs/dialog-store.ts';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { useUser } from '../../visitor/account-store.ts';
import { isProfessionalType } from '../../visitor/user-summary.ts';
import { isPromoLine } from './basket-lines.ts';

/**
 * "Compare prices" for professionals, distributors and managers (SPEC §6): opens the prices popup,
 * a chunk of its own, with the basket's bought lines (not gifts or samples) already in its table.
 */
export function ComparePricesButton({ lines }: { lines: readonly BasketLine[] }) {
  const { t } = useTranslation();
  const user = useUser();
  if (!user || !isProfessionalType(user)) return null;
  const open = () =>
    openDialog('prices-comparison', { lines: lines.filter((line) => !isPromoLine(line)).map((line) => ({ value: line.select_type.id, count: line.select_count })) });
  return (
    <button type="button" className={buttonClass('ghost')} onClick={open} data-testid="basket-compare-prices">
      {t('prices.compare')}
    </button>
  );
}
