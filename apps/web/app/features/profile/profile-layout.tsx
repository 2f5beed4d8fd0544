import { useTranslation } from '../../i18n/translation-context.tsx';
import { NavLink, Outlet } from 'react-router';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.tsx';
import { Button } from '../../components/ui/button.tsx';
import { localePath } from '../../lib/language.ts';
import { signOut } from '../../visitor/session.ts';
import { userSummary } from '../../visitor/user-summary.ts';
import { useShell } from '../../lib/use-shell.ts';
import { profileSections, sectionPath } from './profile-sections.ts';
import { useProfileUser } from './use-profile-user.ts';
import frame from '../../styles/signed-in-page.module.css';
import styles from './profile.module.css';

/**
 * The profile area (SPEC §2 /profile/): the user's card, the sections they may open and sign-out,
 * beside the open section. The server renders only this frame; the user's data loads in the
 * browser, so the shared HTML never holds anybody's data.
 */
export function ProfileLayout() {
  const { t } = useTranslation();
  const { lang } = useShell();
  const user = useProfileUser();

  return (
    <div className={frame.page}>
      <Breadcrumbs items={[{ label: t('profile.title') }]} />
      <h1 className={frame.title}>{t('profile.title')}</h1>
      {user ? (
        <div className={`${frame.layout} ${styles.layout}`}>
          <aside className={styles.aside}>
            <UserCard summary={userSummary(user)} email={user.email} />
            <nav aria-label={t('profile.nav.label')}>
              <ul className={styles.nav}>
                {profileSections(user).map((section) => (
                  <li key={section.slug}>
                    <NavLink
                      to={localePath(sectionPath(section), lang)}
                      className={({ isActive }) => (isActive ? `${styles.navLink} ${styles.navActive}` : styles.navLink)}
                    >
                      {t(section.labelKey)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <Button variant="ghost" className={styles.signOut} onClick={() => void signOut()}>
              {t('profile.signOut')}
            </Button>
          </aside>
          <section className={styles.content}>
            <Outlet />
          </section>
        </div>
      ) : (
        <ProfileSkeleton label={t('profile.loading')} />
      )}
    </div>
  );
}

function UserCard({ summary, email }: { summary: ReturnType<typeof userSummary>; email: string }) {
  const { t } = useTranslation();
  return (
    <div className={styles.card}>
      <span className={styles.cardLabel}>{t(`account.label.${summary.label}`)}</span>
      <span className={styles.cardName}>{summary.name}</span>
      <span className={styles.cardEmail}>{email}</span>
      {summary.code ? (
        <span className={styles.cardCode}>
          {summary.code.kind === 'own' ? t('account.idCode') : t('account.assignedCode')}: <b>{summary.code.value}</b>
        </span>
      ) : null}
    </div>
  );
}

/** Shown by the server and while the stored session is checked. */
function ProfileSkeleton({ label }: { label: string }) {
  return (
    <div className={`${frame.layout} ${styles.layout}`} role="status" aria-label={label}>
      <div className={styles.aside}>
        <div className={`${styles.skeleton} ${styles.skeletonCard}`} />
        <div className={`${styles.skeleton} ${styles.skeletonNav}`} />
      </div>
      <div className={styles.content}>
        <div className={`${styles.skeleton} ${styles.skeletonBlock}`} />
      </div>
    </div>
  );
}
