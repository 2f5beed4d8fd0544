import type { ProductSummary } from '@shop/contracts/catalog';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { useState } from 'react';
import { Link } from 'react-router';
import { Price } from '../../components/ui/price.tsx';
import { Rating } from '../../components/ui/rating.tsx';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { FavouriteButton } from '../favourites/favourite-button.tsx';
import { AddToBasketButton } from '../basket/add-to-basket-button.tsx';
import { useShell } from '../../lib/use-shell.ts';
import { productPath } from '../../lib/catalog-paths.ts';
import { tilePrice } from './tile-price.ts';
import { TileVolumeSelect } from './tile-volume-select.tsx';
import styles from './product-tile.module.css';

export type ViewMode = 'grid' | 'list';

interface ProductTileProps {
  product: ProductSummary;
  view?: ViewMode;
  /** The first tiles of a page: image loaded eagerly (the route also preloads the first one). */
  priority?: boolean;
  /** Heading level of the title inside the page outline. */
  headingLevel?: 2 | 3;
  /** Called when the shopper follows the link (analytics select_item). */
  onSelect?: () => void;
  /**
   * Show the product's selected variant (its size and price) instead of the lowest "from" price:
   * buy-together offers one particular size.
   */
  showSelectedVariant?: boolean;
}

/** `sizes` matching the grid columns of product-grid.module.css (2 / 3 / 4 columns) and the list row. */
export const GRID_SIZES = '(min-width: 1360px) 310px, (min-width: 1024px) 25vw, (min-width: 640px) 33vw, 50vw';
export const LIST_SIZES = '(min-width: 768px) 200px, 120px';

/**
 * A product in a grid or a list: image, badges, brand, title, rating, price, stock and the button
 * that adds a volume to the basket: of several volumes the one chosen in the tile's volume select
 * (the default volume until the shopper picks another), buy-together the variant it offers. The rest of
 * the tile is one link target (the title link is stretched over it).
 */
export function ProductTile({
  product,
  view = 'grid',
  priority = false,
  headingLevel = 3,
  onSelect,
  showSelectedVariant = false,
}: ProductTileProps) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const href = productPath(product, lang);
  const price = showSelectedVariant
    ? { value: product.selectType.price, oldValue: product.selectType.oldPrice, from: false }
    : tilePrice(product);
  // A tile that offers one size (buy-together) tells whether that size is in stock.
  const inStock = showSelectedVariant ? product.selectType.inStock : product.inStock;
  // Several volumes, some in stock: the shopper picks the one the button adds (the default volume first).
  const offersChoice = !showSelectedVariant && product.productPrices.length > 1 && product.inStock;
  const [chosenId, setChosenId] = useState(product.selectType.id);
  const chosen = product.productPrices.find((v) => v.id === chosenId) ?? product.selectType;
  const Heading = `h${headingLevel}` as const;
  return (
    <article className={`${styles.tile} ${view === 'list' ? styles.list : styles.grid}`}>
      <div className={styles.media}>
        <ResponsiveImage
          image={product.image}
          alt=""
          sizes={view === 'list' ? LIST_SIZES : GRID_SIZES}
          priority={priority}
          className={styles.image}
        />
        <div className={styles.badges}>
          {product.isNew ? <span className={`${styles.badge} ${styles.badgeNew}`}>{t('catalog.badge.new')}</span> : null}
          {product.isPromotion ? <span className={`${styles.badge} ${styles.badgeSale}`}>{t('catalog.badge.sale')}</span> : null}
        </div>
        <FavouriteButton productId={product.id} className={styles.favourite} />
      </div>
      <div className={styles.body}>
        <p className={styles.brand}>{product.brand.title}</p>
        <Heading className={styles.title}>
          <Link to={href} className={styles.link} onClick={onSelect} prefetch="intent">
            {product.title}
          </Link>
        </Heading>
        {product.rating.count > 0 ? (
          <Rating value={product.rating.average} count={product.rating.count} className={styles.rating} />
        ) : null}
        {showSelectedVariant ? <p className={styles.variants}>{product.selectType.value}</p> : null}
        {view === 'list' && !showSelectedVariant && product.productPrices.length > 1 && !offersChoice ? (
          <p className={styles.variants}>{product.productPrices.map((v) => v.value).join(' · ')}</p>
        ) : null}
        <div className={styles.footer}>
          <Price value={price.value} oldValue={price.oldValue} from={price.from} />
          <span className={inStock ? styles.inStock : styles.outOfStock}>
            {inStock ? t('catalog.inStock') : t('catalog.outOfStock')}
          </span>
        </div>
        {offersChoice ? (
          <TileVolumeSelect variants={product.productPrices} value={chosen.id} onChange={setChosenId} productTitle={product.title} />
        ) : null}
        <AddToBasketButton
          product={product}
          variant={offersChoice ? chosen : undefined}
          source={showSelectedVariant ? 'buy-together' : 'list'}
          className={styles.addToBasket}
        />
      </div>
    </article>
  );
}
