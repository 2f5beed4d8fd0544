import { useState } from 'react';
import { useTranslation } from '../../../i18n/translation-context.tsx';
import { Link } from 'react-router';
import { buttonClass } from '../../../components/ui/button.tsx';
import { localePath } from '../../../lib/language.ts';
import { closeDialog, openDialog } from '../../../dialogs/dialog-store.ts';
import { RegistrationForm } from '../../auth/registration/registration-form.tsx';
import { reloadUser } from '../../../visitor/session.ts';
import { type VerifiedPhone, verifiedPhone } from '../../../visitor/verified-phone.ts';
import { useShell } from '../../../lib/use-shell.ts';
import { useAccount } from '../../../visitor/account-store.ts';
import { DocumentPicker } from '../documents/document-picker.tsx';
import { DocumentsSection } from '../documents/documents-section.tsx';
import { uploadDocuments } from '../documents/upload-documents.ts';
import { isProfessionalType } from '../../../visitor/user-summary.ts';
import styles from './agent-registration.module.css';

/**
 * Agent (professional) registration, the target of the header's professional link (SPEC §2
 * agent-register): a cosmetologist registers with the place of work and the documents that prove
 * the qualification; the account waits for their review. Signed-in visitors see where they stand.
 */
export function AgentRegistrationPage() {
  const { t } = useTranslation();
  const account = useAccount();

  return (
    <div className={styles.page}>
      <header className={styles.intro}>
        <h1>{t('agent.title')}</h1>
        <p className={styles.lead}>{t('agent.lead')}</p>
        <ul className={styles.benefits}>
          <li>{t('agent.benefit.prices')}</li>
          <li>{t('agent.benefit.clients')}</li>
          <li>{t('agent.benefit.education')}</li>
        </ul>
      </header>
      <section className={styles.card} aria-labelledby="agent-form-title">
        {account.status === 'signed-in' ? <SignedInState /> : <ProfessionalSignUp />}
      </section>
    </div>
  );
}

function ProfessionalSignUp() {
  const { t } = useTranslation();
  const [verified, setVerified] = useState<VerifiedPhone | null>(() => (typeof window === 'undefined' ? null : verifiedPhone()));
  const [documents, setDocuments] = useState<File[]>([]);
  const [documentsError, setDocumentsError] = useState<string | null>(null);

  const verifyPhone = () =>
    openDialog('phone-sms-registration', {
      phone: verified?.phone,
      onVerified: (next: VerifiedPhone) => {
        setVerified(next);
        closeDialog();
      },
    });

  const afterRegistration = async () => {
    let sent = 0;
    try {
      await uploadDocuments(documents);
      sent = documents.length;
      await reloadUser();
    } catch (error) {
      // The account exists: the documents can be sent again from the profile.
      console.error('documents upload after registration failed', error);
    }
    openDialog('agent-registration-success', { documents: sent });
  };

  return (
    <>
      <h2 id="agent-form-title" className={styles.cardTitle}>
        {t('agent.formTitle')}
      </h2>
      <RegistrationForm
        mode="professional"
        verified={verified}
        onVerifyPhone={verifyPhone}
        onRegistered={afterRegistration}
        beforeSubmit={() => {
          const missing = documents.length === 0;
          setDocumentsError(missing ? t('agent.documentsRequired') : null);
          return !missing;
        }}
        submitLabel={t('agent.submit')}
      >
        <DocumentPicker
          files={documents}
          onChange={(next) => {
            setDocuments(next);
            setDocumentsError(null);
          }}
          error={documentsError}
        />
      </RegistrationForm>
    </>
  );
}

function SignedInState() {
  const { t } = useTranslation();
  const { lang } = useShell();
  const account = useAccount();
  if (account.status !== 'signed-in') return null;
  const { user } = account;
  const professional = isProfessionalType(user);
  const pending = user.userType.name === 'noid';

  return (
    <>
      <h2 id="agent-form-title" className={styles.cardTitle}>
        {professional ? t('agent.signedIn.professionalTitle') : pending ? t('agent.signedIn.pendingTitle') : t('agent.signedIn.clientTitle')}
      </h2>
      <p className={styles.text}>
        {professional ? t('agent.signedIn.professionalText') : pending ? t('agent.signedIn.pendingText') : t('agent.signedIn.clientText')}
      </p>
      {professional ? null : <DocumentsSection documents={user.documents} />}
      <p>
        <Link to={localePath('/profile/user-info/', lang)} className={buttonClass('secondary')}>
          {t('agent.toProfile')}
        </Link>
      </p>
    </>
  );
}
