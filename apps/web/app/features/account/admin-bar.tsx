import { useTranslation } from '../../i18n/translation-context.tsx';
import { CloseIcon } from '../../components/ui/icons.tsx';
import { useUser } from '../../visitor/account-store.ts';
import { setAdminBarOpen, useAdminBarOpen } from './admin-bar-state.ts';
import styles from './admin-bar.module.css';

/**
 * The staff bar above the page (SPEC §1, §6: users with canSeeAdminHeader): the admin home and the
 * editing sections. It can be closed; the choice is remembered and a floating button reopens it.
 */
export function AdminBar() {
  const { t } = useTranslation();
  const user = useUser();
  const open = useAdminBarOpen();
  const admin = user?.canSeeAdminHeader ? user.admin : null;
  if (!admin) return null;

  if (!open) {
    return (
      <button type="button" className={styles.reopen} onClick={() => setAdminBarOpen(true)} aria-label={t('account.adminBar.open')}>
        {t('account.adminBar.short')}
      </button>
    );
  }

  return (
    // data-admin-bar: toasts are placed below the bar (shell/toasts/toast-viewport.tsx).
    <nav className={styles.bar} aria-label={t('account.adminBar.label')} data-admin-bar="">
      <div className={styles.inner}>
        <a href={admin.adminHome.url} className={styles.home}>
          {admin.adminHome.title}
        </a>
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
