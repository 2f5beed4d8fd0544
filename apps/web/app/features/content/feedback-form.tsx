import { useState } from 'react';
import { feedbackFormBody } from '@shop/contracts/forms';
import { EmailField, TextAreaField, TextField } from '../../forms/form-fields.tsx';
import { serviceFormSubmit } from '../../forms/service-form.ts';
import { SubmitRow } from '../../forms/submit-row.tsx';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { useTranslation } from '../../i18n/translation-context.tsx';
import styles from '../../forms/form.module.css';

const FIELDS = ['name', 'email', 'message'] as const;

/** Feedback about the shop (POST /v1/store_feedback_form), under the FAQ. */
export function FeedbackForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<string | null>(null);
  const form = useContractForm(feedbackFormBody, { name: '', email: '', message: '' });

  const { register, formState, reset } = form;
  const submit = serviceFormSubmit(form, {
    path: '/v1/store_feedback_form',
    genericMessage: t('content.form.error'),
    fields: FIELDS,
    onSent: (message) => {
      reset();
      setSent(message);
    },
  });

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="feedback-form-title">
      <h2 id="feedback-form-title">{t('content.feedback.title')}</h2>
      <p className={styles.hint}>{t('content.feedback.intro')}</p>
      <TextField label={t('content.form.name')} autoComplete="name" error={formState.errors.name} {...register('name')} />
      <EmailField label={t('content.form.email')} error={formState.errors.email} {...register('email')} />
      <TextAreaField label={t('content.feedback.message')} error={formState.errors.message} {...register('message')} />
      <SubmitRow busy={formState.isSubmitting}>{t('content.form.send')}</SubmitRow>
      {sent ? (
        <p role="status" className={styles.hint}>
          {sent}
        </p>
      ) : null}
    </form>
  );
}
