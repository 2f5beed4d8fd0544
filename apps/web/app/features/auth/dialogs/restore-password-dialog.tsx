import { restoreForm } from '@shop/contracts/auth';
import { useTranslation } from '../../../i18n/translation-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { DialogFrame } from '../../../dialogs/dialog-frame.tsx';
import { closeDialog } from '../../../dialogs/dialog-store.ts';
import { authApi } from '../../../visitor/auth-api.ts';
import { PasswordField, TextField } from '../../../forms/form-fields.tsx';
import { serverFailure } from '../../../forms/server-errors.ts';
import { useContractForm } from '../../../forms/use-contract-form.ts';
import { removeLinkParams } from '../link-dialogs.ts';
import { noticeAfterReload } from '../../../visitor/notice-after-reload.ts';
import { setAccessToken } from '../../../visitor/token-store.ts';
import styles from '../../../forms/form.module.css';

export interface RestorePasswordDialogProps {
  token: string;
  email: string;
}

/**
 * A new password from the recovery letter's link (SPEC §3 Restore; the token and e-mail come from
 * the query). Success signs the user in, clears the query, closes the dialog and reloads the page;
 * failure shows the server's message.
 */
export default function RestorePasswordDialog({ token, email }: RestorePasswordDialogProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useContractForm(restoreForm, { password: '', password_confirmation: '' });

  const submit = handleSubmit(async (values) => {
    try {
      const { accessToken } = await authApi.restore({ ...values, token, email });
      setAccessToken(accessToken);
      removeLinkParams();
      closeDialog();
      noticeAfterReload('auth.restore.success');
      window.location.reload();
    } catch (error) {
      toast.error(serverFailure(error).message ?? t('auth.error.generic'));
    }
  });

  return (
    <DialogFrame title={t('auth.restore.title')} description={t('auth.restore.intro')} onClose={removeLinkParams}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label={t('auth.field.email')} type="email" value={email} readOnly autoComplete="username" />
        <PasswordField
          label={t('auth.field.newPassword')}
          autoComplete="new-password"
          error={formState.errors.password}
          {...register('password')}
        />
        <PasswordField
          label={t('auth.field.passwordConfirmation')}
          autoComplete="new-password"
          error={formState.errors.password_confirmation}
          {...register('password_confirmation')}
        />
        <Button type="submit" block busy={formState.isSubmitting}>
          {t('auth.restore.submit')}
        </Button>
      </form>
    </DialogFrame>
  );
}
