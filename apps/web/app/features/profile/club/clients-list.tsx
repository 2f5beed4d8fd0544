import type { ClubClient } from '@shop/contracts/professional-club';
import { type FormEvent, useEffect, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { Button } from '../../../components/ui/button.tsx';
import { Pagination } from '../../../components/ui/pagination.tsx';
import { formatPrice } from '../../../components/ui/price.tsx';
import { openDialog } from '../../../dialogs/dialog-store.ts';
import formStyles from '../../../forms/form.module.css';
import { useTranslation } from '../../../i18n/translation-context.tsx';
import { localePath } from '../../../lib/language.ts';
import { longDate } from '../../../lib/long-date.ts';
import { useShell } from '../../../lib/use-shell.ts';
import { useUser } from '../../../visitor/account-store.ts';
import styles from '../profile.module.css';
import { ClubOnly } from './club-access.tsx';
import { type ListPage, clubApi } from './club-api.ts';
import club from './club.module.css';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; answer: ListPage<ClubClient> };

const LIST_PATH = '/user-professional-club/clients-list/';

/** /user-professional-club/clients-list/: the users linked to the professional's code, searchable, 15 a page. */
export function ClientsList({ page }: { page: number }) {
  return (
    <ClubOnly>
      <ClientsListPanel page={page} />
    </ClubOnly>
  );
}

function ClientsListPanel({ page }: { page: number }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const user = useUser();
  const userType = user?.isManager ? 'manager' : user?.userType.name;
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const search = (params.get('search') ?? '').slice(0, 100);
  const [draft, setDraft] = useState(search);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [version, setVersion] = useState(0);

  useEffect(() => setDraft(search), [search]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` asks again after a failure.
  useEffect(() => {
    let active = true;
    setLoaded({ status: 'loading' });
    clubApi.clients(page, search).then(
      (answer) => active && setLoaded({ status: 'ready', answer }),
      (error: unknown) => {
        console.error('clients failed to load', error);
        if (active) setLoaded({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [page, search, version]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = draft.trim();
    void navigate(localePath(LIST_PATH, lang) + (query ? `?search=${encodeURIComponent(query)}` : ''));
  };

  return (
    <section className={styles.panel} aria-labelledby="club-title" aria-busy={loaded.status === 'loading'}>
      <div className={styles.panelHead}>
        <h2 id="club-title" className={styles.panelTitle}>
          {t('club.title')}
        </h2>
        {/* The prices popup is a chunk of its own, loaded on this click. */}
        <Button variant="secondary" onClick={() => openDialog('prices-comparison')} data-testid="club-prices">
          {t(userType === 'professional' ? 'prices.open' : 'prices.titleProfessional')}
        </Button>
      </div>
      <p className={styles.muted} style={{ marginBottom: 'var(--space-5)' }}>
        {t('club.intro')}
      </p>
      <form className={club.search} onSubmit={submit} aria-label={t('club.searchLabel')}>
        <label htmlFor="club-search" className="visually-hidden">
          {t('club.searchLabel')}
        </label>
        <input
          id="club-search"
          type="search"
          className={formStyles.input}
          value={draft}
          maxLength={100}
          placeholder={t('club.searchPlaceholder')}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit">{t('club.searchButton')}</Button>
        {search ? (
          <Button variant="ghost" onClick={() => void navigate(localePath(LIST_PATH, lang))}>
            {t('club.reset')}
          </Button>
        ) : null}
      </form>
      {loaded.status === 'loading' ? <p className={styles.muted}>{t('profile.loading')}</p> : null}
      {loaded.status === 'failed' ? (
        <div className={styles.empty} role="alert">
          <p className={styles.muted}>{t('club.failed')}</p>
          <Button variant="secondary" onClick={() => setVersion((n) => n + 1)}>
            {t('checkout.retry')}
          </Button>
        </div>
      ) : null}
      {loaded.status === 'ready' && loaded.answer.data.length === 0 ? (
        <p className={styles.muted} data-testid="club-empty">
          {search ? t('club.emptySearch', { query: search }) : t('club.empty')}
        </p>
      ) : null}
      {loaded.status === 'ready' && loaded.answer.data.length > 0 ? (
        <>
          <table className={club.table} data-testid="club-clients">
            <thead>
              <tr>
                <th scope="col">{t('club.name')}</th>
                <th scope="col">{t('club.contacts')}</th>
                <th scope="col" className={club.number}>
                  {t('club.ordersCount')}
                </th>
                <th scope="col" className={club.number}>
                  {t('club.ordersTotal')}
                </th>
                <th scope="col">{t('club.lastOrder')}</th>
              </tr>
            </thead>
            <tbody>
              {loaded.answer.data.map((client) => (
                <tr key={client.id} data-testid="club-client">
                  <td className={club.first}>
                    <Link to={localePath(`/user-professional-club/client-history/${client.id}/`, lang)} className={club.name}>
                      {[client.name, client.second_name].filter(Boolean).join(' ')}
                    </Link>
                    {client.city ? <span className={club.small}>{client.city}</span> : null}
                  </td>
                  <td data-label={t('club.contacts')}>
                    <span>
                      {client.phone ?? t('club.none')}
                      <span className={club.small}>{client.email}</span>
                    </span>
                  </td>
                  <td data-label={t('club.ordersCount')} className={club.number}>
                    {client.orders_count}
                  </td>
                  <td data-label={t('club.ordersTotal')} className={club.number}>
                    {formatPrice(client.orders_total)}
                  </td>
                  <td data-label={t('club.lastOrder')}>
                    {client.last_order_at ? <time dateTime={client.last_order_at}>{longDate(client.last_order_at, lang)}</time> : t('club.none')}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            current={loaded.answer.meta.current_page}
            last={loaded.answer.meta.last_page}
            basePath={localePath(LIST_PATH, lang)}
            search={search ? `?search=${encodeURIComponent(search)}` : ''}
          />
        </>
      ) : null}
    </section>
  );
}
