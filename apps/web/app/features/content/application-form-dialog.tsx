import { applicationFormBody } from '@shop/contracts/forms';
import { DialogFrame } from '../../dialogs/dialog-frame.tsx';
import { closeDialog } from '../../dialogs/dialog-store.ts';
import { TextField } from '../../forms/form-fields.tsx';
import { serviceFormSubmit } from '../../forms/service-form.ts';
import { SubmitRow } from '../../forms/submit-row.tsx';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { useTranslation } from '../../i18n/translation-context.tsx';
import styles from '../../forms/form.module.css';

const FIELDS = ['name', 'name_and_address', 'phone'] as const;

export interface ApplicationFormDialogProps {
  /** What the visitor applies for (a cooperation term's title), shown under the title. */
  subject?: string;
}

/**
 * The application form (528, SPEC §2): name, salon name and address, phone (SPEC §5: name required,
 * phone at least 13 characters). Sent to POST /v1/user_requests; a field the server refuses keeps
 * the dialog open with its message.
 */
export default function ApplicationFormDialog({ subject }: ApplicationFormDialogProps) {
  const { t } = useTranslation();
  const form = useContractForm(applicationFormBody, { name: '', name_and_address: '', phone: '+380' });

  const { register, formState } = form;
  const submit = serviceFormSubmit(form, {
    path: '/v1/user_requests',
    genericMessage: t('content.form.error'),
    fields: FIELDS,
    onSent: () => closeDialog(),
  });

  return (
    <DialogFrame title={t('content.application.title')} description={subject ?? t('content.application.intro')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label={t('content.form.name')} autoComplete="name" error={formState.errors.name} {...register('name')} />
        <TextField label={t('content.application.nameAndAddress')} autoComplete="organization" error={formState.errors.name_and_address} {...register('name_and_address')} />
        <TextField label={t('content.form.phone')} type="tel" autoComplete="tel" inputMode="tel" error={formState.errors.phone} {...register('phone')} />
        <SubmitRow block busy={formState.isSubmitting}>
          {t('content.application.submit')}
        </SubmitRow>
      </form>
    </DialogFrame>
  );
}
