import type { UseFormReturn } from 'react-hook-form';
import { TextField } from '../../forms/form-fields.tsx';
import { useTranslation } from '../../i18n/translation-context.tsx';
import type { OrderFormOutput, OrderFormValues } from './order-form-schema.ts';
import { maskUkrainianPhone } from '@shop/contracts/phone';
import styles from './order-page.module.css';

/** Who receives the order: name, second name, a Ukrainian phone (+380 mask) and an e-mail. */
export function ContactFields({ form }: { form: UseFormReturn<OrderFormValues, unknown, OrderFormOutput> }) {
  const { t } = useTranslation();
  const { register, formState, setValue } = form;
  return (
    <div className={styles.grid}>
      <TextField label={t('checkout.contact.name')} autoComplete="given-name" error={formState.errors.name} {...register('name')} />
      <TextField
        label={t('checkout.contact.secondName')}
        autoComplete="family-name"
        error={formState.errors.second_name}
        {...register('second_name')}
      />
      <TextField
        label={t('checkout.contact.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        hint={t('checkout.contact.phoneHint')}
        error={formState.errors.phone}
        {...register('phone')}
        onChange={(event) => {
          setValue('phone', maskUkrainianPhone(event.target.value), { shouldValidate: formState.isSubmitted });
        }}
      />
      <TextField
        label={t('checkout.contact.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        hint={t('checkout.contact.emailHint')}
        error={formState.errors.email}
        {...register('email')}
      />
    </div>
  );
}
