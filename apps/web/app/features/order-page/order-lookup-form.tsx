import { type OrderDetail, orderLookupBody } from '@shop/contracts/orders';
import { Button } from '../../components/ui/button.tsx';
import { TextField } from '../../forms/form-fields.tsx';
import { serverFailure, showFieldErrors } from '../../forms/server-errors.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { toast } from '../../lib/toast.ts';
import { orderPageApi } from './order-page-api.ts';
import styles from './order-own-page.module.css';

/**
 * A guest opens an order by its number (from the letter or SMS) and the phone given with it. The
 * phone may be typed as 067…, +380… or +38 (067) …; a wrong pair says only that no such order was
 * found, so the form tells nothing about other people's orders.
 */
export function OrderLookupForm({ number, intro, onFound }: { number?: string; intro: string; onFound: (order: OrderDetail) => void }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState, setError } = useContractForm(orderLookupBody, { number: number ?? '', phone: '' });

  const submit = handleSubmit(async (values) => {
    try {
      onFound(await orderPageApi.lookUp(values));
    } catch (error) {
      const failure = serverFailure(error);
      if (failure.status === 404) {
        setError('phone', { type: 'server', message: t('orderPage.lookup.notFound') }, { shouldFocus: true });
        return;
      }
      const unplaced = showFieldErrors(failure, setError, ['number', 'phone']);
      if (unplaced.length > 0 || Object.keys(failure.fields).length === 0) toast.error(failure.message ?? t('orders.error'));
    }
  });

  return (
    <form className={styles.lookup} onSubmit={submit} noValidate aria-labelledby="order-lookup-title" data-testid="order-lookup">
      <h2 id="order-lookup-title" className={styles.lookupTitle}>
        {t('orderPage.lookup.title')}
      </h2>
      <p className={styles.muted}>{intro}</p>
      <TextField
        label={t('orderPage.lookup.number')}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        error={formState.errors.number}
        {...register('number')}
      />
      <TextField
        label={t('orderPage.lookup.phone')}
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder="+380 __ ___ __ __"
        error={formState.errors.phone}
        {...register('phone')}
      />
      <Button type="submit" busy={formState.isSubmitting}>
        {t('orderPage.lookup.submit')}
      </Button>
    </form>
  );
}
