import { type RegisterMode, type RegisterResult, detectPhoneCountry, registerPayloadFromForm } from '@shop/contracts/auth';
import { type ReactNode, useEffect } from 'react';
import { Trans, useTranslation } from '../../../i18n/translation-context.tsx';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { localePath } from '../../../lib/language.ts';
import { toast } from '../../../lib/toast.ts';
import { useShell } from '../../../lib/use-shell.ts';
import { authApi } from '../../../visitor/auth-api.ts';
import { CheckboxField, PasswordField, TextField } from '../../../forms/form-fields.tsx';
import { useContractForm } from '../../../forms/use-contract-form.ts';
import { formatPhone } from '../phone-input.ts';
import { completeSignIn } from '../../../visitor/session.ts';
import { reportSignUp } from '../sign-in-event.ts';
import { type VerifiedPhone, forgetVerifiedPhone } from '../../../visitor/verified-phone.ts';
import { showRegistrationFailure } from './registration-failure.ts';
import { registrationForm } from './registration-schema.ts';
import styles from '../../../forms/form.module.css';

interface RegistrationFormProps {
  mode: RegisterMode;
  /** The phone proved by SMS; without one the phone field offers the check. */
  verified: VerifiedPhone | null;
  /** Opens the SMS check for a (new) phone. */
  onVerifyPhone: () => void;
  /** Runs after the account exists and the user is signed in (upload documents, open a dialog). */
  onRegistered: (result: RegisterResult) => Promise<void> | void;
  /** Extra controls shown before the agreement (the professional's documents). */
  children?: ReactNode;
  /** Checks the extra controls on every submit; false stops it (their messages show with the form's). */
  beforeSubmit?: () => boolean;
  submitLabel: string;
}

/**
 * Registration (SPEC §3 payload, §5 rules): name, surname, e-mail, the verified phone, password
 * twice, the optional code of the client's cosmetologist, the agreement; `work` for professionals.
 */
export function RegistrationForm({ mode, verified, onVerifyPhone, onRegistered, children, beforeSubmit, submitLabel }: RegistrationFormProps) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const form = useContractForm(registrationForm, {
    register_mode: mode,
    name: '',
    second_name: '',
    email: '',
    phone: verified?.phone ?? '',
    password: '',
    password_confirmation: '',
    work: '',
    assignTo: '',
  });
  const { register, handleSubmit, formState, setError, setValue, clearErrors } = form;
  const errors = formState.errors;
  // The phone is not typed here: it is the one proved by SMS, which may arrive after the form.
  useEffect(() => {
    if (!verified) return;
    setValue('phone', verified.phone);
    clearErrors('phone');
  }, [verified, setValue, clearErrors]);
  const phoneError = errors.phone && !verified ? { type: 'verify', message: t('auth.registration.verifyPhoneFirst') } : errors.phone;

  const submit = handleSubmit(async (values) => {
    if (beforeSubmit && !beforeSubmit()) return;
    if (!verified || verified.phone !== values.phone) {
      setError('phone', { type: 'verify', message: t('auth.registration.verifyPhoneFirst') });
      return;
    }
    const { assignTo, ...fields } = values;
    const payload = registerPayloadFromForm(
      { ...fields, phone_country: detectPhoneCountry(values.phone) ?? null, work: mode === 'professional' ? fields.work : null },
      verified.confirmToken,
      assignTo || null,
    );
    let result: RegisterResult;
    try {
      result = await authApi.register(payload);
    } catch (error) {
      showRegistrationFailure(error, setError, t('auth.error.generic'));
      return;
    }
    forgetVerifiedPhone();
    reportSignUp('phone');
    try {
      await completeSignIn(result.accessToken);
      await onRegistered(result);
    } catch (error) {
      // The account exists; only loading it or a follow-up step failed. Signing in will work.
      console.error('after registration', error);
      toast.error(t('auth.error.generic'));
    }
  }, () => beforeSubmit?.());

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <div className={styles.row}>
        <TextField label={t('auth.field.name')} autoComplete="given-name" error={errors.name} {...register('name')} />
        <TextField
          label={t('auth.field.secondName')}
          autoComplete="family-name"
          error={errors.second_name}
          {...register('second_name')}
        />
      </div>
      <TextField
        label={t('auth.field.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        error={errors.email}
        {...register('email')}
      />
      <div className={styles.field}>
        <TextField
          label={t('auth.field.phone')}
          type="tel"
          readOnly
          placeholder={t('auth.registration.phoneNotVerified')}
          value={verified ? formatPhone(verified.phone) : ''}
          error={phoneError}
          hint={verified ? t('auth.registration.phoneVerified') : undefined}
        />
        {verified ? (
          <button type="button" className={`${styles.linkButton} ${styles.fieldAction}`} onClick={onVerifyPhone}>
            {t('auth.registration.changePhone')}
          </button>
        ) : (
          <Button variant="secondary" className={styles.fieldAction} onClick={onVerifyPhone}>
            {t('auth.registration.verifyPhone')}
          </Button>
        )}
      </div>
      {mode === 'professional' ? (
        <TextField label={t('auth.field.work')} autoComplete="organization" error={errors.work} {...register('work')} />
      ) : null}
      <div className={styles.row}>
        <PasswordField label={t('auth.field.password')} autoComplete="new-password" error={errors.password} {...register('password')} />
        <PasswordField
          label={t('auth.field.passwordConfirmation')}
          autoComplete="new-password"
          error={errors.password_confirmation}
          {...register('password_confirmation')}
        />
      </div>
      {mode === 'regular' ? (
        <TextField
          label={t('auth.field.assignTo')}
          hint={t('auth.registration.assignToHint')}
          autoComplete="off"
          error={errors.assignTo}
          {...register('assignTo')}
        />
      ) : null}
      {children}
      <CheckboxField
        label={
          <Trans
            i18nKey="auth.registration.agreement"
            components={{ offer: <Link to={localePath('/pages/public-offer/', lang)} target="_blank" /> }}
          />
        }
        error={errors.agreement}
        {...register('agreement')}
      />
      <Button type="submit" block busy={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </form>
  );
}
