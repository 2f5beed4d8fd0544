import { type FormEvent, useCallback, useEffect, useMemo, useState } from 'react';
import { REPORT_MAX_DAYS, REPORT_PRESETS, type ReportData, type ReportQuery, periodDays, presetPeriod } from '@shop/contracts/distributor-report';
import { Button } from '../../components/ui/button.tsx';
import { openDialog } from '../../dialogs/dialog-store.ts';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { reportApi } from './report-api.ts';
import { SalesChart } from './sales-chart.tsx';
import styles from './report.module.css';

type Loaded = { status: 'loading' } | { status: 'failed'; message: string | null } | { status: 'ready'; report: ReportData };

const money = new Intl.NumberFormat('uk-UA', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const formatMoney = (value: number) => money.format(value);
const shortDay = (day: string) => `${day.slice(8, 10)}.${day.slice(5, 7)}`;

/**
 * The distributor's storage report (/distributor-storage/report/): sales and stock over a period
 * chosen by preset (7/30/90 days) or by dates, charts of sales by day and by brand, the figures as
 * tables, and the report as .xlsx. Read in the browser: it is the distributor's own data.
 */
export function ReportPage() {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<ReportQuery>(() => presetPeriod(30));
  const [draft, setDraft] = useState<ReportQuery>(period);
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [downloading, setDownloading] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);

  useEffect(() => {
    let active = true;
    setLoaded({ status: 'loading' });
    reportApi.report(period).then(
      (report) => active && setLoaded({ status: 'ready', report }),
      (error: unknown) => {
        console.error('the report failed to load', error);
        if (active) setLoaded({ status: 'failed', message: error instanceof ApiError ? (error.body?.message ?? null) : null });
      },
    );
    return () => {
      active = false;
    };
  }, [period]);

  const choosePreset = (days: number) => {
    const next = presetPeriod(days);
    setFieldError(null);
    setDraft(next);
    setPeriod(next);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.from || !draft.to) return setFieldError(t('storageReport.error.dates'));
    if (draft.from > draft.to) return setFieldError(t('storageReport.error.order'));
    if (periodDays(draft.from, draft.to) > REPORT_MAX_DAYS) return setFieldError(t('storageReport.error.length', { days: REPORT_MAX_DAYS }));
    setFieldError(null);
    setPeriod({ ...draft });
  };

  const download = useCallback(async () => {
    setDownloading(true);
    try {
      await reportApi.downloadReport(period);
    } catch (error) {
      console.error('the report file failed to download', error);
      setFieldError(t('storageReport.error.download'));
    } finally {
      setDownloading(false);
    }
  }, [period, t]);

  const report = loaded.status === 'ready' ? loaded.report : null;
  const dayBars = useMemo(() => (report ? report.days.map((d) => ({ label: shortDay(d.day), value: d.sum })) : []), [report]);
  const brandBars = useMemo(() => (report ? report.brands.map((b) => ({ label: b.brand, value: b.sum })) : []), [report]);
  const activePreset = REPORT_PRESETS.find((days) => {
    const preset = presetPeriod(days);
    return preset.from === period.from && preset.to === period.to;
  });

  return (
    <section className={styles.report} aria-labelledby="report-title" aria-busy={loaded.status === 'loading'}>
      <div className={styles.head}>
        {/* The storage's layout shows the title and the current "Report" tab; the heading stays for screen readers. */}
        <h2 id="report-title" className="visually-hidden">
          {t('storageReport.title')}
        </h2>
        <div className={styles.headActions}>
          <Button variant="secondary" onClick={() => openDialog('remainings', {})}>
            {t('remainings.title')}
          </Button>
          <Button onClick={download} busy={downloading} disabled={!report}>
            {t('storageReport.excel')}
          </Button>
        </div>
      </div>

      <form className={styles.period} onSubmit={submit} noValidate>
        <fieldset className={styles.presets}>
          <legend className={styles.legend}>{t('storageReport.period')}</legend>
          {REPORT_PRESETS.map((days) => (
            <button
              key={days}
              type="button"
              className={styles.preset}
              aria-pressed={activePreset === days}
              onClick={() => choosePreset(days)}
            >
              {t('storageReport.preset', { count: days })}
            </button>
          ))}
        </fieldset>
        <label className={styles.field}>
          <span>{t('storageReport.from')}</span>
          <input type="date" value={draft.from} max={draft.to} onChange={(e) => setDraft({ ...draft, from: e.target.value })} />
        </label>
        <label className={styles.field}>
          <span>{t('storageReport.to')}</span>
          <input type="date" value={draft.to} min={draft.from} onChange={(e) => setDraft({ ...draft, to: e.target.value })} />
        </label>
        <Button type="submit" variant="secondary">
          {t('storageReport.show')}
        </Button>
        {fieldError ? (
          <p className={styles.error} role="alert">
            {fieldError}
          </p>
        ) : null}
      </form>

      {loaded.status === 'loading' ? <p className={styles.muted}>{t('profile.loading')}</p> : null}
      {loaded.status === 'failed' ? (
        <p className={styles.error} role="alert">
          {loaded.message ?? t('storageReport.error.load')}
        </p>
      ) : null}

      {report ? (
        <>
          <dl className={styles.totals}>
            <div>
              <dt>{t('storageReport.soldSum')}</dt>
              <dd>{formatMoney(report.totals.sum)}</dd>
            </div>
            <div>
              <dt>{t('storageReport.soldCount')}</dt>
              <dd>{report.totals.count}</dd>
            </div>
            <div>
              <dt>{t('storageReport.stockUnits')}</dt>
              <dd>{report.totals.stock_units}</dd>
            </div>
          </dl>

          <div className={styles.charts}>
            <figure className={styles.chart}>
              <figcaption>{t('storageReport.byDay')}</figcaption>
              <SalesChart bars={dayBars} label={t('storageReport.soldSum')} title={t('storageReport.byDay')} format={formatMoney} />
            </figure>
            <figure className={styles.chart}>
              <figcaption>{t('storageReport.byBrand')}</figcaption>
              {brandBars.length ? (
                <SalesChart bars={brandBars} label={t('storageReport.soldSum')} title={t('storageReport.byBrand')} format={formatMoney} horizontal />
              ) : (
                <p className={styles.muted}>{t('storageReport.noSales')}</p>
              )}
            </figure>
          </div>

          <h3 className={styles.subtitle}>{t('storageReport.products')}</h3>
          {report.products_count > report.products.length ? (
            <p className={styles.muted}>{t('storageReport.topNote', { shown: report.products.length, count: report.products_count })}</p>
          ) : null}
          {report.products.length ? (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <thead>
                  <tr>
                    <th scope="col">{t('storageReport.product')}</th>
                    <th scope="col" className={styles.wide}>
                      {t('storageReport.article')}
                    </th>
                    <th scope="col" className={styles.wide}>
                      {t('storageReport.brand')}
                    </th>
                    <th scope="col" className={styles.number}>
                      {t('storageReport.soldCount')}
                    </th>
                    <th scope="col" className={styles.number}>
                      {t('storageReport.soldSum')}
                    </th>
                    <th scope="col" className={styles.number}>
                      {t('storageReport.quantity')}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {report.products.map((row) => (
                    <tr key={row.product_price_id}>
                      <td>
                        {row.title}
                        {row.variant ? <span className={styles.variant}>{row.variant}</span> : null}
                      </td>
                      <td className={styles.wide}>{row.article}</td>
                      <td className={styles.wide}>{row.brand}</td>
                      <td className={styles.number}>{row.sold_count}</td>
                      <td className={styles.number}>{formatMoney(row.sold_sum)}</td>
                      <td className={styles.number}>{row.quantity}</td>
                    </tr>
                  ))}
                </tbody>
                <tfoot>
                  <tr>
                    <th scope="row">{t('storageReport.total')}</th>
                    <td className={styles.wide} />
                    <td className={styles.wide} />
                    <td className={styles.number}>{report.totals.count}</td>
                    <td className={styles.number}>{formatMoney(report.totals.sum)}</td>
                    <td className={styles.number}>{report.totals.stock_units}</td>
                  </tr>
                </tfoot>
              </table>
            </div>
          ) : (
            <p className={styles.muted}>{t('storageReport.empty')}</p>
          )}
        </>
      ) : null}
    </section>
  );
}
