import type { ReactNode } from 'react';
import { useEffect } from 'react';
import { Breadcrumbs, type Crumb } from '../../components/ui/breadcrumbs.tsx';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { useAccount } from '../../visitor/account-store.ts';
import { openLoginDialog } from '../auth/open-auth-dialog.ts';
import frame from '../../styles/signed-in-page.module.css';
import styles from './platform.module.css';

/**
 * The frame of the platform's pages (SPEC §2 /platform/, signed-in only): breadcrumbs, the title and
 * the page, or for a guest the sign-in popup and a prompt to sign in. The server renders the frame
 * alone; the page's data loads in the browser once the session is known.
 */
export function PlatformFrame({ crumbs, title, children }: { crumbs: Crumb[]; title: string; children: ReactNode }) {
  const { t } = useTranslation();
  const account = useAccount();
  useEffect(() => {
    if (account.status === 'guest') openLoginDialog();
  }, [account.status]);

  return (
    <div className={frame.page}>
      <Breadcrumbs items={crumbs} />
      <h1 className={frame.title}>{title}</h1>
      {account.status === 'signed-in' ? (
        children
      ) : account.status === 'guest' ? (
        <div className={styles.notice} data-testid="platform-sign-in">
          <p>{t('platform.signInNeeded')}</p>
          <Button onClick={() => openLoginDialog()}>{t('platform.signIn')}</Button>
        </div>
      ) : (
        <p className={styles.muted} role="status">
          {t('platform.loading')}
        </p>
      )}
    </div>
  );
}

/** Shown while a page's data loads, or when it is refused. */
export function PlatformState({ error }: { error: number | null }) {
  const { t } = useTranslation();
  return (
    <p className={styles.muted} role="status">
      {error === null ? t('platform.loading') : error === 404 ? t('platform.notFound') : t('platform.failed')}
    </p>
  );
}
