import type { City, DeliveryMethod, Warehouse } from '@shop/contracts/delivery';
import { deliveryNeeds, isCarrierDelivery } from '@shop/contracts/delivery-rules';
import type { Address } from '@shop/contracts/user';
import { useEffect, useState } from 'react';
import { type FieldError, type UseFormReturn, useController } from 'react-hook-form';
import { Button } from '../../components/ui/button.tsx';
import { formatPrice } from '../../components/ui/price.tsx';
import { openDialog } from '../../dialogs/dialog-store.ts';
import { TextField } from '../../forms/form-fields.tsx';
import formStyles from '../../forms/form.module.css';
import { useTranslation } from '../../i18n/translation-context.tsx';
import type { TFunction } from '../../i18n/translator.ts';
import { toast } from '../../lib/toast.ts';
import { checkoutApi } from './checkout-api.ts';
import { carrierRatesText } from './delivery-text.ts';
import { LookupCombobox, type LookupTexts } from './lookup-combobox.tsx';
import type { OrderFormOutput, OrderFormValues } from './order-form-schema.ts';
import { defaultAddressFor, findSavedCity, findSavedWarehouse, warehouseKindOf } from './saved-address.ts';
import styles from './order-page.module.css';

type OrderForm = UseFormReturn<OrderFormValues, unknown, OrderFormOutput>;

interface DeliveryFieldsProps {
  form: OrderForm;
  methods: DeliveryMethod[] | null;
  methodsFailed: boolean;
  onRetryMethods: () => void;
  signedIn: boolean;
}

/** The message of a field whose value is an object (town, department): its own or its parts'. */
function objectError(error: unknown): FieldError | undefined {
  if (!error || typeof error !== 'object') return undefined;
  if (typeof (error as FieldError).message === 'string' && (error as FieldError).message) return error as FieldError;
  const parts = Object.values(error as Record<string, unknown>).filter(
    (part): part is FieldError => Boolean(part) && typeof part === 'object' && typeof (part as FieldError).message === 'string',
  );
  return parts[0];
}

/** "м. Київ" in the list, with its oblast ("Київська обл.") under it; "Київ, Київська обл." once picked. */
const cityOption = (city: City) => [city.type, city.name].filter(Boolean).join(' ');
const cityPicked = (city: City) => [city.name, city.area].filter(Boolean).join(', ');

/**
 * How the order travels (SPEC §3 "Delivery method"): the shop's methods as a choice of cards, then
 * what the chosen one needs: a Nova Poshta town (searched as the shopper types) and a branch or a
 * parcel locker of it, a street address for couriers, nothing for pickup. A signed-in shopper may
 * start from an address used before.
 */
export function DeliveryFields({ form, methods, methodsFailed, onRetryMethods, signedIn }: DeliveryFieldsProps) {
  const { t } = useTranslation();
  const { register, formState, setValue, control } = form;
  const city = useController({ control, name: 'city' });
  const warehouse = useController({ control, name: 'warehouse' });
  const methodField = useController({ control, name: 'delivery_method_id' });
  const [cityText, setCityText] = useState<string | null>(null);
  const [warehouseText, setWarehouseText] = useState<string | null>(null);
  const addresses = useSavedAddresses(signedIn);

  const methodId = methodField.field.value;
  const method = methods?.find((candidate) => candidate.id === methodId) ?? null;
  const needs = method ? deliveryNeeds(method.type) : { city: false, warehouse: false, address: false };
  const kind = method ? warehouseKindOf(method.type) : null;
  const cityRef = city.field.value?.ref ?? null;
  const validate = formState.isSubmitted;
  const [preselected, setPreselected] = useState(false);

  // The book's default address fills the delivery once, when it suits the method and nothing is picked yet.
  useEffect(() => {
    if (preselected || !method || city.field.value) return;
    const chosen = defaultAddressFor(addresses, needs);
    if (!chosen) return;
    setPreselected(true);
    void applySavedAddress(chosen);
  });

  const cityTexts: LookupTexts = {
    loading: t('checkout.lookup.loading'),
    empty: t('checkout.city.empty'),
    failed: t('checkout.lookup.failed'),
    tooShort: t('checkout.city.tooShort'),
    found: (count) => t('checkout.lookup.found', { count }),
  };
  const warehouseTexts: LookupTexts = {
    loading: t('checkout.lookup.loading'),
    empty: kind === 'locker' ? t('checkout.warehouse.emptyLocker') : t('checkout.warehouse.empty'),
    failed: t('checkout.lookup.failed'),
    found: (count) => t('checkout.lookup.found', { count }),
  };

  function pickCity(picked: City | null, text?: string) {
    city.field.onChange(picked ? { ref: picked.ref, name: picked.name } : undefined);
    setCityText(picked ? (text ?? cityPicked(picked)) : null);
    if (picked?.ref !== cityRef) pickWarehouse(null);
    if (validate) void form.trigger('city');
  }

  function pickWarehouse(picked: Warehouse | null) {
    warehouse.field.onChange(picked ? { ref: picked.ref, name: picked.name } : undefined);
    setWarehouseText(picked ? picked.name : null);
    if (validate) void form.trigger('warehouse');
  }

  async function applySavedAddress(address: Address) {
    if (!method) return;
    try {
      if (needs.city) {
        const found = findSavedCity(await checkoutApi.cities(address.town), address.town);
        if (!found) {
          toast.info(t('checkout.saved.cityNotFound', { town: address.town }));
          return;
        }
        pickCity(found);
        if (needs.warehouse && kind) {
          const list = await checkoutApi.warehouses(found.ref, kind, '');
          const match = findSavedWarehouse(list, address);
          if (match) pickWarehouse(match);
          else toast.info(t('checkout.saved.chooseWarehouse'));
        }
      }
      if (needs.address) setValue('address', address.address, { shouldValidate: validate });
    } catch (error) {
      console.error('saved address could not be applied', error);
      toast.error(t('checkout.lookup.failed'));
    }
  }

  if (!methods) {
    return methodsFailed ? (
      <div className={styles.notice} role="alert">
        <p>{t('checkout.delivery.failed')}</p>
        <Button variant="secondary" onClick={onRetryMethods}>
          {t('checkout.retry')}
        </Button>
      </div>
    ) : (
      <p className={styles.muted} role="status">
        {t('checkout.loading')}
      </p>
    );
  }

  function chooseMethod(next: DeliveryMethod) {
    // A branch is not a parcel locker: switching between them asks for the department again.
    if (warehouseKindOf(next.type) !== kind) pickWarehouse(null);
    methodField.field.onChange(next.id);
  }

  return (
    <div className={styles.fields}>
      <fieldset className={styles.choices}>
        <legend className="visually-hidden">{t('checkout.delivery.method')}</legend>
        {methods.map((option) => (
          <label key={option.id} className={styles.choice} data-testid={`delivery-${option.type}`}>
            <input
              type="radio"
              className={styles.choiceInput}
              name={methodField.field.name}
              value={option.id}
              checked={option.id === methodId}
              onChange={() => chooseMethod(option)}
              onBlur={methodField.field.onBlur}
              ref={option.id === methodId ? methodField.field.ref : undefined}
            />
            <span className={styles.choiceText}>
              <span className={styles.choiceTitle}>{option.title}</span>
              {option.description ? <span className={styles.choiceDetail}>{option.description}</span> : null}
            </span>
            <span className={styles.choicePrice}>{deliveryPriceText(option, t)}</span>
          </label>
        ))}
      </fieldset>

      {signedIn && addresses.length > 0 && (needs.city || needs.address) ? (
        <button
          type="button"
          className={`${formStyles.linkButton} ${styles.savedLink}`}
          onClick={() => openDialog('address-list', { addresses, onPick: (address: Address) => void applySavedAddress(address) })}
        >
          {t('checkout.saved.open')}
        </button>
      ) : null}

      {needs.city ? (
        <LookupCombobox<City>
          name="city"
          testId="city-lookup"
          label={t('checkout.city.label')}
          placeholder={t('checkout.city.placeholder')}
          error={objectError(city.fieldState.error)}
          picked={city.field.value ? (cityText ?? city.field.value.name) : null}
          search={(query) => checkoutApi.cities(query)}
          minLength={2}
          optionKey={(item) => item.ref}
          optionLabel={cityOption}
          pickedLabel={cityPicked}
          optionDetail={(item) => item.area}
          onPick={(picked) => pickCity(picked)}
          texts={cityTexts}
          inputRef={city.field.ref}
        />
      ) : null}

      {needs.warehouse && kind ? (
        <LookupCombobox<Warehouse>
          name="warehouse"
          testId="warehouse-lookup"
          label={kind === 'locker' ? t('checkout.warehouse.lockerLabel') : t('checkout.warehouse.label')}
          placeholder={cityRef ? t('checkout.warehouse.placeholder') : t('checkout.warehouse.cityFirst')}
          error={objectError(warehouse.fieldState.error)}
          picked={warehouse.field.value ? (warehouseText ?? warehouse.field.value.name) : null}
          search={(query) => (cityRef ? checkoutApi.warehouses(cityRef, kind, query) : Promise.resolve([]))}
          minLength={0}
          optionKey={(item) => item.ref}
          optionLabel={(item) => item.name}
          optionDetail={(item) => item.shortAddress}
          onPick={pickWarehouse}
          texts={warehouseTexts}
          disabled={!cityRef}
          resetKey={`${cityRef ?? ''}:${kind}`}
          inputRef={warehouse.field.ref}
        />
      ) : null}

      {needs.address ? (
        <TextField
          label={method?.type === 'courier' ? t('checkout.address.courierLabel') : t('checkout.address.label')}
          placeholder={t('checkout.address.placeholder')}
          autoComplete="street-address"
          error={formState.errors.address}
          {...register('address')}
        />
      ) : null}

      {method?.type === 'pickup' ? <p className={styles.notice}>{t('checkout.pickup.text')}</p> : null}
    </div>
  );
}

/**
 * A method's price before the goods are counted: "150 грн", "free", or for Nova Poshta the carrier's
 * rates with the free-delivery threshold (the recipient pays the carrier below it, docs/orders.md).
 */
export function deliveryPriceText(method: Pick<DeliveryMethod, 'price' | 'type'>, t: TFunction): string {
  if (isCarrierDelivery(method.type)) return carrierRatesText(t);
  return method.price > 0 ? formatPrice(method.price) : t('checkout.delivery.free');
}

/** Addresses a signed-in user used before (GET /v1/user/addresses); none when they fail to load. */
function useSavedAddresses(signedIn: boolean): Address[] {
  const [addresses, setAddresses] = useState<Address[]>([]);
  useEffect(() => {
    if (!signedIn) return;
    let current = true;
    checkoutApi.addresses().then(
      (found) => current && setAddresses(found),
      (error: unknown) => console.error('saved addresses failed to load', error),
    );
    return () => {
      current = false;
    };
  }, [signedIn]);
  return addresses;
}
