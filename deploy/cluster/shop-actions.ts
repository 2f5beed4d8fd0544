import { expect } from 'vitest';
import { type Answer, type ClusterSettings, query, request } from './cluster-harness.ts';

/** What the cluster and fault tests do as shoppers and staff: sign in, buy, keep buying under load. */

export const PASSWORD = 'Demo12345!';

export const json = (answer: Answer) => JSON.parse(answer.body);
export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function signIn(origin: string, email: string): Promise<{ accessToken: string; refreshCookie: string; cookies: string }> {
  const res = await request(`${origin}/api/v1/auth/login`, { method: 'POST', body: { email, password: PASSWORD } });
  expect(res.status, res.body).toBe(200);
  const cookies = [res.headers['set-cookie'] ?? []].flat().map((c) => c.split(';')[0]);
  return { accessToken: json(res).data.accessToken, refreshCookie: cookies.find((c) => c.startsWith('refresh_token=')) ?? '', cookies: cookies.join('; ') };
}

export interface StockLine {
  productId: number;
  priceId: number;
}

/** The first `count` variants, each given 10,000 units. */
export async function linesInStock(settings: ClusterSettings, count: number): Promise<StockLine[]> {
  await query(settings, 'update product_prices set quantity = 10000 where id in (select id from product_prices order by id limit $1)', [count]);
  const rows = await query<{ product_id: number; id: number }>(settings, 'select product_id, id from product_prices order by id limit $1', [count]);
  return rows.map((row) => ({ productId: row.product_id, priceId: row.id }));
}

export async function stockOf(settings: ClusterSettings, lines: StockLine[]): Promise<number[]> {
  const rows = await query<{ id: number; quantity: number }>(settings, 'select id, quantity from product_prices where id = any($1)', [lines.map((l) => l.priceId)]);
  return lines.map((line) => rows.find((row) => row.id === line.priceId)?.quantity ?? -1);
}

/** Units of each line's variant in the orders `where` picks (every line of theirs: bought, gift or sample). */
export async function unitsOf(settings: ClusterSettings, lines: StockLine[], where: string, values: unknown[] = []): Promise<number[]> {
  const rows = await query<{ product_price_id: number; units: number }>(
    settings,
    `select l.product_price_id, sum(l.count)::int as units from order_lines l join orders o on o.id = l.order_id
     where ${where} group by l.product_price_id`,
    values,
  );
  return lines.map((line) => rows.find((row) => row.product_price_id === line.priceId)?.units ?? 0);
}

let buyers = 0;
/** A new buyer: its own visitor id, phone and e-mail (the shop's per-phone and per-e-mail limits count each as one shopper). */
export function newBuyer(): number {
  buyers += 1;
  return buyers;
}

/** A guest's order of one unit, from buyer `buyer`, paid as asked, through `origin` from the loopback address `from`. */
export function placeOrder(origin: string, buyer: number, line: StockLine, paymentMethod: 'cash' | 'liqpay', key: string, from?: string): Promise<Answer> {
  const n = String(buyer).padStart(4, '0');
  return request(`${origin}/api/v1/checkout/store`, {
    method: 'POST',
    from,
    headers: { 'idempotency-key': key, 'x-user-hash': `cluster-visitor-${process.pid}-${n}` },
    body: {
      name: 'Олена',
      second_name: 'Кластер',
      phone: `+38067${String(process.pid % 1000).padStart(3, '0')}${n}`,
      email: `buyer-${process.pid}-${n}@example.com`,
      delivery_method_id: 5,
      payment_method: paymentMethod,
      products: [{ id: line.productId, product_price_id: line.priceId, count: 1 }],
    },
  });
}

export async function settle(done: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('did not settle in time');
    await sleep(250);
  }
}

export interface LoadResult {
  /** Every request sent, answered or not. */
  requests: number;
  ok: number;
  byStatus: Record<string, number>;
  fiveHundreds: number;
  /** 503s without a Retry-After header (a refusal must say when to come back). */
  unavailableWithoutRetryAfter: number;
  errors: number;
  ordersPlaced: number;
  slowestMs: number;
  examples: string[];
}

/**
 * Steady, bounded load through the proxy: six page viewers and two buyers, each from its own
 * loopback address, so the shop's per-address order limit counts each buyer as one shopper. The
 * buyers' orders carry idempotency keys starting with `keyPrefix`; `addressBlock` picks the third
 * byte of their loopback addresses. A 503 with Retry-After is counted apart from other 5xx: a fault
 * test accepts it while the fault is on.
 */
export function startLoad(proxyOrigin: string, lines: StockLine[], keyPrefix: string, addressBlock: number) {
  let running = true;
  const result: LoadResult = { requests: 0, ok: 0, byStatus: {}, fiveHundreds: 0, unavailableWithoutRetryAfter: 0, errors: 0, ordersPlaced: 0, slowestMs: 0, examples: [] };
  const note = (example: string) => {
    if (result.examples.length < 10) result.examples.push(example);
  };
  const timed = async (what: string, send: () => Promise<Answer>) => {
    const started = performance.now();
    const answer = await send().catch((error: Error) => error);
    result.requests += 1;
    result.slowestMs = Math.max(result.slowestMs, Math.round(performance.now() - started));
    if (answer instanceof Error) {
      result.errors += 1;
      note(`${what}: ${answer.message}`);
      return answer;
    }
    result.byStatus[answer.status] = (result.byStatus[answer.status] ?? 0) + 1;
    if (answer.status >= 500 && answer.status !== 503) {
      result.fiveHundreds += 1;
      note(`${what}: ${answer.status} ${answer.body.slice(0, 200)}`);
    } else if (answer.status === 503 && !answer.headers['retry-after']) {
      result.unavailableWithoutRetryAfter += 1;
      note(`${what}: 503 without Retry-After`);
    } else if (answer.status < 400) result.ok += 1;
    return answer;
  };
  const pages = ['/', '/katalog/', '/ua/katalog/', '/api/v1/catalog/products?page=1', '/api/v1/menu-series', '/platform/seminars/'];
  const viewer = async (n: number) => {
    for (let i = 0; running; i++) {
      const page = pages[(n + i) % pages.length];
      await timed(`GET ${page}`, () => request(`${proxyOrigin}${page}`, { from: `127.0.${addressBlock}.${40 + n}` }));
      // A reader's pace, at most 20 pages a second each: a refusal answered at once must not turn the
      // viewer into a flood that the proxy's per-client limit then answers instead of the shop.
      await sleep(50);
    }
  };
  let sequence = 0;
  const buyer = async (n: number) => {
    while (running) {
      sequence += 1;
      const key = `${keyPrefix}${process.pid}-${sequence}`;
      const line = lines[sequence % lines.length];
      const answer = await timed('POST checkout/store', () => placeOrder(proxyOrigin, newBuyer(), line, 'cash', key, `127.0.${addressBlock}.${60 + n}`));
      if (!(answer instanceof Error) && answer.status < 300) result.ordersPlaced += 1;
      // About a dozen orders a minute per buyer: inside the shop's 30 an hour per address for a run.
      await sleep(2_500);
    }
  };
  const workers = [...[0, 1, 2, 3, 4, 5].map(viewer), ...[0, 1].map(buyer)];
  return {
    result,
    async stop(): Promise<LoadResult> {
      running = false;
      await Promise.all(workers);
      return result;
    },
  };
}
