import type { SeminarFilterType } from '@shop/contracts/seminars';
import { Form, Link, useNavigate } from 'react-router';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { JsonLd } from '../../components/ui/json-ld.tsx';
import { Pagination } from '../../components/ui/pagination.tsx';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { localePath } from '../../lib/language.ts';
import { useShell } from '../../lib/use-shell.ts';
import { type SeminarsData, choicesSearch } from './load-seminars.ts';
import { SeminarCard } from './seminar-card.tsx';
import { seminarEvent } from './seminar-json-ld.ts';
import styles from './seminars.module.css';

/** The seminars page's path in a language (SPEC §2: platform/seminars). */
export const seminarsPath = (lang: 'ru' | 'ua') => localePath('/platform/seminars/', lang);

const FILTER_ORDER: SeminarFilterType[] = ['city', 'month', 'format', 'brand', 'speaker'];

/**
 * The seminars page: coming and past ones on two tabs (links), filters as a plain GET form (it works
 * without scripts; with them a change submits it at once), a card per seminar, pages of nine.
 */
export function SeminarsPage({ data }: { data: SeminarsData }) {
  const { t } = useTranslation();
  const { lang, origin } = useShell();
  const navigate = useNavigate();
  const base = seminarsPath(lang);
  const search = choicesSearch(data.when, data.choices);
  const chosen = Object.values(data.choices).some(Boolean);
  const pageUrl = `${origin}${base}`;
  const shopName = t('seminars.organizer');
  return (
    <div className={styles.page}>
      <Breadcrumbs items={[{ label: t('seminars.title') }]} />
      <h1 className={styles.title}>{t('seminars.title')}</h1>
      <p className={styles.intro}>{t('seminars.intro')}</p>
      <nav aria-label={t('seminars.periods')}>
        <ul className={styles.periods}>
          {(['coming', 'past'] as const).map((when) => (
            <li key={when}>
              <Link
                to={`${base}${when === 'past' ? '?when=past' : ''}`}
                className={styles.period}
                aria-current={data.when === when ? 'page' : undefined}
              >
                {t(`seminars.period.${when}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form
        method="get"
        action={base}
        className={styles.filters}
        aria-label={t('seminars.filters')}
        onChange={(event) => {
          // With scripts a change applies at once; empty choices stay out of the address.
          const params = new URLSearchParams();
          for (const [key, value] of new FormData(event.currentTarget)) if (typeof value === 'string' && value) params.set(key, value);
          const query = params.toString();
          navigate(`${base}${query ? `?${query}` : ''}`, { preventScrollReset: true });
        }}
      >
        {data.when === 'past' ? <input type="hidden" name="when" value="past" /> : null}
        {FILTER_ORDER.map((type) => {
          const filter = data.filters.find((f) => f.type === type);
          if (!filter) return null;
          const id = `seminar-filter-${type}`;
          return (
            <div key={type} className={styles.filter}>
              <label htmlFor={id} className={styles.filterLabel}>
                {t(`seminars.filter.${type}`)}
              </label>
              <select id={id} name={type} defaultValue={data.choices[type] ?? ''} className={styles.select}>
                <option value="">{t('seminars.filter.any')}</option>
                {filter.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.title} ({option.count})
                  </option>
                ))}
              </select>
            </div>
          );
        })}
        <div className={styles.filterButtons}>
          <button type="submit" className={buttonClass('primary')}>
            {t('seminars.filter.apply')}
          </button>
          {chosen ? (
            <Link to={`${base}${data.when === 'past' ? '?when=past' : ''}`} className={buttonClass('ghost')}>
              {t('seminars.filter.reset')}
            </Link>
          ) : null}
        </div>
      </Form>
      <p className={styles.count} aria-live="polite">
        {t('seminars.found', { count: data.total })}
      </p>
      {data.seminars.length ? (
        <ul className={styles.grid}>
          {data.seminars.map((seminar) => (
            <li key={seminar.id}>
              <SeminarCard seminar={seminar} />
            </li>
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t(data.when === 'past' ? 'seminars.emptyPast' : 'seminars.empty')}</p>
      )}
      <Pagination current={data.page} last={data.lastPage} basePath={base} search={search} />
      {data.seminars.length ? (
        <JsonLd data={{ '@context': 'https://schema.org', '@graph': data.seminars.map((s) => seminarEvent(s, pageUrl, shopName)) }} />
      ) : null}
    </div>
  );
}
