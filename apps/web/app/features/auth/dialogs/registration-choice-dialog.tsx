import { useTranslation } from '../../../i18n/translation-context.tsx';
import { localePath } from '../../../lib/language.ts';
import { navigateTo } from '../../../lib/navigation-bridge.ts';
import { DialogFrame } from '../../../dialogs/dialog-frame.tsx';
import { closeDialog, openDialog } from '../../../dialogs/dialog-store.ts';
import { useShell } from '../../../lib/use-shell.ts';
import { verifiedPhone } from '../../../visitor/verified-phone.ts';
import styles from './choice.module.css';

/**
 * Who is registering (SPEC §4: the login dialog leads to a registration choice). A client goes on to
 * registration when the phone was already proved in this tab, otherwise to the SMS check; a
 * professional goes to the agent registration page, which also asks for documents.
 */
export default function RegistrationChoiceDialog() {
  const { t } = useTranslation();
  const { lang } = useShell();

  const asClient = () => {
    if (verifiedPhone()) openDialog('registration');
    else openDialog('phone-sms-registration');
  };
  const asProfessional = () => {
    closeDialog();
    navigateTo(localePath('/agent-register/', lang));
  };

  return (
    <DialogFrame title={t('auth.choice.title')} description={t('auth.choice.intro')}>
      <div className={styles.options}>
        <button type="button" className={styles.option} onClick={asClient}>
          <span className={styles.optionTitle}>{t('auth.choice.client')}</span>
          <span className={styles.optionText}>{t('auth.choice.clientText')}</span>
        </button>
        <button type="button" className={styles.option} onClick={asProfessional}>
          <span className={styles.optionTitle}>{t('auth.choice.professional')}</span>
          <span className={styles.optionText}>{t('auth.choice.professionalText')}</span>
        </button>
      </div>
      <p className={styles.footer}>
        {t('auth.choice.haveAccount')}{' '}
        <button type="button" className={styles.link} onClick={() => openDialog('login')}>
          {t('auth.choice.signIn')}
        </button>
      </p>
    </DialogFrame>
  );
}
