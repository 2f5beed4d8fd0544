import { ADDRESSES_MAX, type Address } from '@shop/contracts/user';
import { useEffect, useState } from 'react';
import formStyles from '../../../forms/form.module.css';
import { useTranslation } from '../../../i18n/translation-context.tsx';
import { toast } from '../../../lib/toast.ts';
import { Button } from '../../../components/ui/button.tsx';
import { accountApi } from '../../../visitor/account-api.ts';
import { formatPhone } from '../../auth/phone-input.ts';
import { AddressForm } from './address-form.tsx';
import styles from '../profile.module.css';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; addresses: Address[] };

/**
 * The address book (GET /v1/user/addresses), the default first: checkout preselects it. Each address
 * can be made the default or deleted; the list is read again from the server after each change, so
 * the one default it shows is the server's.
 */
export function Addresses({ onDefaultTown }: { onDefaultTown?: (town: string | null) => void }) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [busy, setBusy] = useState(false);
  // The address being changed, `new` for one being added, null while only the list shows.
  const [form, setForm] = useState<Address | 'new' | null>(null);
  const defaultTown = loaded.status === 'ready' ? (loaded.addresses.find((address) => address.isDefault)?.town ?? null) : null;

  useEffect(() => {
    onDefaultTown?.(defaultTown);
  }, [defaultTown, onDefaultTown]);

  useEffect(() => {
    let current = true;
    accountApi
      .addresses()
      .then((addresses) => current && setLoaded({ status: 'ready', addresses }))
      .catch(() => current && setLoaded({ status: 'failed' }));
    return () => {
      current = false;
    };
  }, []);

  async function act(change: () => Promise<unknown>) {
    setBusy(true);
    try {
      await change();
      setLoaded({ status: 'ready', addresses: await accountApi.addresses() });
    } catch (error) {
      console.error('address change failed', error);
      toast.error(t('profile.addresses.actionFailed'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className={styles.panel} aria-labelledby="profile-addresses-title" aria-busy={loaded.status === 'loading' || busy}>
      <div className={styles.panelHead}>
        <h2 id="profile-addresses-title" className={styles.panelTitle}>
          {t('profile.addresses.title')}
        </h2>
        {form === null && loaded.status === 'ready' && loaded.addresses.length < ADDRESSES_MAX ? (
          <Button variant="secondary" onClick={() => setForm('new')}>
            {t('profile.addresses.add')}
          </Button>
        ) : null}
      </div>
      {form !== null ? (
        <AddressForm
          key={form === 'new' ? 'new' : form.id}
          editing={form === 'new' ? null : form}
          onDone={(saved) => {
            setForm(null);
            if (saved) void act(async () => undefined);
          }}
        />
      ) : null}
      {loaded.status === 'loading' ? <p className={styles.muted}>{t('profile.loading')}</p> : null}
      {loaded.status === 'failed' ? <p className={styles.muted}>{t('profile.addresses.failed')}</p> : null}
      {loaded.status === 'ready' && loaded.addresses.length === 0 ? <p className={styles.muted}>{t('profile.addresses.empty')}</p> : null}
      {loaded.status === 'ready' && loaded.addresses.length > 0 ? (
        <ul className={styles.list}>
          {loaded.addresses.map((address) => (
            <li key={address.id} className={styles.listItem} data-testid="saved-address">
              <small>
                {address.town} · {address.kind === 'courier' ? t('profile.addresses.courier') : t('profile.addresses.branch')}
                {address.isDefault ? ` · ${t('profile.addresses.default')}` : ''}
              </small>
              <span className={styles.addressLine}>{address.address}</span>
              {address.recipientName ? (
                <small>
                  {address.recipientName} {formatPhone(address.phone)}
                </small>
              ) : null}
              <span className={styles.addressActions}>
                <button type="button" className={formStyles.linkButton} disabled={busy} onClick={() => setForm(address)}>
                  {t('profile.addresses.edit')}
                </button>
                {address.isDefault ? null : (
                  <button type="button" className={formStyles.linkButton} disabled={busy} onClick={() => void act(() => accountApi.makeDefaultAddress(address.id))}>
                    {t('profile.addresses.makeDefault')}
                  </button>
                )}
                <button type="button" className={formStyles.linkButton} disabled={busy} onClick={() => void act(() => accountApi.deleteAddress(address.id))}>
                  {t('profile.addresses.delete')}
                </button>
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
