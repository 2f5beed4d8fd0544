import { useTranslation } from '../../../i18n/translation-context.tsx';
import { DialogFrame } from '../../../dialogs/dialog-frame.tsx';
import { closeDialog, openDialog } from '../../../dialogs/dialog-store.ts';
import { RegistrationForm } from '../registration/registration-form.tsx';
import { scheduleRegistrationSuccess } from '../registration/registration-success-timer.ts';
import { verifiedPhone } from '../../../visitor/verified-phone.ts';

/**
 * Registration of a client (SPEC §2 registration, §4): opens after the phone was proved by SMS.
 * Success loads the user, closes this dialog and opens the success dialog 5 seconds later.
 */
export default function RegistrationDialog() {
  const { t } = useTranslation();
  const verified = verifiedPhone();
  return (
    <DialogFrame title={t('auth.registration.title')}>
      <RegistrationForm
        mode="regular"
        verified={verified}
        onVerifyPhone={() => openDialog('phone-sms-registration', { phone: verified?.phone })}
        onRegistered={(result) => {
          closeDialog();
          scheduleRegistrationSuccess(result.code);
        }}
        submitLabel={t('auth.registration.submit')}
      />
    </DialogFrame>
  );
}
