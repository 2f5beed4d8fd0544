import { useState } from 'react';
import { contactFormBody } from '@shop/contracts/forms';
import { EmailField, TextAreaField, TextField } from '../../forms/form-fields.tsx';
import { serviceFormSubmit } from '../../forms/service-form.ts';
import { SubmitRow } from '../../forms/submit-row.tsx';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { useTranslation } from '../../i18n/translation-context.tsx';
import styles from '../../forms/form.module.css';

const FIELDS = ['name', 'email', 'phone', 'message'] as const;

/** The contact page's form (POST /v1/store_contact_form): checked here and again by the API. */
export function ContactForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<string | null>(null);
  const form = useContractForm(contactFormBody, { name: '', email: '', phone: '', message: '' });

  const { register, formState, reset } = form;
  const submit = serviceFormSubmit(form, {
    path: '/v1/store_contact_form',
    genericMessage: t('content.form.error'),
    fields: FIELDS,
    onSent: (message) => {
      reset();
      setSent(message);
    },
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="contact-form-title">
      <h2 id="contact-form-title">{t('content.contact.formTitle')}</h2>
      <TextField label={t('content.form.name')} autoComplete="name" error={formState.errors.name} {...register('name')} />
      <EmailField label={t('content.form.email')} error={formState.errors.email} {...register('email')} />
      <TextField label={t('content.form.phoneOptional')} type="tel" autoComplete="tel" inputMode="tel" placeholder="+380" error={formState.errors.phone} {...register('phone')} />
      <TextAreaField label={t('content.form.message')} error={formState.errors.message} {...register('message')} />
      <SubmitRow busy={formState.isSubmitting}>{t('content.form.send')}</SubmitRow>
      {sent ? (
        <p role="status" className={styles.hint}>
          {sent}
        </p>
      ) : null}
    </form>
  );
}
