import pg from 'pg';

/**
 * The addresses the order targets spread their requests over (issue 29, "Speed"; issue 31 at a
 * million orders, `npm run bench -- --orders 1000000`): the back office's orders list under each
 * filter shape, its first pages and pages deep inside the filter reached by cursor, and a customer's
 * order history page by page. Each request of a run asks for the next address of its pool, so the
 * measurement covers every filter and depth instead of one answer read again and again.
 *
 * Deep cursors are taken from the database (the row at 1,500, 15,000 or 60,000 rows into the filter,
 * in the list's order), in the very form the API hands out as `meta.next_cursor`.
 */

/** A Kyiv calendar day `days` from today, as the list's `from` and `to` take it (YYYY-MM-DD). */
export function kyivDay(days: number, now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' }).format(new Date(now.getTime() + days * 86_400_000));
}

/** A filter of the staff list: its query string and the SQL that selects the same rows (for deep cursors). */
interface StaffFilter {
  query: string;
  where: string;
}

/** The moment a Kyiv day starts, as SQL (the API's `from`; `to` is the next day's start, exclusive). */
const dayStart = (day: string) => `(date '${day}')::timestamp at time zone 'Europe/Kyiv'`;
const range = (from: number, to: number) => ({
  query: `from=${kyivDay(from)}&to=${kyivDay(to)}`,
  where: `created_at >= ${dayStart(kyivDay(from))} and created_at < ${dayStart(kyivDay(to + 1))}`,
});
const and = (a: StaffFilter, b: StaffFilter): StaffFilter => ({ query: `${a.query}&${b.query}`, where: `${a.where} and ${b.where}` });
const status = (value: string): StaffFilter => ({ query: `status=${value}`, where: `status = '${value}'` });
const payment = (value: string): StaffFilter => ({ query: `payment_status=${value}`, where: `payment_status = '${value}'` });
const delivery = (id: number): StaffFilter => ({ query: `delivery_method=${id}`, where: `delivery_method_id = ${id}` });

/** State and dates: the list as an order manager works it (issue 29's budget: p99 ≤ 100 ms at 20 connections). */
export const STATE_AND_DATE_FILTERS: StaffFilter[] = [
  and(status('delivered'), range(-180, -30)),
  and(status('delivered'), range(-365, 0)),
  and(status('cancelled'), range(-90, 0)),
  and(status('refunded'), range(-365, -180)),
  and(status('new'), range(-14, 0)),
  and(status('shipped'), range(-30, 0)),
];

/** The list's other filter shapes: payment state, delivery method, each alone and with dates. */
export const OTHER_FILTERS: StaffFilter[] = [
  payment('pending'),
  payment('failed'),
  and(payment('paid'), range(-30, 0)),
  delivery(4),
  and(delivery(2), range(-60, 0)),
];

const DEPTHS = [1_500, 15_000, 60_000];
const PER_PAGE = 15;

async function withClient<T>(databaseUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** The staff list's cursor after `depth` rows of the filter (newest first), or null when it holds fewer. */
async function cursorAt(client: pg.Client, where: string, depth: number): Promise<string | null> {
  const { rows } = await client.query<{ cursor: string }>(
    `select to_char(created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') || '_' || id as cursor
     from orders where ${where} order by created_at desc, id desc offset ${depth - 1} limit 1`,
  );
  return rows[0]?.cursor ?? null;
}

/** Page 1 and the pages at each depth of every filter (bulk-seeded databases only: run after the seed). */
export async function staffListPaths(databaseUrl: string, filters: StaffFilter[]): Promise<string[]> {
  return withClient(databaseUrl, async (client) => {
    const paths: string[] = [];
    for (const filter of filters) {
      paths.push(`/api/v1/staff/orders?${filter.query}&per_page=${PER_PAGE}`);
      for (const depth of DEPTHS) {
        const cursor = await cursorAt(client, filter.where, depth);
        if (cursor) paths.push(`/api/v1/staff/orders?${filter.query}&per_page=${PER_PAGE}&after=${encodeURIComponent(cursor)}`);
      }
    }
    return paths;
  });
}

/**
 * The customer search (any part of a name, phone or e-mail) and the number look-up: customers of the
 * bulk seed by their e-mail's name, their phone's digits and their surname, and orders by public number and id.
 */
export async function staffSearchPaths(databaseUrl: string): Promise<string[]> {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ id: number; number: string; phone: string; email: string; second_name: string }>(
      `select id, number, phone, email, second_name from orders
       where email like '%@bulk.procosmetics.test' and id % 997 = 0 order by id limit 6`,
    );
    const list = (query: string) => `/api/v1/staff/orders?${query}&per_page=${PER_PAGE}`;
    return rows.flatMap((row) => [
      list(`customer=${encodeURIComponent(row.email.split('@')[0])}`),
      list(`customer=${encodeURIComponent(row.phone.slice(-7))}`),
      list(`customer=${encodeURIComponent(row.second_name)}`),
      list(`number=${row.number}`),
      list(`number=${row.id}`),
    ]);
  });
}

/**
 * A customer's order history (the profile's GET /api/v1/orders) for the bulk seed's longest one, the
 * demo `regular` account (about 4,400 orders at a million): both stages' first two pages by number, and
 * pages deep in the history by cursor (`after`, keyset), as a long history's later pages are read.
 */
export async function historyPaths(databaseUrl: string, email: string): Promise<string[]> {
  const finished = `status in ('delivered', 'cancelled', 'refunded')`;
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ owner: string }>(`select 'u:' || id as owner from users where email = $1`, [email]);
    const owner = rows[0]?.owner;
    if (!owner) throw new Error(`${email} has no account: seed the demo shop first`);
    const list = (stage: string, rest: string) => `/api/v1/orders?orders_status=${stage}&per_page=${PER_PAGE}&${rest}`;
    const paths = ['finished', 'in_progress'].flatMap((stage) => [list(stage, 'page=1'), list(stage, 'page=2')]);
    for (const [stage, where] of [['finished', finished], ['in_progress', `not ${finished}`]] as const) {
      for (const depth of [60, 150, 1_500, 3_000, 4_000]) {
        const cursor = await cursorAt(client, `owner_key = '${owner}' and ${where}`, depth);
        if (cursor) paths.push(list(stage, `after=${encodeURIComponent(cursor)}`));
      }
    }
    return paths;
  });
}
