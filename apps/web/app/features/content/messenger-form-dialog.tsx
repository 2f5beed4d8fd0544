import { messengerFormBody } from '@shop/contracts/forms';
import { DialogFrame } from '../../dialogs/dialog-frame.tsx';
import { closeDialog } from '../../dialogs/dialog-store.ts';
import { EmailField, TextField } from '../../forms/form-fields.tsx';
import { serviceFormSubmit } from '../../forms/service-form.ts';
import { SubmitRow } from '../../forms/submit-row.tsx';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { useTranslation } from '../../i18n/translation-context.tsx';
import styles from '../../forms/form.module.css';

/**
 * The messenger form (480): name, last name, phone and e-mail, all required (SPEC §5), sent to
 * POST /v1/messenger_requests. SPEC §8: once sent, the dialog closes whether it worked or not; a
 * failure shows one general error toast.
 */
export default function MessengerFormDialog() {
  const { t } = useTranslation();
  const form = useContractForm(messengerFormBody, { name: '', last_name: '', phone: '+380', email: '' });

  const { register, formState } = form;
  const submit = serviceFormSubmit(form, {
    path: '/v1/messenger_requests',
    genericMessage: t('content.form.error'),
    onSettled: () => closeDialog(),
  });

  return (
    <DialogFrame title={t('content.messenger.title')} description={t('content.messenger.intro')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label={t('content.form.name')} autoComplete="given-name" error={formState.errors.name} {...register('name')} />
        <TextField label={t('content.messenger.lastName')} autoComplete="family-name" error={formState.errors.last_name} {...register('last_name')} />
        <TextField label={t('content.form.phone')} type="tel" autoComplete="tel" inputMode="tel" error={formState.errors.phone} {...register('phone')} />
        <EmailField label={t('content.form.email')} error={formState.errors.email} {...register('email')} />
        <SubmitRow block busy={formState.isSubmitting}>
          {t('content.form.send')}
        </SubmitRow>
      </form>
    </DialogFrame>
  );
}
