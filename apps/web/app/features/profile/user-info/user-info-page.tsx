import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/translation-context.tsx';
import { useUser } from '../../../visitor/account-store.ts';
import { reloadUser } from '../../../visitor/session.ts';
import { DocumentsSection } from '../../account/documents/documents-section.tsx';
import styles from '../profile.module.css';
import { Addresses } from './addresses.tsx';
import { Certificates } from './certificates.tsx';
import { LinkedAccounts } from './linked-accounts.tsx';
import { PasswordChange } from './password-change.tsx';
import { PhoneAndLink } from './phone-and-link.tsx';
import { ProfileDetails } from './profile-details.tsx';

/**
 * /profile/user-info/: personal data, phone and linked code, documents of professionals (with their
 * review), the password and saved addresses. The layout has already made sure someone is signed in.
 */
export function UserInfoPage() {
  const { t } = useTranslation();
  const user = useUser();
  // The default address's city stands in for a city the user has not typed.
  const [defaultTown, setDefaultTown] = useState<string | null>(null);
  // The review may have been decided since the account was read (SPEC §6): read it afresh, so the
  // status here and the header's menu follow a new type at once.
  useEffect(() => {
    reloadUser().catch(() => undefined);
  }, []);
  if (!user) return null;
  // Professionals prove their qualification; a distributor's managers act under the distributor's.
  const sendsDocuments = ['noid', 'professional', 'distributor'].includes(user.userType.name) && !user.isManager;

  return (
    <>
      <ProfileDetails user={user} defaultTown={defaultTown} />
      <PhoneAndLink user={user} />
      {sendsDocuments ? (
        <section className={styles.panel} aria-labelledby="profile-documents-title">
          <div className={styles.panelHead}>
            <h2 id="profile-documents-title" className={styles.panelTitle}>
              {t('profile.documents.title')}
            </h2>
          </div>
          <DocumentsSection documents={user.documents} verifiedCode={user.userType.name === 'noid' ? null : (user.code ?? '')} />
        </section>
      ) : null}
      {user.userType.name === 'professional' || user.userType.name === 'distributor' ? <Certificates /> : null}
      <PasswordChange hasPassword={user.hasPassword} />
      <LinkedAccounts user={user} />
      <Addresses onDefaultTown={setDefaultTown} />
    </>
  );
}
