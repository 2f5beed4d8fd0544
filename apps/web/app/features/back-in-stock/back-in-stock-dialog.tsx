import { notifyWhenAvailableBody } from '@shop/contracts/reviews';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../forms/form-fields.tsx';
import { serverFailure, showFieldErrors } from '../../forms/server-errors.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import formStyles from '../../forms/form.module.css';
import { normalisePhoneInput } from '../auth/phone-input.ts';
import { DialogFrame } from '../../dialogs/dialog-frame.tsx';
import { closeDialog } from '../../dialogs/dialog-store.ts';
import { openBackInStockThanks, sendNotifyRequest } from './notify-request.ts';
import styles from './back-in-stock-dialog.module.css';

export type BackInStockDialogProps =
  | { step: 'thanks' }
  | {
      step: 'form';
      productTitle: string;
      variantValue: string;
      productPriceId: number;
      defaults?: { name: string; email: string; phone: string; city: string };
    };

const FIELDS = ['name', 'phone', 'email', 'city'] as const;

/**
 * The back-in-stock popup (SPEC §2, 550 px): the form of SPEC §5 (name, phone, e-mail, city), then
 * the thank-you text of SPEC §8. The thank-you follows a failed request too (SPEC §4); only the
 * server's field errors keep the form open so they can be fixed.
 */
export default function BackInStockDialog(props: BackInStockDialogProps) {
  if (props.step === 'thanks') return <ThanksStep />;
  return <FormStep {...props} />;
}

function ThanksStep() {
  const { t } = useTranslation();
  return (
    <DialogFrame
      title={t('backInStock.thanks.title')}
      actions={
        <Button block onClick={() => closeDialog()}>
          {t('backInStock.thanks.close')}
        </Button>
      }
    >
      <p className={styles.thanks}>{t('backInStock.thanks.text')}</p>
    </DialogFrame>
  );
}

function FormStep({ productTitle, variantValue, productPriceId, defaults }: Extract<BackInStockDialogProps, { step: 'form' }>) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, setError, setValue } = useContractForm(notifyWhenAvailableBody, {
    name: defaults?.name ?? '',
    phone: defaults?.phone || '+380',
    email: defaults?.email ?? '',
    city: defaults?.city ?? '',
    product_price_id: productPriceId,
  });

  const submit = handleSubmit(async (values) => {
    try {
      await sendNotifyRequest(values);
    } catch (error) {
      const failure = serverFailure(error);
      if (failure.status === 422) {
        const unplaced = showFieldErrors(failure, setError, FIELDS);
        // Errors the shopper can fix keep the form open; anything else still ends in the thank-you.
        if (unplaced.length < Object.keys(failure.fields).length) return;
      }
      console.error('back-in-stock request failed', error);
    }
    openBackInStockThanks();
  });

  const phone = register('phone');
  return (
    <DialogFrame title={t('backInStock.title')} description={t('backInStock.intro', { product: `${productTitle}, ${variantValue}` })}>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <TextField label={t('backInStock.field.name')} autoComplete="name" error={formState.errors.name} {...register('name')} />
        <TextField
          label={t('backInStock.field.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          error={formState.errors.phone}
          {...phone}
          onChange={(event) => {
            setValue('phone', normalisePhoneInput(event.target.value), { shouldValidate: formState.isSubmitted });
          }}
        />
        <TextField
          label={t('backInStock.field.email')}
          type="email"
          autoComplete="email"
          inputMode="email"
          error={formState.errors.email}
          {...register('email')}
        />
        <TextField
          label={t('backInStock.field.city')}
          autoComplete="address-level2"
          error={formState.errors.city}
          {...register('city')}
        />
        <Button type="submit" block busy={formState.isSubmitting}>
          {t('backInStock.submit')}
        </Button>
      </form>
    </DialogFrame>
  );
}
