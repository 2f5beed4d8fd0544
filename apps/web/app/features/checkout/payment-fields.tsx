import type { PaymentMethod, Quote } from '@shop/contracts/checkout';
import type { PaymentMethodOffer } from '@shop/contracts/checkout-settings';
import { useEffect, useId, useState } from 'react';
import { type UseFormReturn, useController } from 'react-hook-form';
import { formatPrice } from '../../components/ui/price.tsx';
import { fieldMessages } from '../../forms/field-messages.ts';
import formStyles from '../../forms/form.module.css';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { clampBonuses } from './bonuses.ts';
import type { OrderFormOutput, OrderFormValues } from './order-form-schema.ts';
import styles from './order-page.module.css';

type OrderForm = UseFormReturn<OrderFormValues, unknown, OrderFormOutput>;

/**
 * How the order is paid: by card through LiqPay, in cash on delivery, or (professionals and
 * distributors) by invoice, in the words the shop gave them (`offers`; the interface's own words
 * until they are known); and the bonuses a shopper with `canUseBonuses` spends on it.
 */
export function PaymentFields({
  form,
  payments,
  offers,
  bonuses,
}: { form: OrderForm; payments: readonly PaymentMethod[]; offers: readonly PaymentMethodOffer[] | null; bonuses: Quote['bonuses'] | null }) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control: form.control, name: 'payment_method' });
  const messages = fieldMessages(fieldState.error);
  const offerOf = (method: PaymentMethod) => offers?.find((offer) => offer.id === method);
  return (
    <div className={styles.fields}>
      <fieldset className={styles.choices} aria-describedby={messages.length ? 'payment-error' : undefined}>
        <legend className="visually-hidden">{t('checkout.payment.method')}</legend>
        {payments.map((method) => (
          <label key={method} className={styles.choice} data-testid={`payment-${method}`}>
            <input
              type="radio"
              className={styles.choiceInput}
              name={field.name}
              value={method}
              checked={field.value === method}
              onChange={() => field.onChange(method)}
              onBlur={field.onBlur}
              ref={field.value === method ? field.ref : undefined}
            />
            <span className={styles.choiceText}>
              <span className={styles.choiceTitle}>{offerOf(method)?.title ?? t(`checkout.payment.${method}`)}</span>
              <span className={styles.choiceDetail}>{offerOf(method)?.description ?? t(`checkout.payment.${method}Text`)}</span>
            </span>
          </label>
        ))}
      </fieldset>
      {payments.length === 0 ? <p className={formStyles.hint}>{t('checkout.payment.noneForDelivery')}</p> : null}
      {messages.length ? (
        <div id="payment-error" className={formStyles.errors}>
          {messages.map((message) => (
            <p key={message} className={formStyles.error}>
              {message}
            </p>
          ))}
        </div>
      ) : null}
      {bonuses?.allowed ? <BonusesField form={form} bonuses={bonuses} /> : null}
    </div>
  );
}

/**
 * Whole grn of bonuses to spend: at most what the server allows for this basket (decision 0015:
 * 30 % of the goods after discounts, never above the balance). The field keeps what was typed and
 * the form keeps the number within the bounds.
 */
function BonusesField({ form, bonuses }: { form: OrderForm; bonuses: Quote['bonuses'] }) {
  const { t } = useTranslation();
  const id = useId();
  const { field, fieldState } = useController({ control: form.control, name: 'use_bonuses' });
  const [text, setText] = useState(field.value ? String(field.value) : '');
  const messages = fieldMessages(fieldState.error);

  // The allowance shrank (fewer goods, another discount): the amount follows it down.
  useEffect(() => {
    const value = field.value ?? 0;
    if (value > bonuses.max) {
      field.onChange(bonuses.max);
      setText(bonuses.max ? String(bonuses.max) : '');
    }
  }, [bonuses.max, field]);

  function set(raw: string) {
    const value = clampBonuses(raw, bonuses.max);
    setText(raw.replace(/\D/g, '') === '' ? '' : String(value));
    field.onChange(value);
  }

  return (
    <div className={styles.bonuses}>
      <div className={formStyles.field}>
        <label htmlFor={id} className={formStyles.label}>
          {t('checkout.bonuses.label')}
        </label>
        <div className={styles.bonusesRow}>
          <input
            id={id}
            ref={field.ref}
            name={field.name}
            className={formStyles.input}
            inputMode="numeric"
            autoComplete="off"
            value={text}
            placeholder="0"
            aria-describedby={`${id}-hint`}
            aria-invalid={messages.length > 0 || undefined}
            onChange={(event) => set(event.target.value)}
            onBlur={field.onBlur}
          />
          <button type="button" className={formStyles.linkButton} onClick={() => set(String(bonuses.max))} disabled={bonuses.max === 0}>
            {t('checkout.bonuses.useMax')}
          </button>
        </div>
        <p id={`${id}-hint`} className={formStyles.hint}>
          {t('checkout.bonuses.hint', { balance: formatPrice(bonuses.balance), max: formatPrice(bonuses.max) })}
        </p>
        {messages.map((message) => (
          <p key={message} className={formStyles.error}>
            {message}
          </p>
        ))}
      </div>
    </div>
  );
}
