import type { ProductVariant } from '@shop/contracts/catalog';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { formatPrice } from '../../components/ui/price.tsx';
import styles from './variant-picker.module.css';

interface VariantPickerProps {
  variants: ProductVariant[];
  selected: ProductVariant;
  onSelect: (variant: ProductVariant) => void;
}

/**
 * The sizes of a product (SPEC select_type: value, price, quantity, article) as a radio group:
 * one tab stop, arrow keys move between sizes. Sizes out of stock stay choosable (to ask to be
 * told when they are back) and say so. The group is a GET form of `?value={variant id}` (the URL
 * the chosen size lives in), so without JavaScript its button opens the page of the chosen size,
 * price included; with JavaScript a choice shows at once and the form is never sent.
 */
export function VariantPicker({ variants, selected, onSelect }: VariantPickerProps) {
  const { t } = useTranslation();
  if (variants.length <= 1) return null;
  return (
    <form method="get" className={styles.form} onSubmit={(event) => event.preventDefault()}>
      <fieldset className={styles.picker}>
        <legend className={styles.legend}>{t('product.variant.label')}</legend>
        <div className={styles.options}>
          {variants.map((variant) => (
            <label key={variant.id} className={variant.inStock ? styles.option : `${styles.option} ${styles.unavailable}`}>
              <input
                type="radio"
                name="value"
                value={variant.id}
                checked={variant.id === selected.id}
                onChange={() => onSelect(variant)}
                className={styles.input}
              />
              <span className={styles.value}>{variant.value}</span>
              <span className={styles.price}>{formatPrice(variant.price)}</span>
              {variant.inStock ? null : <span className={styles.stock}>{t('catalog.outOfStock')}</span>}
            </label>
          ))}
        </div>
      </fieldset>
      <noscript>
        <button type="submit" className={styles.show}>
          {t('product.variant.show')}
        </button>
      </noscript>
    </form>
  );
}
