import pg from 'pg';

/** Creates the benchmark database on the machine's PostgreSQL when it does not exist yet. */
export async function ensureDatabase(serverUrl: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rowCount } = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function isReachable(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

/** Number of products of the last demo seed in that database, or 0. */
export async function seededProducts(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query("select value->>'products' as n from settings where key = 'demo-seed'");
    return Number(rows[0]?.n ?? 0);
  } catch {
    return 0;
  } finally {
    await client.end();
  }
}

/** A field of a settings row (the bulk order seed's marker, say), or null when there is none. */
export async function seededSetting(url: string, key: string, field: string): Promise<string | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query('select value->>$2 as v from settings where key = $1', [key, field]);
    return rows[0]?.v ?? null;
  } catch {
    return null;
  } finally {
    await client.end();
  }
}

/**
 * Brings the planner's statistics up to date, as autovacuum does on a production server (docs/operations.md,
 * "PostgreSQL"). Some machines run PostgreSQL with autovacuum off: there the order tables, grown by earlier
 * runs and never analysed, were planned as if empty, and looking up one order's lines hashed all the variants.
 */
export async function analyzeDatabase(url: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('vacuum analyze');
    // The seed and the vacuum leave the server with much of the database dirty in memory; a
    // checkpoint started meanwhile writes it out over the next minutes, and every commit measured
    // then waits for its WAL behind those writes. The first run after a seed measured checkout at
    // half the ratio of the next (docs/performance.md, "Buying path"): write it out now, before the clock starts.
    await client.query('checkpoint');
  } finally {
    await client.end();
  }
}

/** Gives the benchmark's basket variants stock for every order a run can place, and leaves no earlier run's letters to send. */
export async function raiseStock(url: string, priceIds: number[]): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('update product_prices set quantity = 1000000000 where id = any($1::int[])', [priceIds]);
    // The letters of earlier runs' orders are not sent again during this one: only this run's are.
    await client.query('delete from order_notices');
  } finally {
    await client.end();
  }
}
