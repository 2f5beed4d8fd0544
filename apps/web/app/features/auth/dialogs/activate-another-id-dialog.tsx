import { assignToForm } from '@shop/contracts/user';
import { useTranslation } from '../../../i18n/translation-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { accountApi } from '../../../visitor/account-api.ts';
import { replaceUser } from '../../../visitor/account-store.ts';
import { DialogFrame } from '../../../dialogs/dialog-frame.tsx';
import { closeDialog } from '../../../dialogs/dialog-store.ts';
import { TextField } from '../../../forms/form-fields.tsx';
import { serverFailure } from '../../../forms/server-errors.ts';
import { useContractForm } from '../../../forms/use-contract-form.ts';
import styles from '../../../forms/form.module.css';

export interface ActivateAnotherIdDialogProps {
  /** The code the user is linked to now, if any. */
  current?: string | null;
}

/**
 * Links the user to another cosmetologist's or distributor's ID code (SPEC §3 `assignTo` sent as
 * `assign_to`). Failure shows the server's message, otherwise "something went wrong" (SPEC §8).
 */
export default function ActivateAnotherIdDialog({ current }: ActivateAnotherIdDialogProps) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, setError } = useContractForm(assignToForm, { assignTo: '' });

  const submit = handleSubmit(async ({ assignTo }) => {
    try {
      replaceUser(await accountApi.update({ assign_to: assignTo }));
      closeDialog();
      toast.success(t('auth.assignTo.success', { code: assignTo }));
    } catch (error) {
      const failure = serverFailure(error);
      const fieldError = failure.fields.assign_to?.[0];
      if (fieldError) setError('assignTo', { type: 'server', message: fieldError });
      toast.error(failure.message ?? t('auth.error.generic'));
    }
  });

  return (
    <DialogFrame
      title={t('auth.assignTo.title')}
      description={current ? t('auth.assignTo.current', { code: current }) : t('auth.assignTo.intro')}
    >
      <form className={styles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('auth.field.assignTo')}
          autoComplete="off"
          autoCapitalize="characters"
          error={formState.errors.assignTo}
          {...register('assignTo')}
        />
        <Button type="submit" block busy={formState.isSubmitting}>
          {t('auth.assignTo.submit')}
        </Button>
      </form>
    </DialogFrame>
  );
}
