import type { ProductVariant } from '@shop/contracts/catalog';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { Price } from '../../components/ui/price.tsx';
import { BackInStockButton } from '../back-in-stock/back-in-stock-button.tsx';
import styles from './product-purchase.module.css';

interface ProductPurchaseProps {
  productTitle: string;
  variant: ProductVariant;
}

/**
 * Price, stock and article of the chosen variant, and what the shopper can do with it. Prices
 * are the guest (retail) prices of the cached page; signed-in prices are filled in by the
 * accounts work on the client.
 */
export function ProductPurchase({ productTitle, variant }: ProductPurchaseProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.purchase}>
      <div className={styles.priceRow} aria-live="polite">
        <Price value={variant.price} oldValue={variant.oldPrice} size="lg" />
        <span className={variant.inStock ? styles.inStock : styles.outOfStock}>
          {variant.inStock ? t('catalog.inStock') : t('catalog.outOfStock')}
        </span>
      </div>
      <p className={styles.article}>
        {t('product.article')}: <span data-testid="variant-article">{variant.article}</span>
      </p>
      {/* The add-to-basket button of the basket work goes here, for variants in stock. */}
      {variant.inStock ? null : (
        <div className={styles.actions}>
          <p className={styles.note}>{t('backInStock.note')}</p>
          <BackInStockButton productTitle={productTitle} variant={variant} />
        </div>
      )}
    </div>
  );
}
