import { passwordChangeForm, passwordSetForm } from '@shop/contracts/user';
import { useTranslation } from '../../../i18n/translation-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { accountApi } from '../../../visitor/account-api.ts';
import { PasswordField } from '../../../forms/form-fields.tsx';
import { showFormFailure } from '../../../forms/server-errors.ts';
import { useContractForm } from '../../../forms/use-contract-form.ts';
import formStyles from '../../../forms/form.module.css';
import styles from '../profile.module.css';

const CHANGE_FIELDS = ['current_password', 'password', 'password_confirmation'] as const;
const SET_FIELDS = ['password', 'password_confirmation'] as const;

/**
 * POST /v1/user/password-change. An account made by social sign-in has no password yet and sets
 * one without the current. The API ends the other sessions; this one stays signed in.
 */
export function PasswordChange({ hasPassword }: { hasPassword: boolean }) {
  return hasPassword ? <ChangeForm /> : <SetForm />;
}

function ChangeForm() {
  const { t } = useTranslation();
  const form = useContractForm(passwordChangeForm, { current_password: '', password: '', password_confirmation: '' });
  const { register, handleSubmit, formState, setError, reset } = form;
  const submit = handleSubmit(async (values) => {
    try {
      const { message } = await accountApi.changePassword(values);
      reset();
      toast.success(message);
    } catch (error) {
      showFormFailure(error, setError, CHANGE_FIELDS, t('auth.error.generic'));
    }
  });
  return (
    <Panel>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <PasswordField
          label={t('profile.password.current')}
          autoComplete="current-password"
          error={formState.errors.current_password}
          {...register('current_password')}
        />
        <div className={formStyles.row}>
          <PasswordField label={t('auth.field.newPassword')} autoComplete="new-password" error={formState.errors.password} {...register('password')} />
          <PasswordField
            label={t('auth.field.passwordConfirmation')}
            autoComplete="new-password"
            error={formState.errors.password_confirmation}
            {...register('password_confirmation')}
          />
        </div>
        <div className={styles.formActions}>
          <Button type="submit" variant="secondary" busy={formState.isSubmitting}>
            {t('profile.password.submit')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

function SetForm() {
  const { t } = useTranslation();
  const form = useContractForm(passwordSetForm, { password: '', password_confirmation: '' });
  const { register, handleSubmit, formState, setError, reset } = form;
  const submit = handleSubmit(async (values) => {
    try {
      const { message } = await accountApi.changePassword(values);
      reset();
      toast.success(message);
    } catch (error) {
      showFormFailure(error, setError, SET_FIELDS, t('auth.error.generic'));
    }
  });
  return (
    <Panel>
      <p className={styles.muted}>{t('profile.password.noneYet')}</p>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <div className={formStyles.row}>
          <PasswordField label={t('auth.field.newPassword')} autoComplete="new-password" error={formState.errors.password} {...register('password')} />
          <PasswordField
            label={t('auth.field.passwordConfirmation')}
            autoComplete="new-password"
            error={formState.errors.password_confirmation}
            {...register('password_confirmation')}
          />
        </div>
        <div className={styles.formActions}>
          <Button type="submit" variant="secondary" busy={formState.isSubmitting}>
            {t('profile.password.set')}
          </Button>
        </div>
      </form>
    </Panel>
  );
}

function Panel({ children }: { children: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <section className={styles.panel} aria-labelledby="profile-password-title">
      <div className={styles.panelHead}>
        <h2 id="profile-password-title" className={styles.panelTitle}>
          {t('profile.password.title')}
        </h2>
      </div>
      {children}
    </section>
  );
}
