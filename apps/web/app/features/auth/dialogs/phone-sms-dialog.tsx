import { type SendCodeResult, detectPhoneCountry, sendCodeForm, verifyCodeForm } from '@shop/contracts/auth';
import { useState } from 'react';
import { useTranslation } from '../../../i18n/translation-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { DialogFrame } from '../../../dialogs/dialog-frame.tsx';
import { openDialog } from '../../../dialogs/dialog-store.ts';
import { authApi } from '../../../visitor/auth-api.ts';
import { TextField } from '../../../forms/form-fields.tsx';
import { serverFailure } from '../../../forms/server-errors.ts';
import { useContractForm } from '../../../forms/use-contract-form.ts';
import { formatPhone, normalisePhoneInput } from '../phone-input.ts';
import { recaptchaToken } from '../recaptcha.ts';
import { useCountdown } from '../use-countdown.ts';
import { type VerifiedPhone, rememberVerifiedPhone } from '../../../visitor/verified-phone.ts';
import styles from '../../../forms/form.module.css';
import demoStyles from './demo-notice.module.css';

export interface PhoneSmsDialogProps {
  /** What happens once the phone is proved; by default the registration dialog opens (SPEC §4). */
  onVerified?: (verified: VerifiedPhone) => void;
  /** A phone to start with (changing the phone of a registration in progress). */
  phone?: string;
}

interface SentCode {
  phone: string;
  country: string | null;
  result: SendCodeResult;
  /** When another code may be asked for (ms since the epoch). */
  resendAt: number;
}

/**
 * Phone verification by SMS (SPEC §2 phone SMS registration, §4): the phone first, then the code
 * once it was sent. A correct code closes the dialog and opens registration. Server errors show
 * under the field (SPEC §8).
 */
export default function PhoneSmsDialog({ onVerified, phone }: PhoneSmsDialogProps) {
  const { t } = useTranslation();
  const [sent, setSent] = useState<SentCode | null>(null);
  // Going back to the phone step shows the number that was used, ready to correct.
  const [lastPhone, setLastPhone] = useState(phone ?? '');
  const codeSent = (next: SentCode) => {
    setLastPhone(next.phone);
    setSent(next);
  };

  const verified = (result: VerifiedPhone) => {
    if (onVerified) onVerified(result);
    else openDialog('registration');
  };

  return (
    <DialogFrame
      title={t('auth.sms.title')}
      description={sent ? (sent.result.codeMessage ?? t('auth.sms.codeSent', { phone: formatPhone(sent.phone) })) : t('auth.sms.intro')}
    >
      {sent ? (
        <CodeStep sent={sent} onResent={codeSent} onChangePhone={() => setSent(null)} onVerified={verified} />
      ) : (
        <PhoneStep initialPhone={lastPhone} onSent={codeSent} />
      )}
    </DialogFrame>
  );
}

async function sendCode(phone: string): Promise<SentCode> {
  const country = detectPhoneCountry(phone) ?? null;
  const result = await authApi.sendCode({ phone, phone_country: country, recaptcha_token: await recaptchaToken() });
  return { phone, country, result, resendAt: Date.now() + result.resendIn * 1000 };
}

function PhoneStep({ initialPhone, onSent }: { initialPhone: string; onSent: (sent: SentCode) => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, setValue, setError } = useContractForm(sendCodeForm, {
    phone: initialPhone,
    phone_country: null,
  });

  const submit = handleSubmit(async ({ phone }) => {
    try {
      onSent(await sendCode(phone));
    } catch (error) {
      const failure = serverFailure(error);
      setError('phone', { type: 'server', message: failure.fields.phone?.[0] ?? failure.message ?? t('auth.error.generic') });
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      <TextField
        label={t('auth.field.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+380XXXXXXXXX"
        error={formState.errors.phone}
        {...register('phone', {
          onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
            const shown = normalisePhoneInput(event.target.value);
            if (shown !== event.target.value) setValue('phone', shown);
          },
        })}
      />
      <Button type="submit" block busy={formState.isSubmitting}>
        {t('auth.sms.send')}
      </Button>
    </form>
  );
}

interface CodeStepProps {
  sent: SentCode;
  onResent: (sent: SentCode) => void;
  onChangePhone: () => void;
  onVerified: (verified: VerifiedPhone) => void;
}

function CodeStep({ sent, onResent, onChangePhone, onVerified }: CodeStepProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, setError, clearErrors } = useContractForm(verifyCodeForm, { code: '' });
  const resendIn = useCountdown(sent.resendAt);
  const [resending, setResending] = useState(false);

  const submit = handleSubmit(async ({ code }) => {
    try {
      const result = await authApi.verifyCode({ code, phone: sent.phone, phone_country: sent.country });
      onVerified(rememberVerifiedPhone(result.phone, result.confirmToken));
    } catch (error) {
      const failure = serverFailure(error);
      setError('code', { type: 'server', message: failure.fields.code?.[0] ?? failure.message ?? t('auth.error.generic') });
    }
  });

  const resend = async () => {
    setResending(true);
    clearErrors('code');
    try {
      onResent(await sendCode(sent.phone));
    } catch (error) {
      const failure = serverFailure(error);
      setError('code', { type: 'server', message: failure.fields.phone?.[0] ?? failure.message ?? t('auth.error.generic') });
    } finally {
      setResending(false);
    }
  };

  // Only the local SMS driver outside production answers with the code (never in production).
  const demoCode = sent.result.debug?.code;

  return (
    <form className={styles.form} onSubmit={submit} noValidate>
      {demoCode ? (
        <p className={demoStyles.demo} role="note" data-testid="sms-demo-code">
          <strong className={demoStyles.code}>{t('auth.sms.demoCode', { code: demoCode })}</strong>
          <span className={demoStyles.hint}>{t('auth.sms.demoHint')}</span>
        </p>
      ) : null}
      <TextField
        label={t('auth.field.smsCode')}
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        // The code is the only thing left to type once it was sent.
        autoFocus
        error={formState.errors.code}
        {...register('code')}
      />
      <Button type="submit" block busy={formState.isSubmitting}>
        {t('auth.sms.verify')}
      </Button>
      <div className={styles.links}>
        <button type="button" className={styles.linkButton} onClick={onChangePhone}>
          {t('auth.sms.changePhone')}
        </button>
        {resendIn > 0 ? (
          <span className={styles.hint}>
            {t('auth.sms.resendIn', { seconds: resendIn })}
          </span>
        ) : (
          <button type="button" className={styles.linkButton} onClick={resend} disabled={resending}>
            {t('auth.sms.resend')}
          </button>
        )}
      </div>
    </form>
  );
}
