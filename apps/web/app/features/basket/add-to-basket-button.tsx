import type { ProductSummary, ProductVariant } from '@shop/contracts/catalog';
import { BagIcon } from '../../components/ui/icons.tsx';
import { getOpenDialog, openDialog } from '../../dialogs/dialog-store.ts';
import { stripLanguage } from '../../lib/language.ts';
import { toast } from '../../lib/toast.ts';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { canBuyFromBuyTogether } from '../product/buy-together-guard.ts';
import { trackAddToCart } from './basket-analytics.ts';
import { productLine } from './basket-lines.ts';
import { addToBasket } from './basket-store.ts';
import styles from './add-to-basket-button.module.css';

/** After adding: the basket dialog, unless the basket is already in front of the shopper. */
function showBasket(addedMessage: string): void {
  if (getOpenDialog()?.id === 'basket') return;
  if (stripLanguage(window.location.pathname) === '/buy-flow/basket/') toast.success(addedMessage);
  else openDialog('basket');
}

export type AddToBasketSource = 'product-page' | 'list' | 'buy-together';

interface AddToBasketButtonProps {
  product: ProductSummary;
  /** The variant to add: the chosen one on the product page, the tile's default variant otherwise. */
  variant?: ProductVariant;
  count?: number;
  source: AddToBasketSource;
  /** `compact` on tiles; `full` (a wide primary button) on the product page. */
  look?: 'compact' | 'full';
  className?: string;
}

/**
 * Adds a product to the basket (SPEC §4), reports add_to_cart and the shop's AddToCart /
 * AddToCartShop event (SPEC §7), and opens the basket dialog. From buy-together a product that
 * moved to a new series (hasDuplicate) is not added: an info toast says why (SPEC §8).
 */
export function AddToBasketButton({ product, variant = product.selectType, count = 1, source, look = 'compact', className }: AddToBasketButtonProps) {
  const { t } = useTranslation();
  if (!variant.inStock) return null;

  const add = () => {
    if (source === 'buy-together' && !canBuyFromBuyTogether(product, t('product.buyTogether.moved'))) return;
    const line = productLine(product, variant, count);
    addToBasket(line, line.select_count);
    trackAddToCart(line, line.select_count, source === 'product-page' ? 'product-page' : 'list');
    showBasket(t('basket.added'));
  };

  return (
    <button
      type="button"
      className={[styles.button, look === 'full' ? styles.full : styles.compact, className].filter(Boolean).join(' ')}
      onClick={add}
      aria-label={look === 'compact' ? t('basket.addLabel', { title: product.title, value: variant.value }) : undefined}
      data-testid="add-to-basket"
    >
      <BagIcon size={look === 'full' ? 20 : 18} />
      <span>{t('basket.add')}</span>
    </button>
  );
}
