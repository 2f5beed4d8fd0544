import type { DocumentAnswer, DocumentHead, DocumentType, Leftover, LeftoversAnswer } from '@shop/contracts/warehouse';
import { type FormEvent, type ReactNode, createContext, useContext, useEffect, useState } from 'react';
import { Link, NavLink, useNavigate, useSearchParams } from 'react-router';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.tsx';
import { Button } from '../../components/ui/button.tsx';
import { formatPrice } from '../../components/ui/price.tsx';
import { openDialog } from '../../dialogs/dialog-store.ts';
import formStyles from '../../forms/form.module.css';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { localePath } from '../../lib/language.ts';
import { useShell } from '../../lib/use-shell.ts';
import frame from '../../styles/signed-in-page.module.css';
import { useAccount } from '../../visitor/account-store.ts';
import { warehouseApi } from './warehouse-api.ts';
import styles from './warehouse.module.css';

/**
 * The distributor's warehouse pages (SPEC §7 "Documents", "Remainings"; issue 28): moves and sales
 * documents (/distributor-orders/…), leftovers and sales (/distributor-storage/…). Distributors and
 * their managers only; the data is their own, so it loads in the browser.
 */

type Area = 'orders' | 'storage';
type Tab = 'moving' | 'invoice' | 'leftovers' | 'sales' | 'report';

const TABS: Record<Area, Array<{ tab: Tab; path: string; key: string }>> = {
  orders: [
    { tab: 'moving', path: '/distributor-orders/moving/', key: 'warehouse.tab.moving' },
    { tab: 'invoice', path: '/distributor-orders/invoice/', key: 'warehouse.tab.invoice' },
  ],
  storage: [
    { tab: 'leftovers', path: '/distributor-storage/leftovers/', key: 'warehouse.tab.leftovers' },
    { tab: 'sales', path: '/distributor-storage/sales/', key: 'warehouse.tab.sales' },
    { tab: 'report', path: '/distributor-storage/report/', key: 'warehouse.tab.report' },
  ],
};

const dayText = (day: string) => day.split('-').reverse().join('.');
const errorText = (error: unknown): string | null => (error instanceof ApiError ? (error.body?.message ?? null) : null);

/**
 * A page whose path is no tab's (a document, /distributor-orders/document/{id}/) names the tab it
 * belongs to once it knows it (a move or a sale), so that tab stays marked as the current one.
 */
const CurrentTab = createContext<(tab: Tab | null) => void>(() => {});

function useCurrentTab(tab: Tab | null): void {
  const setCurrent = useContext(CurrentTab);
  useEffect(() => {
    setCurrent(tab);
    return () => setCurrent(null);
  }, [setCurrent, tab]);
}

/** The frame of every warehouse page: breadcrumbs, title, the area's tabs; others are sent to the profile. */
export function WarehouseFrame({ area, children }: { area: Area; children: ReactNode }) {
  const [current, setCurrent] = useState<Tab | null>(null);
  const { t } = useTranslation();
  const { lang } = useShell();
  const navigate = useNavigate();
  const account = useAccount();
  const user = account.status === 'signed-in' ? account.user : null;
  // A distributor and its managers (the profile menu's `canOpenWarehouse`); guests are sent home as
  // on every signed-in page, instead of waiting on a "loading" that never ends.
  const allowed = user?.userType.name === 'distributor';
  useEffect(() => {
    if (account.status === 'guest') void navigate(localePath('/', lang), { replace: true });
    else if (user && !allowed) void navigate(localePath('/profile/user-info/', lang), { replace: true });
  }, [account.status, user, allowed, navigate, lang]);
  const title = t(area === 'orders' ? 'warehouse.ordersTitle' : 'warehouse.storageTitle');
  return (
    <div className={frame.page}>
      <Breadcrumbs items={[{ label: title }]} />
      <h1 className={frame.title}>{title}</h1>
      <nav className={styles.tabs} aria-label={title}>
        {TABS[area].map((item) =>
          item.tab === current ? (
            // NavLink marks only its own path as current; a document's page marks its list's tab.
            <Link key={item.tab} to={localePath(item.path, lang)} aria-current="page" className={`${styles.tab} ${styles.active}`}>
              {t(item.key)}
            </Link>
          ) : (
            <NavLink key={item.tab} to={localePath(item.path, lang)} className={({ isActive }) => (isActive ? `${styles.tab} ${styles.active}` : styles.tab)}>
              {t(item.key)}
            </NavLink>
          ),
        )}
      </nav>
      <CurrentTab.Provider value={setCurrent}>{allowed ? children : <p className={styles.muted}>{t('profile.loading')}</p>}</CurrentTab.Provider>
    </div>
  );
}

type Loaded<T> = { status: 'loading' } | { status: 'failed'; message: string | null } | { status: 'ready'; value: T };

function useLoaded<T>(load: () => Promise<T>, deps: unknown[]): [Loaded<T>, () => void] {
  const [loaded, setLoaded] = useState<Loaded<T>>({ status: 'loading' });
  const [version, setVersion] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the caller names what the load depends on.
  useEffect(() => {
    let active = true;
    setLoaded({ status: 'loading' });
    load().then(
      (value) => active && setLoaded({ status: 'ready', value }),
      (error: unknown) => {
        console.error('the warehouse failed to load', error);
        if (active) setLoaded({ status: 'failed', message: errorText(error) });
      },
    );
    return () => {
      active = false;
    };
  }, [...deps, version]);
  return [loaded, () => setVersion((n) => n + 1)];
}

function Failed({ message, retry }: { message: string | null; retry: () => void }) {
  const { t } = useTranslation();
  return (
    <div role="alert" className={styles.notice}>
      <p>{message ?? t('warehouse.failed')}</p>
      <Button variant="secondary" onClick={retry}>
        {t('checkout.retry')}
      </Button>
    </div>
  );
}

function Pager({ page, hasNext, path, search = '' }: { page: number; hasNext: boolean; path: string; search?: string }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  if (page <= 1 && !hasNext) return null;
  const href = (n: number) => `${localePath(path, lang)}?${new URLSearchParams({ ...(search ? { search } : {}), page: String(n) }).toString()}`;
  return (
    <nav className={styles.pager} aria-label={t('pagination.label')}>
      {page > 1 ? (
        <Link to={href(page - 1)} rel="prev">
          ‹ {t('pagination.previous')}
        </Link>
      ) : (
        <span />
      )}
      <span>{t('warehouse.page', { page })}</span>
      {hasNext ? (
        <Link to={href(page + 1)} rel="next">
          {t('pagination.next')} ›
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}

const pageOf = (params: URLSearchParams) => Math.min(100_000, Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1));

/** A list of moves or sales documents, 10 a page, newest first. */
export function DocumentsList({ type }: { type: DocumentType }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const [params] = useSearchParams();
  const page = pageOf(params);
  const [loaded, retry] = useLoaded(() => warehouseApi.documents(type, page), [type, page]);
  const path = type === 'moving' ? '/distributor-orders/moving/' : '/distributor-orders/invoice/';
  return (
    <section aria-busy={loaded.status === 'loading'}>
      {type === 'moving' ? <MoveForm onRecorded={retry} /> : null}
      {loaded.status === 'loading' ? <p className={styles.muted}>{t('profile.loading')}</p> : null}
      {loaded.status === 'failed' ? <Failed message={loaded.message} retry={retry} /> : null}
      {loaded.status === 'ready' && loaded.value.data.length === 0 ? <p className={styles.muted}>{t(type === 'moving' ? 'warehouse.noMoves' : 'warehouse.noSales')}</p> : null}
      {loaded.status === 'ready' && loaded.value.data.length > 0 ? (
        <>
          <table className={styles.table} data-testid={`warehouse-${type}`}>
            <thead>
              <tr>
                <th scope="col">{t('warehouse.number')}</th>
                <th scope="col">{t('warehouse.date')}</th>
                <th scope="col">{t(type === 'moving' ? 'warehouse.source' : 'warehouse.customer')}</th>
                <th scope="col" className={styles.number}>
                  {t('warehouse.lines')}
                </th>
                <th scope="col" className={styles.number}>
                  {t('warehouse.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {loaded.value.data.map((doc) => (
                <tr key={doc.id} data-testid="warehouse-document">
                  <td className={styles.first}>
                    <Link to={localePath(`/distributor-orders/document/${doc.id}/`, lang)} className={styles.strong}>
                      {doc.number}
                    </Link>
                  </td>
                  <td data-label={t('warehouse.date')}>{dayText(doc.date)}</td>
                  <td data-label={t(type === 'moving' ? 'warehouse.source' : 'warehouse.customer')}>
                    <SourceText doc={doc} />
                  </td>
                  <td data-label={t('warehouse.lines')} className={styles.number}>
                    {doc.lines_count}
                  </td>
                  <td data-label={t('warehouse.total')} className={styles.number}>
                    {formatPrice(doc.total)}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pager page={page} hasNext={Boolean(loaded.value.links.next)} path={path} />
        </>
      ) : null}
    </section>
  );
}

function SourceText({ doc }: { doc: DocumentHead }) {
  const { t } = useTranslation();
  if (doc.type === 'invoice') return <>{[doc.customer_name, doc.customer_phone].filter(Boolean).join(', ')}</>;
  return <>{doc.order_number ? t('warehouse.fromOrder', { number: doc.order_number }) : t('warehouse.manual')}</>;
}

/** One document with its lines and its .xlsx. */
export function DocumentDetail({ id }: { id: number }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const [loaded, retry] = useLoaded<DocumentAnswer['data']>(() => warehouseApi.document(id), [id]);
  const [downloading, setDownloading] = useState(false);
  useCurrentTab(loaded.status === 'ready' ? loaded.value.type : null);
  if (loaded.status === 'loading') return <p className={styles.muted}>{t('profile.loading')}</p>;
  if (loaded.status === 'failed') return <Failed message={loaded.message} retry={retry} />;
  const doc = loaded.value;
  const download = async () => {
    setDownloading(true);
    try {
      await warehouseApi.downloadExcel(doc.id, doc.number);
    } finally {
      setDownloading(false);
    }
  };
  return (
    <article data-testid="warehouse-document-detail">
      <Link className={styles.back} to={localePath(doc.type === 'moving' ? '/distributor-orders/moving/' : '/distributor-orders/invoice/', lang)}>
        ‹ {t(doc.type === 'moving' ? 'warehouse.tab.moving' : 'warehouse.tab.invoice')}
      </Link>
      <h2 className={styles.heading}>{t(doc.type === 'moving' ? 'warehouse.moveNumber' : 'warehouse.invoiceNumber', { number: doc.number })}</h2>
      <dl className={styles.facts}>
        <div>
          <dt>{t('warehouse.date')}</dt>
          <dd>{dayText(doc.date)}</dd>
        </div>
        <div>
          <dt>{t(doc.type === 'moving' ? 'warehouse.source' : 'warehouse.customer')}</dt>
          <dd>
            <SourceText doc={doc} />
          </dd>
        </div>
        <div>
          <dt>{t('warehouse.total')}</dt>
          <dd>{formatPrice(doc.total)}</dd>
        </div>
        {doc.comment ? (
          <div>
            <dt>{t('warehouse.comment')}</dt>
            <dd>{doc.comment}</dd>
          </div>
        ) : null}
      </dl>
      <table className={styles.table}>
        <thead>
          <tr>
            <th scope="col">{t('warehouse.product')}</th>
            <th scope="col">{t('warehouse.article')}</th>
            <th scope="col" className={styles.number}>
              {t('warehouse.count')}
            </th>
            <th scope="col" className={styles.number}>
              {t('warehouse.price')}
            </th>
            <th scope="col" className={styles.number}>
              {t('warehouse.total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {doc.lines.map((line) => (
            <tr key={`${line.product_price_id}-${line.price}`} data-testid="warehouse-line">
              <td className={styles.first}>
                <span className={styles.strong}>{line.title}</span>
                <span className={styles.small}>{[line.brand, line.variant].filter(Boolean).join(', ')}</span>
              </td>
              <td data-label={t('warehouse.article')}>{line.article}</td>
              <td data-label={t('warehouse.count')} className={styles.number}>
                {line.count}
              </td>
              <td data-label={t('warehouse.price')} className={styles.number}>
                {formatPrice(line.price)}
              </td>
              <td data-label={t('warehouse.total')} className={styles.number}>
                {formatPrice(line.total)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <div className={styles.actions}>
        <Button variant="secondary" busy={downloading} onClick={() => void download()}>
          {t('warehouse.excel')}
        </Button>
      </div>
    </article>
  );
}

/** What the distributor holds, searchable, 20 a page. */
export function LeftoversList() {
  const { t } = useTranslation();
  const { lang } = useShell();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const page = pageOf(params);
  const search = (params.get('search') ?? '').slice(0, 100);
  const [draft, setDraft] = useState(search);
  useEffect(() => setDraft(search), [search]);
  const [loaded, retry] = useLoaded<LeftoversAnswer>(() => warehouseApi.leftovers(search, page), [search, page]);
  const path = '/distributor-storage/leftovers/';
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const query = draft.trim();
    void navigate(localePath(path, lang) + (query ? `?search=${encodeURIComponent(query)}` : ''));
  };
  return (
    <section aria-busy={loaded.status === 'loading'}>
      <form className={styles.search} onSubmit={submit} aria-label={t('warehouse.search')}>
        <label htmlFor="leftovers-search" className="visually-hidden">
          {t('warehouse.search')}
        </label>
        <input id="leftovers-search" type="search" className={formStyles.input} value={draft} maxLength={100} placeholder={t('warehouse.searchPlaceholder')} onChange={(e) => setDraft(e.target.value)} />
        <Button type="submit">{t('warehouse.search')}</Button>
      </form>
      <div className={styles.actions}>
        {/* The leftovers as a letter or an .xlsx (SPEC §2 "remainings"); the dialog's code loads on the click. */}
        <Button variant="secondary" onClick={() => openDialog('remainings', {})}>
          {t('remainings.title')}
        </Button>
      </div>
      {loaded.status === 'loading' ? <p className={styles.muted}>{t('profile.loading')}</p> : null}
      {loaded.status === 'failed' ? <Failed message={loaded.message} retry={retry} /> : null}
      {loaded.status === 'ready' && loaded.value.data.length === 0 ? <p className={styles.muted}>{search ? t('warehouse.noneFound', { query: search }) : t('warehouse.noLeftovers')}</p> : null}
      {loaded.status === 'ready' && loaded.value.data.length > 0 ? (
        <>
          <LeftoverTable rows={loaded.value.data} />
          <Pager page={page} hasNext={Boolean(loaded.value.links.next)} path={path} search={search} />
        </>
      ) : null}
    </section>
  );
}

function LeftoverTable({ rows }: { rows: Leftover[] }) {
  const { t } = useTranslation();
  return (
    <table className={styles.table} data-testid="warehouse-leftovers">
      <thead>
        <tr>
          <th scope="col">{t('warehouse.product')}</th>
          <th scope="col">{t('warehouse.article')}</th>
          <th scope="col" className={styles.number}>
            {t('warehouse.held')}
          </th>
          <th scope="col" className={styles.number}>
            {t('warehouse.purchasePrice')}
          </th>
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.product_price_id} data-testid="warehouse-leftover" data-article={row.article}>
            <td className={styles.first}>
              <span className={styles.strong}>{row.title}</span>
              <span className={styles.small}>{[row.brand, row.variant].filter(Boolean).join(', ')}</span>
            </td>
            <td data-label={t('warehouse.article')}>{row.article}</td>
            <td data-label={t('warehouse.held')} className={styles.number} data-testid="warehouse-held">
              {row.quantity}
            </td>
            <td data-label={t('warehouse.purchasePrice')} className={styles.number}>
              {formatPrice(row.price)}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

interface DraftLine {
  variant: Leftover;
  count: number;
  price: string;
}

/** Picks catalogue variants by name, brand or article; in a sale only what is held can be chosen. */
function VariantPicker({ onPick, heldOnly }: { onPick: (variant: Leftover) => void; heldOnly: boolean }) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<Leftover[] | null>(null);
  useEffect(() => {
    const text = query.trim();
    if (text.length < 2) return setFound(null);
    let active = true;
    const timer = setTimeout(() => {
      warehouseApi.variants(text).then(
        (rows) => active && setFound(rows),
        (error: unknown) => console.error('variants failed to load', error),
      );
    }, 250);
    return () => {
      active = false;
      clearTimeout(timer);
    };
  }, [query]);
  return (
    <div className={styles.picker}>
      <label className={formStyles.label} htmlFor={`picker-${heldOnly ? 'sale' : 'move'}`}>
        {t('warehouse.addProduct')}
      </label>
      <input
        id={`picker-${heldOnly ? 'sale' : 'move'}`}
        type="search"
        className={formStyles.input}
        value={query}
        maxLength={100}
        placeholder={t('warehouse.searchPlaceholder')}
        onChange={(e) => setQuery(e.target.value)}
      />
      {found ? (
        <ul className={styles.choices} data-testid="warehouse-choices">
          {found.length === 0 ? <li className={styles.muted}>{t('warehouse.noneFound', { query: query.trim() })}</li> : null}
          {found.map((variant) => {
            const disabled = heldOnly && variant.quantity === 0;
            return (
              <li key={variant.product_price_id}>
                <button
                  type="button"
                  className={styles.choice}
                  disabled={disabled}
                  onClick={() => {
                    onPick(variant);
                    setQuery('');
                  }}
                >
                  <span>
                    {variant.title}, {variant.variant} <span className={styles.small}>{variant.article}</span>
                  </span>
                  <span className={styles.small}>{t('warehouse.heldCount', { quantity: variant.quantity })}</span>
                </button>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

function LinesEditor({ lines, setLines, sale, errors }: { lines: DraftLine[]; setLines: (lines: DraftLine[]) => void; sale: boolean; errors: Record<string, string[]> }) {
  const { t } = useTranslation();
  const update = (i: number, change: Partial<DraftLine>) => setLines(lines.map((line, j) => (i === j ? { ...line, ...change } : line)));
  return (
    <>
      <VariantPicker
        heldOnly={sale}
        onPick={(variant) => {
          if (lines.some((line) => line.variant.product_price_id === variant.product_price_id)) return;
          setLines([...lines, { variant, count: 1, price: String(variant.price) }]);
        }}
      />
      {lines.length ? (
        <ul className={styles.lines}>
          {lines.map((line, i) => {
            const over = sale && line.count > line.variant.quantity;
            const message = errors[`lines.${i}.count`]?.[0] ?? errors[`lines.${i}.price`]?.[0] ?? errors[`lines.${i}.product_price_id`]?.[0];
            return (
              <li key={line.variant.product_price_id} className={styles.line} data-testid="warehouse-form-line">
                <span className={styles.lineName}>
                  {line.variant.title}, {line.variant.variant}
                  <span className={styles.small}>
                    {line.variant.article} · {t('warehouse.heldCount', { quantity: line.variant.quantity })}
                  </span>
                </span>
                <label>
                  <span className={styles.small}>{t('warehouse.count')}</span>
                  <input
                    type="number"
                    className={formStyles.input}
                    min={1}
                    max={sale ? line.variant.quantity : 100_000}
                    value={line.count}
                    aria-invalid={over || undefined}
                    onChange={(e) => update(i, { count: Math.max(1, Math.floor(Number(e.target.value) || 1)) })}
                  />
                </label>
                <label>
                  <span className={styles.small}>{t(sale ? 'warehouse.salePrice' : 'warehouse.purchasePrice')}</span>
                  <input type="number" className={formStyles.input} min={0} step="0.01" value={line.price} onChange={(e) => update(i, { price: e.target.value })} />
                </label>
                <Button variant="ghost" onClick={() => setLines(lines.filter((_, j) => j !== i))} aria-label={t('warehouse.removeLine')}>
                  ×
                </Button>
                {over ? (
                  <p className={styles.error} role="alert">
                    {t('warehouse.overHeld', { quantity: line.variant.quantity })}
                  </p>
                ) : null}
                {message && !over ? (
                  <p className={styles.error} role="alert">
                    {message}
                  </p>
                ) : null}
              </li>
            );
          })}
        </ul>
      ) : null}
    </>
  );
}

const bodyLines = (lines: DraftLine[]) => lines.map((line) => ({ product_price_id: line.variant.product_price_id, count: line.count, price: Number(line.price) || 0 }));

/** The manual move form ('Переміщення на склад' bought elsewhere). */
function MoveForm({ onRecorded }: { onRecorded: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [comment, setComment] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (!open)
    return (
      <div className={styles.actions}>
        <Button onClick={() => setOpen(true)}>{t('warehouse.newMove')}</Button>
        {message ? <p role="status">{message}</p> : null}
      </div>
    );
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!lines.length) return setMessage(t('warehouse.noLines'));
    setBusy(true);
    try {
      const doc = await warehouseApi.recordMove({ comment, lines: bodyLines(lines) });
      setLines([]);
      setComment('');
      setErrors({});
      setOpen(false);
      setMessage(t('warehouse.moveRecorded', { number: doc.number }));
      onRecorded();
    } catch (error) {
      setErrors(error instanceof ApiError ? (error.body?.errors ?? {}) : {});
      setMessage(errorText(error) ?? t('warehouse.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <form className={styles.form} onSubmit={(e) => void submit(e)} aria-label={t('warehouse.newMove')}>
      <h2 className={styles.heading}>{t('warehouse.newMove')}</h2>
      <LinesEditor lines={lines} setLines={setLines} sale={false} errors={errors} />
      <label className={formStyles.label} htmlFor="move-comment">
        {t('warehouse.comment')}
      </label>
      <input id="move-comment" className={formStyles.input} value={comment} maxLength={500} onChange={(e) => setComment(e.target.value)} />
      {message ? (
        <p className={styles.error} role="alert">
          {message}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" busy={busy}>
          {t('warehouse.recordMove')}
        </Button>
        <Button variant="ghost" onClick={() => setOpen(false)}>
          {t('warehouse.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** /distributor-storage/sales/: record a sale (quantities capped by what is held) and the sales so far. */
export function SalesPage() {
  const { t } = useTranslation();
  const [lines, setLines] = useState<DraftLine[]>([]);
  const [customer, setCustomer] = useState('');
  const [phone, setPhone] = useState('');
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [recorded, setRecorded] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [listVersion, setListVersion] = useState(0);
  const over = lines.some((line) => line.count > line.variant.quantity);
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRecorded(null);
    if (!lines.length) return setMessage(t('warehouse.noLines'));
    if (over) return setMessage(t('warehouse.fixCounts'));
    setBusy(true);
    try {
      const doc = await warehouseApi.recordSale({ customer_name: customer, customer_phone: phone, lines: bodyLines(lines) });
      setLines([]);
      setCustomer('');
      setPhone('');
      setErrors({});
      setMessage(null);
      setRecorded(t('warehouse.saleRecorded', { number: doc.number }));
      setListVersion((n) => n + 1);
    } catch (error) {
      setErrors(error instanceof ApiError ? (error.body?.errors ?? {}) : {});
      setMessage(errorText(error) ?? t('warehouse.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <form className={styles.form} onSubmit={(e) => void submit(e)} aria-label={t('warehouse.newSale')}>
        <h2 className={styles.heading}>{t('warehouse.newSale')}</h2>
        <div className={styles.pair}>
          <div>
            <label className={formStyles.label} htmlFor="sale-customer">
              {t('warehouse.customer')}
            </label>
            <input id="sale-customer" className={formStyles.input} value={customer} maxLength={120} onChange={(e) => setCustomer(e.target.value)} aria-invalid={errors.customer_name ? true : undefined} />
            {errors.customer_name ? <p className={styles.error}>{errors.customer_name[0]}</p> : null}
          </div>
          <div>
            <label className={formStyles.label} htmlFor="sale-phone">
              {t('warehouse.phone')}
            </label>
            <input id="sale-phone" type="tel" className={formStyles.input} value={phone} placeholder="+380" onChange={(e) => setPhone(e.target.value)} aria-invalid={errors.customer_phone ? true : undefined} />
            {errors.customer_phone ? <p className={styles.error}>{errors.customer_phone[0]}</p> : null}
          </div>
        </div>
        <LinesEditor lines={lines} setLines={setLines} sale errors={errors} />
        {message ? (
          <p className={styles.error} role="alert">
            {message}
          </p>
        ) : null}
        {recorded ? (
          <p className={styles.success} role="status" data-testid="warehouse-sale-recorded">
            {recorded}
          </p>
        ) : null}
        <div className={styles.actions}>
          <Button type="submit" busy={busy} disabled={over}>
            {t('warehouse.recordSale')}
          </Button>
        </div>
      </form>
      <h2 className={styles.heading}>{t('warehouse.salesList')}</h2>
      <DocumentsList key={listVersion} type="invoice" />
    </>
  );
}
