import type { ProductSummary } from '@shop/contracts/catalog';
import { useEffect } from 'react';
import { trackSelectItem, trackViewItemList } from '../../lib/analytics.ts';
import { ProductTile, type ViewMode } from './product-tile.tsx';
import styles from './product-grid.module.css';

interface ProductGridProps {
  products: ProductSummary[];
  view?: ViewMode;
  /** How many leading tiles load their image eagerly (the first row above the fold). */
  priorityCount?: number;
  /** Position of the first product in the whole list (page 2 of 12 per page starts at 12), for analytics. */
  offset?: number;
  /** When given, the list reports view_item_list on display and select_item on click. */
  analyticsList?: { id: string; name: string };
  headingLevel?: 2 | 3;
  className?: string;
  /** Tiles show each product's selected variant rather than its lowest price (buy-together). */
  showSelectedVariant?: boolean;
}

/** Product tiles in a responsive grid (2 / 3 / 4 columns) or a one-column list. */
export function ProductGrid({
  products,
  view = 'grid',
  priorityCount = 1,
  offset = 0,
  analyticsList,
  headingLevel = 3,
  className,
  showSelectedVariant = false,
}: ProductGridProps) {
  const listId = analyticsList?.id;
  const listName = analyticsList?.name;
  // Ids as a string: the effect re-runs when the shown products change, not on every render.
  const ids = products.map((p) => p.id).join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `ids` stands for `products`.
  useEffect(() => {
    if (listId && listName) trackViewItemList({ id: listId, name: listName }, products.map((p) => p.analytics), offset);
  }, [listId, listName, ids, offset]);

  return (
    <ul className={[styles.grid, view === 'list' ? styles.list : styles.columns, className].filter(Boolean).join(' ')}>
      {products.map((product, index) => (
        <li key={product.id} className={styles.item}>
          <ProductTile
            product={product}
            view={view}
            priority={index < priorityCount}
            headingLevel={headingLevel}
            showSelectedVariant={showSelectedVariant}
            onSelect={
              listId && listName ? () => trackSelectItem({ id: listId, name: listName }, product.analytics, offset + index) : undefined
            }
          />
        </li>
      ))}
    </ul>
  );
}
