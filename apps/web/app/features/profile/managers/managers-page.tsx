import { useEffect } from 'react';
import { useTranslation } from '../../../i18n/translation-context.tsx';
import { useNavigate } from 'react-router';
import { localePath } from '../../../lib/language.ts';
import { useUser } from '../../../visitor/account-store.ts';
import { useShell } from '../../../lib/use-shell.ts';
import { canManageManagers } from '../profile-sections.ts';
import styles from '../profile.module.css';

/**
 * /profile/managers/: a distributor's managers (SPEC §6, distributor only). Anyone else is sent to
 * the profile's first page. The list, creating, activating and editing managers belong to the
 * distributor work, which renders them inside this section.
 */
export function ManagersPage() {
  const { t } = useTranslation();
  const { lang } = useShell();
  const navigate = useNavigate();
  const user = useUser();
  const allowed = user ? canManageManagers(user) : false;

  useEffect(() => {
    if (user && !allowed) void navigate(localePath('/profile/user-info/', lang), { replace: true });
  }, [user, allowed, navigate, lang]);

  if (!allowed) return null;
  return (
    <section className={styles.panel} aria-labelledby="managers-title">
      <div className={styles.panelHead}>
        <h2 id="managers-title" className={styles.panelTitle}>
          {t('profile.nav.managers')}
        </h2>
      </div>
      <p className={styles.muted}>{t('profile.managers.intro')}</p>
    </section>
  );
}
