import type { BasketLine } from '@shop/contracts/basket';
import type { PlacedOrder } from '@shop/contracts/checkout';
import type { PaymentMethodOffer } from '@shop/contracts/checkout-settings';
import type { DeliveryMethod } from '@shop/contracts/delivery';
import type { Me } from '@shop/contracts/user';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { openDialog } from '../../dialogs/dialog-store.ts';
import { CheckboxField, TextAreaField } from '../../forms/form-fields.tsx';
import { localizedResolver } from '../../forms/localized-resolver.ts';
import { serverFailure } from '../../forms/server-errors.ts';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { toast } from '../../lib/toast.ts';
import { useShell } from '../../lib/use-shell.ts';
import { basketInputs, holdsOnlyEvents } from './basket-source.ts';
import { checkoutApi } from './checkout-api.ts';
import { ContactFields } from './contact-fields.tsx';
import { DeliveryFields } from './delivery-fields.tsx';
import { formFieldOfApiError } from './order-form-fields.ts';
import type { OrderFormOutput, OrderFormValues } from './order-form-schema.ts';
import { paymentMethodsFor } from './payment-rules.ts';
import { orderPayload } from './order-payload.ts';
import { initialOrderPhone } from './order-phone.ts';
import { OrderSummary } from './order-summary.tsx';
import { PaymentFields } from './payment-fields.tsx';
import { useQuote } from './use-quote.ts';
import { usePlaceOrder } from './use-place-order.ts';
import frame from '../../styles/signed-in-page.module.css';
import styles from './order-page.module.css';

interface OrderFormProps {
  lines: readonly BasketLine[];
  /** From the page's loader; null when the server could not read them (the browser asks again). */
  methods: DeliveryMethod[] | null;
  /** The ways of paying the shop offers now, from the page's loader; null when it could not read them. */
  payments: PaymentMethodOffer[] | null;
  user: Me | null;
  onPlaced: (order: PlacedOrder) => void;
}

/**
 * The order form (SPEC §7 "Orders and checkout"): contact details (a signed-in user's prefilled),
 * delivery, payment, bonuses, a comment and "do not call me", beside the server's amounts. The
 * rules are the contract's, with the delivery fields the chosen method needs; the server's 422
 * errors land under the same fields.
 */
export function OrderForm({ lines, methods: loadedMethods, payments: loadedPayments, user, onPlaced }: OrderFormProps) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const { methods: allMethods, failed: methodsFailed, retry: retryMethods } = useDeliveryMethods(loadedMethods);
  // Tickets and webinars alone are not delivered: the shop's pickup method stands for "no delivery" (decision 0018).
  const eventsOnly = holdsOnlyEvents(lines);
  const methods = useMemo(() => (eventsOnly && allMethods ? allMethods.filter((m) => m.type === 'pickup') : allMethods), [eventsOnly, allMethods]);
  const account = useMemo(() => (user ? { userType: user.userType.name, isManager: user.isManager } : null), [user]);
  const paymentOffers = usePaymentOffers(loadedPayments);
  const offered = useMemo(() => paymentOffers?.map((offer) => offer.id) ?? null, [paymentOffers]);
  const products = useMemo(() => basketInputs(lines), [lines]);
  const { place, placing } = usePlaceOrder();

  // The rules (zod and the contract) load with the first check, not with the page: the form paints sooner.
  const resolver: Resolver<OrderFormValues, unknown, OrderFormOutput> = async (values, context, options) => {
    const { orderFormSchema } = await import('./order-form-schema.ts');
    const type = methods?.find((method) => method.id === values.delivery_method_id)?.type ?? null;
    return localizedResolver(orderFormSchema(type, paymentMethodsFor(account, type, eventsOnly, offered)), lang)(values, context, options);
  };
  const form = useForm<OrderFormValues, unknown, OrderFormOutput>({
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    defaultValues: {
      name: user?.name ?? '',
      second_name: user?.secondName ?? '',
      phone: initialOrderPhone(user?.phone),
      email: user?.email ?? '',
      delivery_method_id: methods?.[0]?.id ?? 0,
      city: undefined,
      warehouse: undefined,
      address: '',
      comment: '',
      no_call: false,
      payment_method: 'liqpay',
      use_bonuses: 0,
    },
  });
  const { register, handleSubmit, formState, setError, setValue, watch } = form;

  // Methods read by the browser (the loader could not) choose the first one.
  useEffect(() => {
    if (methods?.length && !methods.some((method) => method.id === form.getValues('delivery_method_id'))) {
      setValue('delivery_method_id', methods[0].id);
    }
  }, [methods, form, setValue]);

  const methodId = watch('delivery_method_id');
  const useBonuses = watch('use_bonuses') ?? 0;
  const method = methods?.find((candidate) => candidate.id === methodId) ?? null;
  const payments = useMemo(() => paymentMethodsFor(account, method?.type ?? null, eventsOnly, offered), [account, method, eventsOnly, offered]);
  const paymentMethod = watch('payment_method');

  // A way of paying the new delivery does not take (cash to a parcel locker), or the shop no longer offers, gives way to the first one left.
  useEffect(() => {
    if (payments.length && !payments.includes(paymentMethod)) setValue('payment_method', payments[0], { shouldValidate: formState.isSubmitted });
  }, [payments, paymentMethod, setValue, formState.isSubmitted]);
  const quote = useQuote({
    products,
    deliveryMethodId: method?.id ?? null,
    useBonuses,
    enabled: true,
  });
  const bonuses = quote.quote?.bonuses ?? null;

  const submit = handleSubmit(async (values) => {
    if (!method) return;
    const payload = orderPayload(values, method.type, products, { bonusesAllowed: Boolean(bonuses?.allowed) });
    const outcome = await place(payload, lines);
    if (outcome.kind === 'placed') {
      if (outcome.order.payment_method !== 'liqpay' || !outcome.order.liqpay) {
        openDialog('order-success', {
          orderNumber: outcome.order.number,
          paymentMethod: outcome.order.payment_method,
          invoiceUrl: outcome.order.invoice_url,
          noCall: values.no_call,
          signedIn: Boolean(user),
        });
      }
      onPlaced(outcome.order);
      window.scrollTo({ top: 0 });
    } else if (outcome.kind === 'failed') {
      showPlaceFailure(outcome.error);
    }
  });

  function showPlaceFailure(error: unknown) {
    const failure = serverFailure(error);
    let placed = 0;
    // Messages of no field of the form (a line's count past a guest's cap) are shown as they are.
    const unplaced = new Set<string>();
    for (const [apiField, messages] of Object.entries(failure.fields)) {
      const field = formFieldOfApiError(apiField);
      if (field && messages.length) setError(field, { type: 'server', message: messages.join(' ') }, { shouldFocus: placed++ === 0 });
      else for (const message of messages) unplaced.add(message);
    }
    if (unplaced.size) toast.error([...unplaced].join(' '));
    else if (placed === 0) toast.error(failure.message ?? t('checkout.error.generic'));
  }

  return (
    <form className={`${frame.layout} ${styles.layout}`} onSubmit={submit} noValidate aria-busy={placing}>
      <div className={styles.main}>
        <FormStep id="order-contact" number={1} title={t('checkout.contact.title')}>
          <ContactFields form={form} />
        </FormStep>

        <FormStep id="order-delivery" number={2} title={t('checkout.delivery.title')}>
          {eventsOnly ? (
            <p className={styles.muted} data-testid="no-delivery">
              {t('checkout.delivery.none')}
            </p>
          ) : (
            <DeliveryFields form={form} methods={methods} methodsFailed={methodsFailed} onRetryMethods={retryMethods} signedIn={Boolean(user)} />
          )}
        </FormStep>

        <FormStep id="order-payment" number={3} title={t('checkout.payment.title')}>
          <PaymentFields form={form} payments={payments} offers={paymentOffers} bonuses={bonuses} />
        </FormStep>

        <FormStep id="order-comment" number={4} title={t('checkout.comment.title')}>
          <div className={styles.fields}>
            <TextAreaField label={t('checkout.comment.label')} rows={3} error={formState.errors.comment} {...register('comment')} />
            <CheckboxField label={t('checkout.noCall')} error={formState.errors.no_call} {...register('no_call')} />
          </div>
        </FormStep>
      </div>

      <OrderSummary lines={lines} quote={quote} method={method} placing={placing} />
    </form>
  );
}

/** One numbered section of the form, named by its heading. */
function FormStep({ id, number, title, children }: { id: string; number: number; title: string; children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id} className={styles.sectionTitle}>
        <span className={styles.step} aria-hidden="true">
          {number}
        </span>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** The loader's delivery methods, or (when it could not read them) the browser's own request. */
function useDeliveryMethods(loaded: DeliveryMethod[] | null) {
  const [methods, setMethods] = useState<DeliveryMethod[] | null>(loaded?.length ? loaded : null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `attempt` asks again after a failure.
  useEffect(() => {
    if (methods) return;
    let current = true;
    setFailed(false);
    checkoutApi.deliveryMethods().then(
      (found) => current && setMethods(found),
      (error: unknown) => {
        console.error('delivery methods failed to load', error);
        if (current) setFailed(true);
      },
    );
    return () => {
      current = false;
    };
  }, [methods, attempt]);
  return { methods, failed, retry: () => setAttempt((n) => n + 1) };
}

/**
 * The loader's ways of paying, or (when it could not read them) the browser's own request; null
 * until known, and if that fails too: every way the order's rules allow (the API still refuses one
 * the shop has switched off, under the payment field).
 */
function usePaymentOffers(loaded: PaymentMethodOffer[] | null) {
  const [offers, setOffers] = useState<PaymentMethodOffer[] | null>(loaded);
  useEffect(() => {
    if (offers) return;
    let current = true;
    checkoutApi.paymentMethods().then(
      (found) => current && setOffers(found),
      (error: unknown) => console.error('payment methods failed to load', error),
    );
    return () => {
      current = false;
    };
  }, [offers]);
  return offers;
}
