import type { Manager, ManagersList } from '@shop/contracts/distributor-managers';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { openDialog } from '../../../dialogs/dialog-store.ts';
import formStyles from '../../../forms/form.module.css';
import { useTranslation } from '../../../i18n/translation-context.tsx';
import { localePath } from '../../../lib/language.ts';
import { toast } from '../../../lib/toast.ts';
import { useShell } from '../../../lib/use-shell.ts';
import { serverFailure } from '../../../forms/server-errors.ts';
import { useUser } from '../../../visitor/account-store.ts';
import { canManageManagers } from '../profile-sections.ts';
import styles from '../profile.module.css';
import { managersApi } from './managers-api.ts';
import managerStyles from './managers.module.css';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; answer: ManagersList };

/**
 * /profile/managers/: a distributor's managers (SPEC §6, distributor only; anyone else is sent to
 * the profile's first page). The list pages by 10; each manager can be edited, deactivated or
 * activated, and deleted after a confirmation. Creating and editing open dialog 528.
 */
export function ManagersPage() {
  const { t } = useTranslation();
  const { lang } = useShell();
  const navigate = useNavigate();
  const user = useUser();
  const allowed = user ? canManageManagers(user) : false;
  const [page, setPage] = useState(1);
  const [version, setVersion] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [busy, setBusy] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const reload = useCallback(() => setVersion((n) => n + 1), []);

  useEffect(() => {
    if (user && !allowed) void navigate(localePath('/profile/user-info/', lang), { replace: true });
  }, [user, allowed, navigate, lang]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` asks again after a change.
  useEffect(() => {
    if (!allowed) return;
    let active = true;
    managersApi.list(page).then(
      (answer) => {
        if (!active) return;
        // The last manager of a later page deleted: show the page before it.
        if (answer.data.length === 0 && page > 1) setPage(answer.meta.last_page);
        else setLoaded({ status: 'ready', answer });
      },
      (error: unknown) => {
        console.error('managers failed to load', error);
        if (active) setLoaded({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [allowed, page, version]);

  async function act(manager: Manager, change: () => Promise<unknown>, done: string) {
    setBusy(manager.id);
    try {
      await change();
      toast.success(done);
      reload();
    } catch (error) {
      toast.error(serverFailure(error).message ?? t('auth.error.generic'));
    } finally {
      setBusy(null);
      setConfirming(null);
    }
  }

  if (!allowed) return null;
  const answer = loaded.status === 'ready' ? loaded.answer : null;
  return (
    <section className={styles.panel} aria-labelledby="managers-title" aria-busy={loaded.status === 'loading' || busy !== null}>
      <div className={styles.panelHead}>
        <h2 id="managers-title" className={styles.panelTitle}>
          {t('profile.nav.managers')}
        </h2>
        <Button variant="secondary" onClick={() => openDialog('create-manager', { onSaved: () => (page === 1 ? reload() : setPage(1)) })}>
          {t('profile.managers.add')}
        </Button>
      </div>
      <p className={`${styles.muted} ${managerStyles.intro}`}>{t('profile.managers.intro')}</p>
      {loaded.status === 'loading' ? <p className={styles.muted}>{t('profile.loading')}</p> : null}
      {loaded.status === 'failed' ? (
        <div className={styles.empty} role="alert">
          <p className={styles.muted}>{t('profile.managers.failed')}</p>
          <Button variant="secondary" onClick={reload}>
            {t('checkout.retry')}
          </Button>
        </div>
      ) : null}
      {answer && answer.data.length === 0 ? <p className={styles.muted}>{t('profile.managers.empty')}</p> : null}
      {answer && answer.data.length > 0 ? (
        <ul className={styles.list}>
          {answer.data.map((manager) => (
            <li key={manager.id} className={styles.listItem} data-testid="manager" data-email={manager.email}>
              <span className={managerStyles.head}>
                <strong>
                  {manager.first_name} {manager.last_name}
                </strong>
                <span className={manager.status === 'active' ? managerStyles.active : managerStyles.inactive} data-testid="manager-status">
                  {manager.status === 'active' ? t('profile.managers.active') : t('profile.managers.inactive')}
                </span>
              </span>
              <small className={managerStyles.email}>{manager.email}</small>
              {confirming === manager.id ? (
                <span className={managerStyles.confirm}>
                  <span>{t('profile.managers.deleteQuestion', { email: manager.email })}</span>
                  <span className={styles.addressActions}>
                    <button
                      type="button"
                      className={formStyles.linkButton}
                      disabled={busy !== null}
                      onClick={() => void act(manager, () => managersApi.remove(manager.id), t('profile.managers.deleted'))}
                    >
                      {t('profile.managers.deleteYes')}
                    </button>
                    <button type="button" className={formStyles.linkButton} disabled={busy !== null} onClick={() => setConfirming(null)}>
                      {t('profile.managers.deleteNo')}
                    </button>
                  </span>
                </span>
              ) : (
                <span className={styles.addressActions}>
                  <button type="button" className={formStyles.linkButton} disabled={busy !== null} onClick={() => openDialog('create-manager', { manager, onSaved: reload })}>
                    {t('profile.managers.edit')}
                  </button>
                  <button
                    type="button"
                    className={formStyles.linkButton}
                    disabled={busy !== null}
                    onClick={() =>
                      void act(
                        manager,
                        () => managersApi.setStatus(manager.id, manager.status === 'active' ? 'deactivate' : 'activate'),
                        manager.status === 'active' ? t('profile.managers.deactivated') : t('profile.managers.activated'),
                      )
                    }
                  >
                    {manager.status === 'active' ? t('profile.managers.deactivate') : t('profile.managers.activate')}
                  </button>
                  <button type="button" className={formStyles.linkButton} disabled={busy !== null} onClick={() => setConfirming(manager.id)}>
                    {t('profile.managers.delete')}
                  </button>
                </span>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {answer && answer.meta.last_page > 1 ? (
        <nav className={managerStyles.pager} aria-label={t('profile.managers.pages')}>
          <Button variant="secondary" disabled={page <= 1} onClick={() => setPage(page - 1)}>
            {t('profile.managers.previous')}
          </Button>
          <span>{t('profile.managers.pageOf', { page: answer.meta.current_page, last: answer.meta.last_page })}</span>
          <Button variant="secondary" disabled={page >= answer.meta.last_page} onClick={() => setPage(page + 1)}>
            {t('profile.managers.next')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
