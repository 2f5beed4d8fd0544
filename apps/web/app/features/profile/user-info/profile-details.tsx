import type { Me } from '@shop/contracts/user';
import { useMemo, useState } from 'react';
import { useTranslation } from '../../../i18n/translation-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { toast } from '../../../lib/toast.ts';
import { accountApi } from '../../../visitor/account-api.ts';
import { replaceUser } from '../../../visitor/account-store.ts';
import { PasswordField, TextField } from '../../../forms/form-fields.tsx';
import { showFormFailure } from '../../../forms/server-errors.ts';
import { useContractForm } from '../../../forms/use-contract-form.ts';
import { emailChanged, profileDetailsForm } from './profile-details-schema.ts';
import formStyles from '../../../forms/form.module.css';
import styles from '../profile.module.css';

/**
 * Name, surname, e-mail and city: shown as facts, edited in place (PUT /v1/user). A city not typed
 * shows the default address's city.
 */
export function ProfileDetails({ user, defaultTown = null }: { user: Me; defaultTown?: string | null }) {
  const { t } = useTranslation();
  const [editing, setEditing] = useState(false);

  return (
    <section className={styles.panel} aria-labelledby="profile-details-title">
      <div className={styles.panelHead}>
        <h2 id="profile-details-title" className={styles.panelTitle}>
          {t('profile.details.title')}
        </h2>
        {editing ? null : (
          <Button variant="secondary" onClick={() => setEditing(true)}>
            {t('profile.details.edit')}
          </Button>
        )}
      </div>
      {editing ? (
        <DetailsForm user={user} onDone={() => setEditing(false)} />
      ) : (
        <dl className={styles.facts}>
          <Fact label={t('auth.field.name')} value={user.name} />
          <Fact label={t('auth.field.secondName')} value={user.secondName} />
          <Fact label={t('auth.field.email')} value={user.email} />
          <Fact label={t('profile.details.city')} value={user.city || defaultTown || '—'} />
        </dl>
      )}
    </section>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className={styles.fact}>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

const FIELDS = ['name', 'second_name', 'email', 'city', 'current_password'] as const;

function DetailsForm({ user, onDone }: { user: Me; onDone: () => void }) {
  const { t } = useTranslation();
  const schema = useMemo(() => profileDetailsForm(user), [user]);
  const { register, handleSubmit, formState, setError, watch } = useContractForm(schema, {
    name: user.name,
    second_name: user.secondName,
    email: user.email,
    city: user.city ?? '',
    current_password: '',
  });
  const askPassword = user.hasPassword && emailChanged(watch('email') ?? '', user.email);

  const submit = handleSubmit(async ({ current_password, email, ...rest }) => {
    const changesEmail = emailChanged(email, user.email);
    try {
      const updated = await accountApi.update({
        ...rest,
        city: rest.city || null,
        ...(changesEmail ? { email, ...(current_password ? { current_password } : {}) } : {}),
      });
      replaceUser(updated);
      // A new e-mail changes only once its owner follows the link sent to it.
      toast.success(changesEmail ? t('profile.details.emailPending', { email: email.trim().toLowerCase() }) : t('profile.details.saved'));
      onDone();
    } catch (error) {
      showFormFailure(error, setError, FIELDS, t('auth.error.generic'));
    }
  });

  return (
    <form className={formStyles.form} onSubmit={submit} noValidate>
      <div className={formStyles.row}>
        <TextField label={t('auth.field.name')} autoComplete="given-name" error={formState.errors.name} {...register('name')} />
        <TextField
          label={t('auth.field.secondName')}
          autoComplete="family-name"
          error={formState.errors.second_name}
          {...register('second_name')}
        />
      </div>
      <div className={formStyles.row}>
        <TextField
          label={t('auth.field.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={formState.errors.email}
          {...register('email')}
        />
        <TextField label={t('profile.details.city')} autoComplete="address-level2" error={formState.errors.city} {...register('city')} />
      </div>
      {askPassword ? (
        <PasswordField
          label={t('profile.details.currentPassword')}
          hint={t('profile.details.currentPasswordHint')}
          autoComplete="current-password"
          error={formState.errors.current_password}
          {...register('current_password')}
        />
      ) : null}
      <div className={styles.formActions}>
        <Button type="submit" busy={formState.isSubmitting}>
          {t('profile.save')}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t('profile.cancel')}
        </Button>
      </div>
    </form>
  );
}
