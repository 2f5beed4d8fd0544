import type { ProductSummary, ProductVariant } from '@shop/contracts/catalog';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { Price } from '../../components/ui/price.tsx';
import { BackInStockButton } from '../back-in-stock/back-in-stock-button.tsx';
import { ProductBasketActions } from '../basket/product-basket-actions.tsx';
import styles from './product-purchase.module.css';

interface ProductPurchaseProps {
  product: ProductSummary;
  variant: ProductVariant;
}

/**
 * Price, stock and article of the chosen variant, and what the shopper can do with it: buy it
 * (count, basket, quick buy) when it is in stock, or ask to be told when it is back. Prices
 * are the guest (retail) prices of the cached page; signed-in prices are filled in by the
 * accounts work on the client.
 */
export function ProductPurchase({ product, variant }: ProductPurchaseProps) {
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
      {variant.inStock ? (
        <noscript>
          <p className={styles.note}>{t('product.noScriptBuy')}</p>
        </noscript>
      ) : null}
      {variant.inStock ? (
        <ProductBasketActions product={product} variant={variant} />
      ) : (
        <div className={styles.actions}>
          <p className={styles.note}>{t('backInStock.note')}</p>
          <BackInStockButton productTitle={product.title} variant={variant} />
        </div>
      )}
    </div>
  );
}
