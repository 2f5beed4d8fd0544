import type { Address } from '@shop/contracts/user';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../../i18n/translation-context.tsx';
import { accountApi } from '../../../visitor/account-api.ts';
import styles from '../profile.module.css';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; addresses: Address[] };

/** Delivery addresses used before (GET /v1/user/addresses); checkout offers them again. */
export function Addresses() {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });

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

  return (
    <section className={styles.panel} aria-labelledby="profile-addresses-title" aria-busy={loaded.status === 'loading'}>
      <div className={styles.panelHead}>
        <h2 id="profile-addresses-title" className={styles.panelTitle}>
          {t('profile.addresses.title')}
        </h2>
      </div>
      {loaded.status === 'loading' ? <p className={styles.muted}>{t('profile.loading')}</p> : null}
      {loaded.status === 'failed' ? <p className={styles.muted}>{t('profile.addresses.failed')}</p> : null}
      {loaded.status === 'ready' && loaded.addresses.length === 0 ? <p className={styles.muted}>{t('profile.addresses.empty')}</p> : null}
      {loaded.status === 'ready' && loaded.addresses.length > 0 ? (
        <ul className={styles.list}>
          {loaded.addresses.map((address) => (
            <li key={address.id} className={styles.listItem}>
              <small>{address.town}</small>
              {address.address}
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  );
}
