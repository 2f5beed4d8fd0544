import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { adminEditHref, useAdminEditTarget } from '../../lib/admin-edit-target.ts';
import { useUser } from '../../visitor/account-store.ts';
import { setAdminBarOpen, useAdminBarOpen } from './admin-bar-state.ts';
import styles from './admin-bar.module.css';

/** Toasts start below the bar (shell/toasts/toast-viewport.tsx reads the height from this variable). */
const HEIGHT_VARIABLE = '--admin-bar-height';

/** Keeps the bar's height (it wraps on phones) on the document while the bar is drawn. */
function useBarHeight(): (element: HTMLElement | null) => void {
  const [bar, setBar] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!bar) return;
    const root = document.documentElement.style;
    const observer = new ResizeObserver(() => root.setProperty(HEIGHT_VARIABLE, `${bar.offsetHeight}px`));
    observer.observe(bar);
    return () => {
      observer.disconnect();
      root.removeProperty(HEIGHT_VARIABLE);
    };
  }, [bar]);
  return setBar;
}

/**
 * The staff bar above the page (SPEC §1, §6: users with canSeeAdminHeader): the admin home and the
 * editing sections, and "edit" for the product, post or page on screen. It can be closed; the choice is remembered and a floating button reopens it.
 */
export function AdminBar() {
  const { t } = useTranslation();
  const user = useUser();
  const open = useAdminBarOpen();
  const admin = user?.canSeeAdminHeader ? user.admin : null;
  const barRef = useBarHeight();
  const target = useAdminEditTarget();
  if (!admin) return null;
  // A user read before the edit links existed (kept in the browser) has none: the bar goes without.
  const edit = target && admin.edit ? admin.edit[target.kind] : null;

  if (!open) {
    return (
      <button type="button" className={styles.reopen} onClick={() => setAdminBarOpen(true)} aria-label={t('account.adminBar.open')}>
        {t('account.adminBar.short')}
      </button>
    );
  }

  return (
    <nav ref={barRef} className={styles.bar} aria-label={t('account.adminBar.label')}>
      <div className={styles.inner}>
        <a href={admin.adminHome.url} className={styles.home}>
          {admin.adminHome.title}
        </a>
        {target && edit ? (
          <a href={adminEditHref(edit.url, target.id)} className={styles.edit} data-testid="admin-bar-edit">
            {edit.title}
          </a>
        ) : null}
        <ul className={styles.links}>
          {admin.links.map((link) => (
            <li key={link.url}>
              <a href={link.url} className={styles.link}>
                {link.title}
              </a>
            </li>
          ))}
        </ul>
        <button type="button" className={styles.close} onClick={() => setAdminBarOpen(false)} aria-label={t('account.adminBar.close')}>
          <CloseIcon size={18} />
        </button>
      </div>
    </nav>
  );
}
