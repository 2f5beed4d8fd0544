import { loginForm, type SocialProvider } from '@shop/contracts/auth';
import { useTranslation } from '../../../i18n/translation-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { DialogFrame } from '../../../dialogs/dialog-frame.tsx';
import { closeDialog, openDialog } from '../../../dialogs/dialog-store.ts';
import { authApi } from '../../../visitor/auth-api.ts';
import { CheckboxField, PasswordField, TextField } from '../../../forms/form-fields.tsx';
import { serverFailure } from '../../../forms/server-errors.ts';
import { useContractForm } from '../../../forms/use-contract-form.ts';
import type { LoginDialogProps } from '../open-auth-dialog.ts';
import { completeSignIn } from '../../../visitor/session.ts';
import { reportSignIn, reportSignUp } from '../sign-in-event.ts';
import { SocialButtons } from '../social/social-buttons.tsx';
import { socialFailureMessage } from '../social/social-failure.ts';
import styles from '../../../forms/form.module.css';

/** The e-mail of a link such as `/?email=anna@example.com` (SPEC §2: prefilled from the query). */
function emailFromQuery(): string {
  if (typeof window === 'undefined') return '';
  return new URLSearchParams(window.location.search).get('email') ?? '';
}

/**
 * Sign-in (SPEC §2 login, §4 flow): e-mail and password, show-password, remember me, links to
 * registration and to the forgotten password. Success loads the profile and favourites, shows a
 * toast, closes the dialog and reports the sign-in; failure shows the server's message as a toast.
 */
export default function LoginDialog({ email }: LoginDialogProps) {
  const { t } = useTranslation();
  const form = useContractForm(loginForm, { email: email ?? emailFromQuery(), password: '', remember: false });
  const { register, handleSubmit, formState, getValues } = form;

  const submit = handleSubmit(async (values) => {
    try {
      const { accessToken } = await authApi.login(values);
      await completeSignIn(accessToken);
      toast.success(t('auth.login.success'));
      closeDialog();
      reportSignIn('email');
    } catch (error) {
      toast.error(serverFailure(error).message ?? t('auth.error.generic'));
    }
  });

  // Google or Facebook: the account is found by the provider's id or made on the spot.
  const socialSignIn = async (provider: SocialProvider, token: string) => {
    try {
      const result = await authApi.socialLogin({ provider, token, remember: getValues('remember') });
      if ('pending' in result) {
        // The provider did not vouch for the e-mail: nothing happens until its link is followed.
        toast.success(result.message);
        closeDialog();
        return;
      }
      const { accessToken, isNew } = result;
      await completeSignIn(accessToken);
      toast.success(isNew ? t('auth.social.created') : t('auth.login.success'));
      closeDialog();
      if (isNew) reportSignUp(provider);
      else reportSignIn(provider);
    } catch (error) {
      toast.error(socialFailureMessage(error) ?? t('auth.error.generic'));
    }
  };

  return (
    <DialogFrame title={t('auth.login.title')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('auth.field.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={formState.errors.email}
          {...register('email')}
        />
        <PasswordField
          label={t('auth.field.password')}
          autoComplete="current-password"
          error={formState.errors.password}
          {...register('password')}
        />
        <div className={styles.links}>
          <CheckboxField label={t('auth.login.remember')} {...register('remember')} />
          <button
            type="button"
            className={styles.linkButton}
            onClick={() => openDialog('reset-password', { email: getValues('email') })}
          >
            {t('auth.login.forgot')}
          </button>
        </div>
        <Button type="submit" block busy={formState.isSubmitting}>
          {t('auth.login.submit')}
        </Button>
        <SocialButtons purpose="signin" onToken={socialSignIn} />
        <p className={styles.hint}>
          {t('auth.login.noAccount')}{' '}
          <button type="button" className={styles.linkButton} onClick={() => openDialog('registration-choice')}>
            {t('auth.login.register')}
          </button>
        </p>
      </form>
    </DialogFrame>
  );
}
