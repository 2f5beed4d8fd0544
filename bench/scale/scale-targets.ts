import pg from 'pg';
import type { Probe } from './latency.ts';
import { type Random, between, distinct, pick, seededRandom } from './random.ts';
import { bearerOf, historyCustomers } from './sessions.ts';

/**
 * The issue 31 targets, each as one address repeated (warm: the answer cache serves it after the first
 * request) and as addresses no cache has seen (cold: each requested once, drawn from the database's
 * own words, products, brands and customers with the run's seed).
 */
export interface ScaleTarget {
  name: string;
  warm: Probe;
  cold: Probe[];
}

const CATALOGUE_PAGE = 12;
const SORTS = ['', 'price_asc', 'price_desc', 'newest', 'with_promotions', 'bestsellers'];
const STATUSES = ['new', 'confirmed', 'awaiting_payment', 'paid', 'shipped', 'delivered', 'cancelled', 'refunded'];
const PAYMENTS = ['not_paid', 'pending', 'paid', 'failed', 'refunded'];

/** What the cold addresses are drawn from. */
interface Material {
  words: string[];
  slugs: string[];
  brands: string[];
  categories: string[];
  lastPage: number;
}

async function material(url: string, seed: number, count: number): Promise<Material> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const q = async (text: string, values: unknown[] = []) => (await client.query(text, values)).rows;
    // The dictionary of search (search_words) is every word of the products' search texts.
    const words = (await q(`select word from search_words where char_length(word) >= 4 and word !~ '[0-9]' order by md5(word || $1) limit 3000`, [seed])).map((r) => r.word as string);
    const slugs = (await q(`select slug from products where published order by md5(id::text || $1) limit $2`, [seed, count * 3])).map((r) => r.slug as string);
    const brands = (await q('select slug from brands order by id')).map((r) => r.slug as string);
    const categories = (await q('select slug from categories where id <> 799 order by id')).map((r) => r.slug as string);
    const [{ n }] = await q('select count(*)::int as n from product_stats where published');
    return { words, slugs, brands, categories, lastPage: Math.max(1, Math.ceil(n / CATALOGUE_PAGE)) };
  } finally {
    await client.end();
  }
}

/** What a shopper types: a product word, its start, two words, or the word with a letter left out. */
function typed(random: Random, words: string[]): string {
  const word = pick(random, words);
  const letters = Array.from(word);
  const roll = random();
  if (roll < 0.4) return word;
  if (roll < 0.7) return letters.slice(0, between(random, 3, Math.max(3, letters.length - 1))).join('');
  if (roll < 0.85) return `${word} ${pick(random, words)}`;
  const at = between(random, 1, letters.length - 2);
  return [...letters.slice(0, at), ...letters.slice(at + 1)].join('');
}

const query = (params: Record<string, string | number | undefined>) =>
  new URLSearchParams(Object.entries(params).filter(([, v]) => v !== undefined && v !== '') as [string, string][]).toString();

/** A day `daysAgo` before today, as the staff list takes it. */
const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

export async function scaleTargets(base: string, url: string, options: { seed: number; cold: number }): Promise<ScaleTarget[]> {
  const { seed, cold: count } = options;
  const random = seededRandom(seed);
  const m = await material(url, seed, count);
  const products = (params: Record<string, string | number | undefined>) => `/api/v1/catalog/products?${query(params)}`;
  const many = (make: () => string) => distinct(count, make).map((path) => ({ path }));
  // The first pages are the same depth at both sizes; deep pages are in the second half of each size's list.
  const firstPages = Math.min(5, m.lastPage);

  const staff = await bearerOf(base, 'orders@demo.procosmetics.ua', 0);
  const customers = await historyCustomers(url, count + 1, seed);
  const customerHeaders: Record<string, string>[] = [];
  for (const [i, email] of customers.entries()) customerHeaders.push(await bearerOf(base, email, i + 1));

  const staffList = () => {
    const to = between(random, 0, 300);
    return `/api/v1/staff/orders?${query({
      status: random() < 0.5 ? pick(random, STATUSES) : undefined,
      payment_status: random() < 0.3 ? pick(random, PAYMENTS) : undefined,
      delivery_method: random() < 0.3 ? between(random, 1, 5) : undefined,
      from: random() < 0.5 ? day(to + between(random, 1, 60)) : undefined,
      to: random() < 0.5 ? day(to) : undefined,
      customer: random() < 0.25 ? `Номер ${between(random, 1, 5000)}` : undefined,
      sort: pick(random, ['-created_at', 'created_at', '-total', 'total']),
      page: between(random, 1, 5),
    })}`;
  };

  return [
    {
      name: 'catalogue, first pages',
      warm: { path: products({ page: 1 }) },
      cold: many(() => products({ page: between(random, 1, firstPages), sort: pick(random, SORTS), in_stock: random() < 0.5 ? 1 : undefined })),
    },
    {
      name: 'catalogue, deep pages',
      warm: { path: products({ page: m.lastPage - 1 }) },
      cold: many(() => products({ page: between(random, Math.ceil(m.lastPage / 2), m.lastPage), sort: pick(random, SORTS) })),
    },
    {
      name: 'catalogue, filters',
      warm: { path: products({ brand: m.brands[0], in_stock: 1 }) },
      cold: many(() => {
        const low = random() < 0.5 ? between(random, 1, 20) * 50 : undefined;
        return products({
          brand: random() < 0.7 ? pick(random, m.brands) : undefined,
          category: random() < 0.5 ? pick(random, m.categories) : undefined,
          price_min: low,
          price_max: random() < 0.5 ? (low ?? 0) + between(random, 1, 40) * 50 : undefined,
          in_stock: random() < 0.5 ? 1 : undefined,
          new: random() < 0.15 ? 1 : undefined,
          sort: pick(random, SORTS),
          page: between(random, 1, 3),
        });
      }),
    },
    {
      name: 'search, header dropdown',
      warm: { path: `/api/v1/search?${query({ query: 'крем' })}` },
      cold: many(() => `/api/v1/search?${query({ query: typed(random, m.words) })}`),
    },
    {
      name: 'search, results page',
      warm: { path: products({ search: 'крем' }) },
      cold: many(() => products({ search: typed(random, m.words), page: random() < 0.8 ? 1 : 2 })),
    },
    {
      name: 'product page',
      warm: { path: `/api/v1/catalog/product/${m.slugs[0]}` },
      cold: distinct(count, () => pick(random, m.slugs.slice(1))).map((slug) => ({ path: `/api/v1/catalog/product/${slug}` })),
    },
    {
      name: "customer's order history",
      warm: { path: '/api/v1/orders?orders_status=finished', headers: customerHeaders[0] },
      cold: customerHeaders.slice(1).map((headers, i) => ({
        path: `/api/v1/orders?${query({ orders_status: i % 2 ? 'in_progress' : 'finished' })}`,
        headers,
      })),
    },
    {
      name: 'staff orders list',
      warm: { path: '/api/v1/staff/orders?page=1', headers: staff },
      cold: distinct(count, staffList).map((path) => ({ path, headers: staff })),
    },
  ];
}
