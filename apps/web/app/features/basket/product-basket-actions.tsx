import type { ProductSummary, ProductVariant } from '@shop/contracts/catalog';
import { useEffect, useState } from 'react';
import { openDialog } from '../../dialogs/dialog-store.ts';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { AddToBasketButton } from './add-to-basket-button.tsx';
import { clampCount, productLine } from './basket-lines.ts';
import { CountStepper } from './count-stepper.tsx';
import styles from './product-basket-actions.module.css';

/**
 * The product page's buying controls (SPEC §4, §5): how many of the chosen variant, "to basket"
 * and "buy in one click" for that variant and count. The count starts again at 1 for another variant.
 */
export function ProductBasketActions({ product, variant }: { product: ProductSummary; variant: ProductVariant }) {
  const { t } = useTranslation();
  const [count, setCount] = useState(1);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new variant starts a new count.
  useEffect(() => setCount(1), [variant.id]);
  if (!variant.inStock) return null;
  const max = clampCount(Number.MAX_SAFE_INTEGER, variant);

  return (
    <div className={styles.actions}>
      <div className={styles.row}>
        <CountStepper value={count} max={max} onChange={(next) => setCount(clampCount(next, variant))} label={t('basket.count')} />
        <AddToBasketButton product={product} variant={variant} count={count} source="product-page" look="full" />
      </div>
      <button
        type="button"
        className={styles.quickBuy}
        onClick={() => openDialog('quick-buy', { lines: [productLine(product, variant, count)] })}
        data-testid="quick-buy-open"
      >
        {t('quickBuy.open')}
      </button>
    </div>
  );
}
