/**
 * Shoppers for the online-migration test: buyers placing orders, readers of the catalogue and of a
 * long order history, each without pause, straight at the API. Every buyer comes from an address of
 * its own in X-Forwarded-For (the API trusts loopback as its proxy), so the per-address order limit
 * counts each as one shopper, as the bench's buyers do.
 */

export interface Figures {
  requests: number;
  byStatus: Record<string, number>;
  /** Requests that failed: no answer, or an answer other than 2xx. */
  failures: string[];
  ordersPlaced: number;
  slowestMs: number;
  p99Ms: number;
  medianMs: number;
  examples: string[];
}

const PASSWORD = 'Demo12345!';
const LONG_HISTORY_EMAIL = 'regular@demo.procosmetics.ua';

export interface Line {
  id: number;
  product_price_id: number;
  slug: string;
}

async function jsonOf(response: Response): Promise<{ data?: { accessToken?: string } }> {
  const text = await response.text();
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}

/** Starts the shoppers; `lines` are the variants they buy (in stock) and whose product pages they read. */
export async function startBuyers(origin: string, lines: Line[], options: { buyers?: number; readers?: number } = {}) {
  const login = await jsonOf(
    await fetch(`${origin}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.99.0.1' },
      body: JSON.stringify({ email: LONG_HISTORY_EMAIL, password: PASSWORD }),
    }),
  );
  const token: string | undefined = login.data?.accessToken;
  if (!token) throw new Error(`the long-history customer could not sign in: ${JSON.stringify(login).slice(0, 300)}`);

  let running = true;
  const durations: number[] = [];
  const figures: Figures = { requests: 0, byStatus: {}, failures: [], ordersPlaced: 0, slowestMs: 0, p99Ms: 0, medianMs: 0, examples: [] };
  const timed = async (what: string, send: () => Promise<Response>): Promise<Response | null> => {
    const started = performance.now();
    const answer = await send().catch((error: Error) => error);
    const ms = performance.now() - started;
    durations.push(ms);
    figures.requests += 1;
    figures.slowestMs = Math.max(figures.slowestMs, Math.round(ms));
    if (ms > 1_000 && figures.examples.length < 10) figures.examples.push(`${what}: ${Math.round(ms)} ms`);
    if (answer instanceof Error) {
      figures.failures.push(`${what}: ${answer.message}`);
      return null;
    }
    figures.byStatus[answer.status] = (figures.byStatus[answer.status] ?? 0) + 1;
    if (answer.status >= 300) figures.failures.push(`${what}: ${answer.status} ${(await answer.text()).slice(0, 200)}`);
    return answer;
  };

  let sequence = 0;
  const buyer = async () => {
    while (running) {
      sequence += 1;
      const id = sequence;
      const line = lines[id % lines.length];
      const answer = await timed('POST checkout/store', () =>
        fetch(`${origin}/api/v1/checkout/store`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'idempotency-key': `online-migration-${process.pid}-${id}`,
            'x-forwarded-for': `10.98.${(id >> 8) & 255}.${id & 255}`,
            'x-user-hash': `onlinemigration${String(id).padStart(8, '0')}`,
          },
          body: JSON.stringify({
            name: 'Олена',
            second_name: 'Міграція',
            phone: `+38067${String(7_000_000 + id).padStart(7, '0')}`,
            email: `buyer-${process.pid}-${id}@migration.example.com`,
            delivery_method_id: 5,
            payment_method: 'cash',
            products: [{ id: line.id, product_price_id: line.product_price_id, count: 1 }],
          }),
        }),
      );
      if (answer && answer.status < 300) {
        figures.ordersPlaced += 1;
        await answer.arrayBuffer();
      }
    }
  };
  const pages = (n: number, i: number) => {
    const line = lines[(n + i) % lines.length];
    return [
      `/api/v1/catalog/products?page=${1 + ((n + i) % 5)}`,
      `/api/v1/catalog/product/${line.slug}`,
      '/api/v1/orders?page=1&per_page=15',
      `/api/v1/orders?orders_status=finished&page=${1 + (i % 20)}&per_page=15`,
    ][i % 4];
  };
  const reader = async (n: number) => {
    for (let i = 0; running; i++) {
      const page = pages(n, i);
      const answer = await timed(`GET ${page}`, () =>
        fetch(`${origin}${page}`, { headers: { authorization: `Bearer ${token}`, 'x-forwarded-for': `10.97.0.${n + 1}` } }),
      );
      if (answer && answer.status < 300) await answer.arrayBuffer();
    }
  };
  const shoppers = [
    ...Array.from({ length: options.buyers ?? 3 }, () => buyer()),
    ...Array.from({ length: options.readers ?? 3 }, (_, n) => reader(n)),
  ];
  return {
    figures,
    async stop(): Promise<Figures> {
      running = false;
      await Promise.all(shoppers);
      const sorted = [...durations].sort((a, b) => a - b);
      figures.medianMs = Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0);
      figures.p99Ms = Math.round(sorted[Math.floor(sorted.length * 0.99)] ?? 0);
      figures.failures = figures.failures.slice(0, 20).concat(figures.failures.length > 20 ? [`… and ${figures.failures.length - 20} more`] : []);
      return figures;
    },
  };
}
