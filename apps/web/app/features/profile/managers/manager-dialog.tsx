import { type Manager, managerCreatePayload, managerEditForm } from '@shop/contracts/distributor-managers';
import { useTranslation } from '../../../i18n/translation-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { DialogFrame } from '../../../dialogs/dialog-frame.tsx';
import { closeDialog } from '../../../dialogs/dialog-store.ts';
import { EmailField, PasswordField, TextField } from '../../../forms/form-fields.tsx';
import { showFormFailure } from '../../../forms/server-errors.ts';
import { useContractForm } from '../../../forms/use-contract-form.ts';
import styles from '../../../forms/form.module.css';
import { managersApi } from './managers-api.ts';

export interface ManagerDialogProps {
  /** The manager being edited; none to create one. */
  manager?: Manager;
  /** Called with the saved manager, so the list is read again. */
  onSaved?: (manager: Manager) => void;
}

const FIELDS = ['first_name', 'last_name', 'email', 'password'] as const;

/**
 * Create manager (dialog 528, SPEC §5): first and last name up to 255 characters, e-mail up to 120,
 * password 8 to 120. The server's 422 messages show under their fields. Editing uses the same dialog;
 * an empty password keeps the manager's password.
 */
export default function ManagerDialog({ manager, onSaved }: ManagerDialogProps) {
  return manager ? <EditManager manager={manager} onSaved={onSaved} /> : <CreateManager onSaved={onSaved} />;
}

function CreateManager({ onSaved }: { onSaved?: (manager: Manager) => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, setError } = useContractForm(managerCreatePayload, { first_name: '', last_name: '', email: '', password: '' });
  const submit = handleSubmit(async (values) => {
    try {
      const saved = await managersApi.create(values);
      closeDialog();
      toast.success(t('profile.managers.created', { email: saved.email }));
      onSaved?.(saved);
    } catch (error) {
      showFormFailure(error, setError, FIELDS, t('auth.error.generic'));
    }
  });
  return (
    <DialogFrame title={t('profile.managers.createTitle')} description={t('profile.managers.createIntro')}>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="manager-form">
        <TextField label={t('profile.managers.firstName')} autoComplete="off" error={formState.errors.first_name} {...register('first_name')} />
        <TextField label={t('profile.managers.lastName')} autoComplete="off" error={formState.errors.last_name} {...register('last_name')} />
        <EmailField label={t('profile.managers.email')} autoComplete="off" error={formState.errors.email} {...register('email')} />
        <PasswordField label={t('profile.managers.password')} autoComplete="new-password" error={formState.errors.password} {...register('password')} />
        <Button type="submit" block busy={formState.isSubmitting}>
          {t('profile.managers.createSubmit')}
        </Button>
      </form>
    </DialogFrame>
  );
}

function EditManager({ manager, onSaved }: { manager: Manager; onSaved?: (manager: Manager) => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, setError } = useContractForm(managerEditForm, {
    first_name: manager.first_name,
    last_name: manager.last_name,
    email: manager.email,
    password: '',
  });
  const submit = handleSubmit(async ({ password, ...values }) => {
    try {
      const saved = await managersApi.edit(manager.id, password ? { ...values, password } : values);
      closeDialog();
      toast.success(t('profile.managers.saved'));
      onSaved?.(saved);
    } catch (error) {
      showFormFailure(error, setError, FIELDS, t('auth.error.generic'));
    }
  });
  return (
    <DialogFrame title={t('profile.managers.editTitle')} description={t('profile.managers.editIntro')}>
      <form className={styles.form} onSubmit={submit} noValidate data-testid="manager-form">
        <TextField label={t('profile.managers.firstName')} autoComplete="off" error={formState.errors.first_name} {...register('first_name')} />
        <TextField label={t('profile.managers.lastName')} autoComplete="off" error={formState.errors.last_name} {...register('last_name')} />
        <EmailField label={t('profile.managers.email')} autoComplete="off" error={formState.errors.email} {...register('email')} />
        <PasswordField label={t('profile.managers.newPassword')} autoComplete="new-password" error={formState.errors.password} {...register('password')} />
        <Button type="submit" block busy={formState.isSubmitting}>
          {t('profile.managers.saveSubmit')}
        </Button>
      </form>
    </DialogFrame>
  );
}
