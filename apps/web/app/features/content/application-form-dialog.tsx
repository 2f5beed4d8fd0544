import { applicationFormBody } from '@shop/contracts/forms';
import { Button } from '../../components/ui/button.tsx';
import { DialogFrame } from '../../dialogs/dialog-frame.tsx';
import { closeDialog } from '../../dialogs/dialog-store.ts';
import { TextField } from '../../forms/form-fields.tsx';
import { serverFailure, showFieldErrors } from '../../forms/server-errors.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { browserApi } from '../../lib/browser-api.ts';
import { toast } from '../../lib/toast.ts';
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
  const { register, handleSubmit, formState, setError } = useContractForm(applicationFormBody, { name: '', name_and_address: '', phone: '+380' });

  const submit = handleSubmit(async (values) => {
    try {
      const { data } = await browserApi.post<{ data: { message: string } }>('/v1/user_requests', values);
      closeDialog();
      toast.success(data.message);
    } catch (error) {
      const failure = serverFailure(error);
      showFieldErrors(failure, setError, FIELDS);
      toast.error(failure.message ?? t('content.form.error'));
    }
  });

  return (
    <DialogFrame title={t('content.application.title')} description={subject ?? t('content.application.intro')}>
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField label={t('content.form.name')} autoComplete="name" error={formState.errors.name} {...register('name')} />
        <TextField label={t('content.application.nameAndAddress')} autoComplete="organization" error={formState.errors.name_and_address} {...register('name_and_address')} />
        <TextField label={t('content.form.phone')} type="tel" autoComplete="tel" inputMode="tel" error={formState.errors.phone} {...register('phone')} />
        <Button type="submit" block busy={formState.isSubmitting}>
          {t('content.application.submit')}
        </Button>
      </form>
    </DialogFrame>
  );
}
