import type { City, Warehouse } from '@shop/contracts/delivery';
import type { Address } from '@shop/contracts/user';
import { useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { Button } from '../../../components/ui/button.tsx';
import { TextField } from '../../../forms/form-fields.tsx';
import formStyles from '../../../forms/form.module.css';
import { serverFailure } from '../../../forms/server-errors.ts';
import { useTranslation } from '../../../i18n/translation-context.tsx';
import { toast } from '../../../lib/toast.ts';
import { accountApi } from '../../../visitor/account-api.ts';
import { checkoutApi } from '../../checkout/checkout-api.ts';
import { LookupCombobox, type LookupTexts } from '../../checkout/lookup-combobox.tsx';
import { type AddressDraft, draftOf, emptyDraft, payloadOf } from './address-draft.ts';
import styles from '../profile.module.css';

/**
 * Adds an address or changes one: a Nova Poshta branch (town and department picked from the
 * directory, as at checkout) or a courier address, with the recipient. The server checks the form
 * and names each wrong field in the user's language.
 */
export function AddressForm({ editing, onDone }: { editing: Address | null; onDone: (saved: boolean) => void }) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState<AddressDraft>(editing ? draftOf(editing) : emptyDraft);
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [sending, setSending] = useState(false);
  const set = (patch: Partial<AddressDraft>) => setDraft((current) => ({ ...current, ...patch }));
  const error = (...names: string[]): FieldError | undefined => {
    const message = names.map((name) => errors[name]?.[0]).find(Boolean);
    return message ? { type: 'server', message } : undefined;
  };
  const texts: LookupTexts = {
    loading: t('checkout.lookup.loading'),
    empty: t('checkout.city.empty'),
    failed: t('checkout.lookup.failed'),
    tooShort: t('checkout.city.tooShort'),
    found: (count) => t('checkout.lookup.found', { count }),
  };

  async function save() {
    setSending(true);
    try {
      const payload = payloadOf(draft);
      if (editing) await accountApi.changeAddress(editing.id, payload);
      else await accountApi.addAddress(payload);
      onDone(true);
    } catch (failure) {
      const { fields, message } = serverFailure(failure);
      setErrors(fields);
      if (Object.keys(fields).length === 0) toast.error(message ?? t('profile.addresses.actionFailed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <form
      className={formStyles.form}
      data-testid="address-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <fieldset className={styles.kindChoice}>
        <legend>{t('profile.addresses.kind')}</legend>
        {(['branch', 'courier'] as const).map((kind) => (
          <label key={kind}>
            <input type="radio" name="kind" value={kind} checked={draft.kind === kind} onChange={() => set({ kind })} /> {t(`profile.addresses.${kind}`)}
          </label>
        ))}
      </fieldset>
      <LookupCombobox<City>
        name="city"
        testId="address-city"
        label={t('checkout.city.label')}
        error={error('city', 'city.ref', 'city.name')}
        picked={draft.city?.name ?? null}
        search={(query) => checkoutApi.cities(query)}
        minLength={2}
        optionKey={(item) => item.ref}
        optionLabel={(item) => [item.type, item.name].filter(Boolean).join(' ')}
        pickedLabel={(item) => item.name}
        optionDetail={(item) => item.area}
        onPick={(item) => set({ city: item ? { ref: item.ref, name: item.name } : null, warehouse: null })}
        texts={texts}
      />
      {draft.kind === 'branch' ? (
        <LookupCombobox<Warehouse>
          name="warehouse"
          testId="address-warehouse"
          label={t('checkout.warehouse.label')}
          error={error('warehouse', 'warehouse.ref', 'warehouse.name')}
          picked={draft.warehouse?.name ?? null}
          search={(query) => (draft.city ? checkoutApi.warehouses(draft.city.ref, 'branch', query) : Promise.resolve([]))}
          minLength={0}
          optionKey={(item) => item.ref}
          optionLabel={(item) => item.name}
          optionDetail={(item) => item.shortAddress}
          onPick={(item) => set({ warehouse: item ? { ref: item.ref, name: item.name } : null })}
          texts={{ ...texts, empty: t('checkout.warehouse.empty'), tooShort: undefined }}
          disabled={!draft.city}
          resetKey={draft.city?.ref ?? ''}
        />
      ) : (
        <>
          <TextField label={t('profile.addresses.street')} name="street" autoComplete="address-line1" value={draft.street} error={error('street')} onChange={(e) => set({ street: e.target.value })} />
          <TextField label={t('profile.addresses.house')} name="house" value={draft.house} error={error('house')} onChange={(e) => set({ house: e.target.value })} />
          <TextField label={t('profile.addresses.flat')} name="flat" value={draft.flat} error={error('flat')} onChange={(e) => set({ flat: e.target.value })} />
        </>
      )}
      <TextField label={t('profile.addresses.recipient')} name="recipient_name" autoComplete="name" value={draft.recipientName} error={error('recipient_name')} onChange={(e) => set({ recipientName: e.target.value })} />
      <TextField label={t('auth.field.phone')} name="phone" type="tel" autoComplete="tel" value={draft.phone} error={error('phone')} onChange={(e) => set({ phone: e.target.value })} />
      <div className={formStyles.row}>
        <Button type="submit" disabled={sending}>
          {t('profile.addresses.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={() => onDone(false)}>
          {t('profile.addresses.cancel')}
        </Button>
      </div>
    </form>
  );
}
