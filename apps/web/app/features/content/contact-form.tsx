import { useState } from 'react';
import { contactFormBody } from '@shop/contracts/forms';
import { Button } from '../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../forms/form-fields.tsx';
import { serverFailure, showFieldErrors } from '../../forms/server-errors.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { browserApi } from '../../lib/browser-api.ts';
import { toast } from '../../lib/toast.ts';
import styles from '../../forms/form.module.css';

const FIELDS = ['name', 'email', 'phone', 'message'] as const;

/** The contact page's form (POST /v1/store_contact_form): checked here and again by the API. */
export function ContactForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useContractForm(contactFormBody, { name: '', email: '', phone: '', message: '' });

  const submit = handleSubmit(async (values) => {
    try {
      const { data } = await browserApi.post<{ data: { message: string } }>('/v1/store_contact_form', values);
      reset();
      setSent(data.message);
      toast.success(data.message);
    } catch (error) {
      const failure = serverFailure(error);
      showFieldErrors(failure, setError, FIELDS);
      toast.error(failure.message ?? t('content.form.error'));
    }
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('content.contact.formTitle')}</h2>
      <TextField label={t('content.form.name')} autoComplete="name" error={formState.errors.name} {...register('name')} />
      <TextField label={t('content.form.email')} type="email" autoComplete="email" inputMode="email" error={formState.errors.email} {...register('email')} />
      <TextField label={t('content.form.phoneOptional')} type="tel" autoComplete="tel" inputMode="tel" placeholder="+380" error={formState.errors.phone} {...register('phone')} />
      <TextAreaField label={t('content.form.message')} error={formState.errors.message} {...register('message')} />
      <Button type="submit" busy={formState.isSubmitting}>
        {t('content.form.send')}
      </Button>
      {sent ? (
        <p role="status" className={styles.hint}>
          {sent}
        </p>
      ) : null}
    </form>
  );
}
