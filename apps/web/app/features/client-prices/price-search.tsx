import type { ClientPriceRow, ClientPricesList } from '@shop/contracts/professional-club';
import { type FormEvent, useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { formatPrice } from '../../components/ui/price.tsx';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { pricesApi } from './prices-api.ts';
import styles from './prices-dialog.module.css';

type Found = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; answer: ClientPricesList };

interface PriceSearchProps {
  /** Variant ids already in the table. */
  chosen: ReadonlySet<number>;
  onAdd: (row: ClientPriceRow) => void;
  /** The table holds as many lines as one file may. */
  full: boolean;
}

/** The catalogue as the server searches it (title or article), ten variants a page, each added with one click. */
export function PriceSearch({ chosen, onAdd, full }: PriceSearchProps) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState('');
  const [query, setQuery] = useState({ search: '', page: 1 });
  const [found, setFound] = useState<Found>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    setFound({ status: 'loading' });
    pricesApi.search(query.search, query.page).then(
      (answer) => active && setFound({ status: 'ready', answer }),
      (error: unknown) => {
        console.error('price search failed', error);
        if (active) setFound({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery({ search: draft.trim().slice(0, 100), page: 1 });
  };

  const meta = found.status === 'ready' ? found.answer.meta : null;
  return (
    <section className={styles.search} aria-label={t('prices.searchLabel')} aria-busy={found.status === 'loading'}>
      <form className={styles.searchRow} onSubmit={submit}>
        <label htmlFor="prices-search" className="visually-hidden">
          {t('prices.searchLabel')}
        </label>
        <input
          id="prices-search"
          type="search"
          value={draft}
          maxLength={100}
          placeholder={t('prices.searchPlaceholder')}
          onChange={(event) => setDraft(event.target.value)}
        />
        <Button type="submit" variant="secondary">
          {t('prices.searchButton')}
        </Button>
      </form>
      {found.status === 'failed' ? (
        <p role="alert" className={styles.problem}>
          {t('prices.searchFailed')}
        </p>
      ) : null}
      {found.status === 'ready' && found.answer.data.length === 0 ? <p className={styles.muted}>{t('prices.nothingFound')}</p> : null}
      {found.status === 'ready' && found.answer.data.length > 0 ? (
        <ul className={styles.found} data-testid="prices-found">
          {found.answer.data.map((row) => (
            <li key={row.value} className={styles.foundItem}>
              <span className={styles.foundTitle}>
                {row.title} <span className={styles.muted}>{row.volume}</span>
              </span>
              <span className={styles.foundPrice}>{formatPrice(row.listed)}</span>
              <Button variant="ghost" disabled={chosen.has(row.value) || full} onClick={() => onAdd(row)} aria-label={`${t('prices.add')}: ${row.title}, ${row.volume}`}>
                {chosen.has(row.value) ? t('prices.added') : t('prices.add')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      {meta && meta.last_page > 1 ? (
        <div className={styles.pager}>
          <Button variant="ghost" disabled={meta.current_page <= 1} onClick={() => setQuery((q) => ({ ...q, page: q.page - 1 }))}>
            ‹ {t('pagination.previous')}
          </Button>
          <span className={styles.muted}>{t('prices.page', { page: String(meta.current_page), last: String(meta.last_page) })}</span>
          <Button variant="ghost" disabled={meta.current_page >= meta.last_page} onClick={() => setQuery((q) => ({ ...q, page: q.page + 1 }))}>
            {t('pagination.next')} ›
          </Button>
        </div>
      ) : null}
    </section>
  );
}
