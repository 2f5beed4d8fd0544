import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { Link } from 'react-router';
import { formatPrice } from '../../components/ui/price.tsx';
import { localePath } from '../../lib/language.ts';
import { useShell } from '../../lib/use-shell.ts';
import { useAccount, useUser } from '../../visitor/account-store.ts';
import { STORED_SESSION_MARKER } from '../../visitor/session.ts';
import { type UserSummary, userSummary } from '../../visitor/user-summary.ts';
import styles from './header-user.module.css';

/**
 * The signed-in user in the header (SPEC §1): type label, name, ID code, bonus balance and
 * discount. Rendered only in the browser once the session is known (server HTML is shared by all
 * guests). On desktop it sits left of the header icons (wrap them in it); on phones there is no
 * room there, so `HeaderUserStrip` shows the same as a line under the header row.
 */
export function HeaderUser({ children }: { children: ReactNode }) {
  const user = useUser();
  return (
    <div className={styles.withActions}>
      {user ? <SummaryLink summary={userSummary(user)} className={styles.desktop} /> : null}
      {children}
    </div>
  );
}

/**
 * The strip sits in a slot that the server renders empty. While a stored session is being checked
 * (`data-account="unknown"` on a page marked `data-stored-session`), the slot holds the strip's room,
 * so the page below does not jump down when the user arrives a moment after hydration.
 */
export function HeaderUserStrip() {
  const account = useAccount();
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: STORED_SESSION_MARKER }} />
      <div className={styles.stripSlot} data-account={account.status}>
        {account.status === 'signed-in' ? (
          <div className={styles.strip}>
            <SummaryLink summary={userSummary(account.user)} className={styles.stripInner} />
          </div>
        ) : null}
      </div>
    </>
  );
}

function SummaryLink({ summary, className }: { summary: UserSummary; className: string }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const { label, name, code, bonus, discount } = summary;
  return (
    <Link to={localePath('/profile/', lang)} className={`${styles.summary} ${className}`} data-testid="header-user">
      <span className={styles.label}>{t(`account.label.${label}`)}</span>
      <span className={styles.name}>{name}</span>
      <span className={styles.details}>
        {code ? (
          <span>
            {code.kind === 'own' ? t('account.idCode') : t('account.assignedCode')}: <b>{code.value}</b>
          </span>
        ) : null}
        {bonus !== null ? (
          <span>
            {t('account.bonus')}: <b>{formatPrice(bonus)}</b>
          </span>
        ) : null}
        {discount !== null ? (
          <span>
            {t('account.discount')}: <b>{discount}%</b>
          </span>
        ) : null}
      </span>
    </Link>
  );
}
