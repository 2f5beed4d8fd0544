import type { BasketLine } from '@shop/contracts/basket';
import { maskUkrainianPhone } from '@shop/contracts/phone';
import { IDEMPOTENCY_HEADER, type PlacedOrder, quickOrderBody } from '@shop/contracts/checkout';
import { QUICK_ORDER_DELIVERY_METHOD_ID, QUICK_ORDER_FLAG } from '@shop/contracts/constants';
import { useRef, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { DialogFrame } from '../../dialogs/dialog-frame.tsx';
import { closeDialog } from '../../dialogs/dialog-store.ts';
import { TextField } from '../../forms/form-fields.tsx';
import { serverFailure, showFormFailure } from '../../forms/server-errors.ts';
import { useContractForm } from '../../forms/use-contract-form.ts';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { browserApi } from '../../lib/browser-api.ts';
import { useShell } from '../../lib/use-shell.ts';
import { useUser } from '../../visitor/account-store.ts';
import { ecommerceItems, trackAddToCart, trackPurchase } from './basket-analytics.ts';
import { lineInputs } from './basket-lines.ts';
import { reset } from './basket-store.ts';
import { newAttemptKey } from './quick-buy-phone.ts';
import formStyles from '../../forms/form.module.css';
import styles from './quick-buy-dialog.module.css';

export interface QuickBuyDialogProps {
  /** What is ordered: the chosen variant and count of a product page, or the whole basket. */
  lines: BasketLine[];
  /** Ordered from the basket: the basket is emptied once the order is placed. */
  fromBasket?: boolean;
}

/**
 * "Buy in one click" (530, SPEC §2, §3, §5): a phone with the +380 mask, sent as a quick order
 * (`quick_order` 1, `delivery_method_id` 1) to `POST /v1/checkout/store`. One Idempotency-Key per
 * attempt: a double click or a retry after a lost answer places one order; a refused attempt
 * (the shopper fixes the phone) gets a new key. Success shows the order number and reports purchase.
 */
export default function QuickBuyDialog({ lines, fromBasket = false }: QuickBuyDialogProps) {
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  return placed ? <Placed order={placed} fromBasket={fromBasket} /> : <QuickBuyForm lines={lines} fromBasket={fromBasket} onPlaced={setPlaced} />;
}

function QuickBuyForm({ lines, fromBasket, onPlaced }: QuickBuyDialogProps & { onPlaced: (order: PlacedOrder) => void }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const user = useUser();
  const attemptKey = useRef(newAttemptKey());
  const { register, handleSubmit, formState, setError, setValue } = useContractForm(quickOrderBody, {
    quick_order: QUICK_ORDER_FLAG,
    delivery_method_id: QUICK_ORDER_DELIVERY_METHOD_ID,
    phone: user?.phone?.startsWith('+380') ? user.phone : '+380',
    products: lineInputs(lines),
  });

  const submit = handleSubmit(async (values) => {
    try {
      const { data } = await browserApi.post<{ data: PlacedOrder }>('/v1/checkout/store', values, {
        headers: { [IDEMPOTENCY_HEADER]: attemptKey.current },
      });
      // From the product page the quick buy is how the product was chosen: it counts as AddToCart too.
      if (!fromBasket) for (const line of lines) trackAddToCart(line, line.select_count, 'product-page');
      trackPurchase(data.number, data.total, ecommerceItems(lines));
      if (fromBasket) reset();
      onPlaced(data);
    } catch (error) {
      // An answer that refused the order frees the key; without an answer the order may exist, so the key stays.
      const status = serverFailure(error).status;
      if (status !== null && status < 500) attemptKey.current = newAttemptKey();
      showFormFailure(error, setError, ['phone'], t('quickBuy.error'));
    }
  });

  const phone = register('phone');
  const bought = lines.filter((line) => line.type !== 'gift' && line.type !== 'sampler');
  return (
    <DialogFrame title={t('quickBuy.title')} description={t('quickBuy.intro')}>
      <ul className={styles.items} aria-label={t('basket.lines')}>
        {bought.map((line) => (
          <li key={`${line.type}:${line.select_type.id}:${line.id}`} className={styles.item}>
            <span className={styles.name}>{lang === 'ua' && line.uaTitle ? line.uaTitle : line.title}</span>
            <span className={styles.meta}>
              {line.select_type.value} × {line.select_count}
            </span>
          </li>
        ))}
      </ul>
      <form className={formStyles.form} onSubmit={submit} noValidate>
        <TextField
          label={t('quickBuy.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          autoFocus
          error={formState.errors.phone}
          {...phone}
          onChange={(event) => setValue('phone', maskUkrainianPhone(event.target.value), { shouldValidate: formState.isSubmitted })}
        />
        <Button type="submit" block busy={formState.isSubmitting} data-testid="quick-buy-submit">
          {t('quickBuy.submit')}
        </Button>
      </form>
    </DialogFrame>
  );
}

function Placed({ order, fromBasket }: { order: PlacedOrder; fromBasket: boolean }) {
  const { t } = useTranslation();
  // The basket page behind the popup is empty now: the shopper starts again from its top.
  const onClose = () => {
    if (fromBasket) window.scrollTo({ top: 0 });
  };
  return (
    <DialogFrame
      title={t('quickBuy.success.title')}
      onClose={onClose}
      actions={
        <Button
          block
          onClick={() => {
            onClose();
            closeDialog();
          }}
        >
          {t('quickBuy.success.close')}
        </Button>
      }
    >
      <p className={styles.success} data-testid="quick-buy-success">
        {t('quickBuy.success.text', { id: order.number })}
      </p>
    </DialogFrame>
  );
}
