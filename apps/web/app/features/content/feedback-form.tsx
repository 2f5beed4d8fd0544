import { useState } from 'react';
import { feedbackFormBody } from '@shop/contracts/forms';
import { Button } from '../../components/ui/button.tsx';
import { TextAreaField, TextField } from '../../forms/form-fields.tsx';
import { serverFailure, showFieldErrors } from '../../forms/server-errors.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { browserApi } from '../../lib/browser-api.ts';
import { toast } from '../../lib/toast.ts';
import styles from '../../forms/form.module.css';

const FIELDS = ['name', 'email', 'message'] as const;

/** Feedback about the shop (POST /v1/store_feedback_form), under the FAQ. */
export function FeedbackForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError, reset } = useContractForm(feedbackFormBody, { name: '', email: '', message: '' });

  const submit = handleSubmit(async (values) => {
    try {
      const { data } = await browserApi.post<{ data: { message: string } }>('/v1/store_feedback_form', values);
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
    <form className={styles.form} onSubmit={submit} noValidate aria-labelledby="feedback-form-title">
      <h2 id="feedback-form-title">{t('content.feedback.title')}</h2>
      <p className={styles.hint}>{t('content.feedback.intro')}</p>
      <TextField label={t('content.form.name')} autoComplete="name" error={formState.errors.name} {...register('name')} />
      <TextField label={t('content.form.email')} type="email" autoComplete="email" inputMode="email" error={formState.errors.email} {...register('email')} />
      <TextAreaField label={t('content.feedback.message')} error={formState.errors.message} {...register('message')} />
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
