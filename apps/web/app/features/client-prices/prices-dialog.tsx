import { MAX_PRICE_COUNT, MAX_PRICE_LINES } from '@shop/contracts/professional-club';
import { useEffect, useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { DialogFrame } from '../../dialogs/dialog-frame.tsx';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useUser } from '../../visitor/account-store.ts';
import { type PriceLine, priceListKindOf, pricesApi } from './prices-api.ts';
import { PriceSearch } from './price-search.tsx';
import { PriceTable } from './price-table.tsx';
import styles from './prices-dialog.module.css';

export interface PricesDialogProps {
  /** The basket's lines (variant and count) the table starts with, when opened from the basket. */
  lines?: Array<{ value: number; count: number }>;
}

/**
 * The prices popup (SPEC §2 "default prices comparison", 1200; §6): a professional picks products
 * and volumes from the catalogue and downloads them as prices.pdf at client prices; a distributor
 * or its manager does the same at professional prices, with the article column. Prices come from
 * the server (GET v1/client_prices), never computed here.
 */
export default function PricesDialog({ lines: start }: PricesDialogProps) {
  const { t } = useTranslation();
  const kind = priceListKindOf(useUser());
  const [lines, setLines] = useState<PriceLine[]>([]);
  const [prefill, setPrefill] = useState<'idle' | 'loading' | 'failed'>(start?.length ? 'loading' : 'idle');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the basket's lines are read once, when the popup opens.
  useEffect(() => {
    if (!start?.length) return;
    const counts = new Map(start.map((line) => [line.value, line.count]));
    let active = true;
    pricesApi.variants([...counts.keys()].slice(0, MAX_PRICE_LINES)).then(
      (answer) => {
        if (!active) return;
        setLines(answer.data.map((row) => ({ row, count: Math.min(MAX_PRICE_COUNT, Math.max(1, counts.get(row.value) ?? 1)) })));
        setPrefill('idle');
      },
      (error: unknown) => {
        console.error('basket prices failed to load', error);
        if (active) setPrefill('failed');
      },
    );
    return () => {
      active = false;
    };
  }, []);

  const chosen = new Set(lines.map((line) => line.row.value));
  const add = (row: PriceLine['row']) => setLines((now) => (now.some((l) => l.row.value === row.value) || now.length >= MAX_PRICE_LINES ? now : [...now, { row, count: 1 }]));
  const setCount = (value: number, count: number) => setLines((now) => now.map((l) => (l.row.value === value ? { ...l, count } : l)));
  const remove = (value: number) => setLines((now) => now.filter((l) => l.row.value !== value));

  const download = async () => {
    setBusy(true);
    setProblem(null);
    try {
      await pricesApi.download(lines);
    } catch (error) {
      console.error('prices.pdf failed', error);
      setProblem(error instanceof ApiError && error.body?.message ? error.body.message : t('prices.downloadFailed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <DialogFrame
      title={t(kind === 'client' ? 'prices.titleClient' : 'prices.titleProfessional')}
      description={t(kind === 'client' ? 'prices.introClient' : 'prices.introProfessional')}
      actions={
        <Button onClick={download} busy={busy} disabled={lines.length === 0} data-testid="prices-download">
          {t(kind === 'client' ? 'prices.downloadClient' : 'prices.downloadProfessional')}
        </Button>
      }
    >
      <div className={styles.body}>
        <PriceSearch chosen={chosen} onAdd={add} full={lines.length >= MAX_PRICE_LINES} />
        {prefill === 'loading' ? (
          <p className={styles.muted} role="status">
            {t('prices.loading')}
          </p>
        ) : null}
        {prefill === 'failed' ? (
          <p role="alert" className={styles.problem}>
            {t('prices.basketFailed')}
          </p>
        ) : null}
        <PriceTable kind={kind} lines={lines} onCount={setCount} onRemove={remove} />
        {problem ? (
          <p role="alert" className={styles.problem}>
            {problem}
          </p>
        ) : null}
      </div>
    </DialogFrame>
  );
}
