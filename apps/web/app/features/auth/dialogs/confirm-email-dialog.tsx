import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/translation-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogFrame } from '../../../dialogs/dialog-frame.tsx';
import { closeDialog } from '../../../dialogs/dialog-store.ts';
import { authApi } from '../../../visitor/auth-api.ts';
import { serverFailure } from '../../../forms/server-errors.ts';
import { removeLinkParams } from '../link-dialogs.ts';
import { noticeAfterReload } from '../../../visitor/notice-after-reload.ts';
import styles from '../../../forms/form.module.css';

export interface ConfirmEmailDialogProps {
  token: string;
}

/**
 * The e-mail confirmation letter's link (`#modal=confirm-email&token=…`): a new profile e-mail, or
 * the e-mail of a social sign-in the provider did not vouch for. The token is sent once, when the
 * dialog opens; the answer (done, or why not) is shown, and the link's parameters are cleared.
 */
export default function ConfirmEmailDialog({ token }: ConfirmEmailDialogProps) {
  const { t } = useTranslation();
  const [outcome, setOutcome] = useState<{ ok: boolean; message: string } | null>(null);

  useEffect(() => {
    let live = true;
    removeLinkParams();
    authApi
      .confirmEmail({ token })
      .then(({ message }) => live && setOutcome({ ok: true, message }))
      .catch((error: unknown) => {
        const failure = serverFailure(error);
        const message = Object.values(failure.fields)[0]?.[0] ?? failure.message ?? t('auth.error.generic');
        if (live) setOutcome({ ok: false, message });
      });
    return () => {
      live = false;
    };
  }, [token, t]);

  const done = () => {
    closeDialog();
    if (outcome?.ok) {
      // The header and the profile show the new e-mail after a fresh load.
      noticeAfterReload('auth.confirmEmail.done');
      window.location.reload();
    }
  };

  return (
    <DialogFrame title={t('auth.confirmEmail.title')}>
      <div className={styles.form}>
        <p role="status" aria-live="polite" data-testid="confirm-email-outcome">
          {outcome ? outcome.message : t('auth.confirmEmail.checking')}
        </p>
        <Button type="button" block disabled={!outcome} onClick={done}>
          {t('auth.confirmEmail.close')}
        </Button>
      </div>
    </DialogFrame>
  );
}
