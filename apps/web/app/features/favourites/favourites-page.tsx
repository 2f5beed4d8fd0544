import type { ProductSummary } from '@shop/contracts/catalog';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { localePath } from '../../lib/language.ts';
import { ProductGrid } from '../catalog/product-grid.tsx';
import { useShell } from '../../lib/use-shell.ts';
import { loadFavouriteCards } from './favourite-cards.ts';
import { useFavouriteIds, useFavouritesLoaded } from '../../visitor/favourites-store.ts';
import profileStyles from '../profile/profile.module.css';
import styles from './favourites-page.module.css';

/**
 * /profile/user-favorites/: the favourite products as a grid. Each card's heart removes it, and the
 * card leaves the grid at once; the header count follows.
 */
export function FavouritesPage() {
  const { t } = useTranslation();
  const { lang } = useShell();
  const ids = useFavouriteIds();
  const loaded = useFavouritesLoaded();
  // Null for an id the catalogue no longer has (the API leaves unknown ids out).
  const [cards, setCards] = useState<ReadonlyMap<number, ProductSummary | null>>(new Map());
  const [failed, setFailed] = useState(false);

  // Cards are fetched for ids not seen yet; a removal needs no request.
  const missing = [...ids].filter((id) => !cards.has(id));
  const missingKey = missing.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: `missingKey` stands for `missing`.
  useEffect(() => {
    if (!missing.length) return;
    let current = true;
    loadFavouriteCards(missing)
      .then((loadedCards) => {
        if (!current) return;
        setCards((previous) => {
          const next = new Map(previous);
          for (const id of missing) next.set(id, null);
          for (const card of loadedCards) next.set(card.id, card);
          return next;
        });
      })
      .catch(() => current && setFailed(true));
    return () => {
      current = false;
    };
  }, [missingKey]);

  const shown = [...ids].flatMap((id) => {
    const card = cards.get(id);
    return card ? [card] : [];
  });
  const waiting = !loaded || (missing.length > 0 && !failed);

  return (
    <section aria-labelledby="favourites-title" aria-busy={waiting}>
      <h2 id="favourites-title" className={styles.title}>
        {t('profile.nav.favourites')}
        {loaded && ids.size > 0 ? <span className={styles.count}>{ids.size}</span> : null}
      </h2>
      {failed ? <p className={profileStyles.muted}>{t('favourites.loadFailed')}</p> : null}
      {shown.length > 0 ? <ProductGrid products={shown} priorityCount={0} headingLevel={3} className={styles.grid} /> : null}
      {waiting && shown.length === 0 ? <p className={profileStyles.muted}>{t('profile.loading')}</p> : null}
      {loaded && ids.size === 0 ? (
        <div className={profileStyles.empty}>
          <p className={profileStyles.emptyTitle}>{t('favourites.empty')}</p>
          <p className={profileStyles.muted}>{t('favourites.emptyText')}</p>
          <Link to={localePath('/katalog/', lang)} className={buttonClass('primary')}>
            {t('profile.toCatalog')}
          </Link>
        </div>
      ) : null}
    </section>
  );
}
