import { TIMINGS_MS } from '@shop/contracts/constants';
import { useTranslation } from '../../../i18n/translation-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { localePath } from '../../../lib/language.ts';
import { navigateTo } from '../../../lib/navigation-bridge.ts';
import { DialogFrame } from '../../../dialogs/dialog-frame.tsx';
import { closeDialog } from '../../../dialogs/dialog-store.ts';
import { useShell } from '../../../lib/use-shell.ts';
import styles from './notice.module.css';

export interface RegistrationSuccessDialogProps {
  /** The new user's ID code, when the account got one. */
  code?: string | null;
}

/** SPEC §4: closing the registration success dialog goes to the profile 400 ms later. */
export default function RegistrationSuccessDialog({ code }: RegistrationSuccessDialogProps) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const goToProfile = () => window.setTimeout(() => navigateTo(localePath('/profile/', lang)), TIMINGS_MS.successRegisterNavigation);

  return (
    <DialogFrame
      title={t('auth.registrationSuccess.title')}
      description={t('auth.registrationSuccess.text')}
      onClose={goToProfile}
      actions={
        <Button
          onClick={() => {
            closeDialog();
            goToProfile();
          }}
        >
          {t('auth.registrationSuccess.toProfile')}
        </Button>
      }
    >
      {code ? (
        <p className={styles.code}>
          {t('auth.registrationSuccess.code')} <strong>{code}</strong>
        </p>
      ) : null}
    </DialogFrame>
  );
}
