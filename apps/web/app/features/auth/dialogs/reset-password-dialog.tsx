import { resetForm } from '@shop/contracts/auth';
import { useTranslation } from '../../../i18n/translation-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { DialogFrame } from '../../../dialogs/dialog-frame.tsx';
import { closeDialog, openDialog } from '../../../dialogs/dialog-store.ts';
import { authApi } from '../../../visitor/auth-api.ts';
import { TextField } from '../../../forms/form-fields.tsx';
import { serverFailure } from '../../../forms/server-errors.ts';
import { useContractForm } from '../../../forms/use-contract-form.ts';
import styles from '../../../forms/form.module.css';

export interface ResetPasswordDialogProps {
  /** What was typed in the login dialog, so it need not be typed twice. */
  email?: string;
}

/**
 * Forgotten password (SPEC §3 Reset: email): asks for a recovery letter. Success closes the dialog
 * and shows the server's message; failure shows it too, with the e-mail error under the field.
 */
export default function ResetPasswordDialog({ email }: ResetPasswordDialogProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, setError } = useContractForm(resetForm, { email: email ?? '' });

  const submit = handleSubmit(async (values) => {
    try {
      const { message } = await authApi.reset(values);
      closeDialog();
      toast.success(message);
    } catch (error) {
      const failure = serverFailure(error);
      const emailError = failure.fields.email?.[0];
      if (emailError) setError('email', { type: 'server', message: emailError }, { shouldFocus: true });
      toast.error(failure.message ?? t('auth.error.generic'));
    }
  });

  return (
    <DialogFrame title={t('auth.reset.title')} description={t('auth.reset.intro')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('auth.field.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={formState.errors.email}
          {...register('email')}
        />
        <Button type="submit" block busy={formState.isSubmitting}>
          {t('auth.reset.submit')}
        </Button>
        <p className={styles.hint}>
          <button type="button" className={styles.linkButton} onClick={() => openDialog('login')}>
            {t('auth.reset.backToLogin')}
          </button>
        </p>
      </form>
    </DialogFrame>
  );
}
