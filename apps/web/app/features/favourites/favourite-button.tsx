import { useState } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { HeartIcon } from '../../components/ui/icons.tsx';
import { toast } from '../../lib/toast.ts';
import { getAccount } from '../../visitor/account-store.ts';
import { openLoginDialog } from '../auth/open-auth-dialog.ts';
import { restoreSession } from '../../visitor/session.ts';
import { setFavourite, useIsFavourite } from '../../visitor/favourites-store.ts';
import styles from './favourite-button.module.css';

interface FavouriteButtonProps {
  productId: number;
  className?: string;
  /** `icon` over a product image; `labelled` with text beside the heart (product page). */
  variant?: 'icon' | 'labelled';
}

/**
 * The heart on product tiles and the product page (SPEC §3 Favourite). Signed-in users add and
 * remove the product; guests get the login popup. The header count follows at once.
 */
export function FavouriteButton({ productId, className, variant = 'icon' }: FavouriteButtonProps) {
  const { t } = useTranslation();
  const active = useIsFavourite(productId);
  const [busy, setBusy] = useState(false);
  const label = active ? t('favourites.remove') : t('favourites.add');

  const toggle = async () => {
    // A click right after the page loaded may come before the stored session was checked.
    if (getAccount().status === 'unknown') await restoreSession();
    if (getAccount().status !== 'signed-in') {
      openLoginDialog();
      return;
    }
    setBusy(true);
    try {
      await setFavourite(productId, !active);
    } catch (error) {
      // Loaded on failure only: the form helpers are not needed to show a heart.
      const { serverFailure } = await import('../../forms/server-errors.ts');
      toast.error(serverFailure(error).message ?? t('auth.error.generic'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className={[styles.button, variant === 'icon' ? styles.overImage : styles.labelled, active ? styles.active : '', className].filter(Boolean).join(' ')}
      aria-pressed={active}
      aria-label={variant === 'icon' ? label : undefined}
      title={label}
      disabled={busy}
      onClick={toggle}
      data-testid="favourite-button"
    >
      <HeartIcon size={variant === 'icon' ? 22 : 20} className={styles.heart} />
      {variant === 'labelled' ? <span>{active ? t('favourites.inFavourites') : t('favourites.add')}</span> : null}
    </button>
  );
}
