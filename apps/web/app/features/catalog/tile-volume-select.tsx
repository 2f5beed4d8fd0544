import type { ProductVariant } from '@shop/contracts/catalog';
import { useId } from 'react';
import { formatPrice } from '../../components/ui/price.tsx';
import { useTranslation } from '../../i18n/translation-context.tsx';
import styles from './product-tile.module.css';

interface TileVolumeSelectProps {
  variants: ProductVariant[];
  value: number;
  onChange: (variantId: number) => void;
  productTitle: string;
}

/**
 * The volume a tile's button adds, for a product of several volumes: each option names its price,
 * volumes sold out are shown but cannot be chosen. A native select: keyboard and screen readers
 * know it, and it fits a 375 px tile.
 */
export function TileVolumeSelect({ variants, value, onChange, productTitle }: TileVolumeSelectProps) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className={styles.volume}>
      <label htmlFor={id} className="visually-hidden">
        {t('catalog.tile.volumeOf', { title: productTitle })}
      </label>
      <select
        id={id}
        className={styles.volumeSelect}
        value={value}
        onChange={(event) => onChange(Number(event.target.value))}
        data-testid="tile-volume"
      >
        {variants.map((variant) => (
          <option key={variant.id} value={variant.id} disabled={!variant.inStock}>
            {variant.inStock
              ? `${variant.value} — ${formatPrice(variant.price)}`
              : `${variant.value} — ${t('catalog.outOfStock').toLowerCase()}`}
          </option>
        ))}
      </select>
    </div>
  );
}
