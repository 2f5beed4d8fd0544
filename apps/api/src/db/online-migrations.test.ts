import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import { type Database, openDatabase } from './client.ts';
import { runMigrations, withRepeatableRunner } from './migrate.ts';
import { applyOnlineMigrations, type OnlineMigration, type OnlineOptions, readOnlineMigrations, splitStatements } from './online-migrations.ts';

/** Online migrations (docs/decisions/0024) on PGlite by default, on PostgreSQL with TEST_DATABASE_URL. */

let database: Database;
const url = process.env.TEST_DATABASE_URL || null;
const probe = `online_probe_${process.pid}`;

const migration = (name: string, sql: string): OnlineMigration => ({ name, statements: splitStatements(sql), hash: name });
const apply = (migrations: OnlineMigration[], options: OnlineOptions = {}) =>
  withRepeatableRunner(database, (runner) => applyOnlineMigrations(runner, migrations, options));
const rows = <Row>(text: string, values?: unknown[]) => withRepeatableRunner(database, (runner) => runner.query<Row>(text, values));
const indexesOf = (table: string) =>
  rows<{ name: string; valid: boolean }>(
    `select c.relname as name, i.indisvalid as valid from pg_index i join pg_class c on c.oid = i.indexrelid
     where i.indrelid = $1::regclass order by 1`,
    [table],
  );

beforeAll(async () => {
  database = await openDatabase({ databaseUrl: url, pgliteDir: 'memory://', poolSize: 2 });
  await runMigrations(database);
  await rows(`drop table if exists ${probe}`);
  await rows(`create table ${probe} (a integer)`);
  await rows(`insert into ${probe} select g % 50 from generate_series(1, 1000) g`);
});
afterAll(async () => {
  await rows(`drop table if exists ${probe}`).catch(() => {});
  await rows(`delete from drizzle.online_migrations where name like 'probe-%'`).catch(() => {});
  await database?.close();
});

describe('online migrations', () => {
  it("build the back office's indexes on orders, valid, and record the files once", async () => {
    // 0057's six, of which 0058 replaced four with indexes that carry the list's columns, and added one.
    const names = (await indexesOf('orders')).filter((index) =>
      /^orders_(created_cover|status_created_cover|payment_created_cover|delivery_created_cover|status_payment_created|total_id|customer_trgm)_idx$/.test(index.name),
    );
    expect(names).toHaveLength(7);
    expect(names.every((index) => index.valid)).toBe(true);
    expect((await indexesOf('orders')).map((index) => index.name)).not.toContain('orders_status_created_idx');
    const recorded = await rows<{ name: string }>('select name from drizzle.online_migrations');
    expect(recorded.map((r) => r.name)).toEqual(expect.arrayContaining(['0057-orders-staff-list-indexes.sql', '0058-orders-staff-list-covering-indexes.sql']));
    // Run again: nothing left to apply.
    expect(await apply(readOnlineMigrations())).toEqual([]);
  });

  it('drop an index a failed concurrent build left INVALID, leave the file unrecorded, and build it once the cause is gone', async () => {
    const unique = migration('probe-1-unique.sql', `CREATE UNIQUE INDEX CONCURRENTLY IF NOT EXISTS "${probe}_a" ON "${probe}" ("a");`);
    // The values repeat: the build fails half-way, as a crashed one would, and PostgreSQL keeps the index INVALID.
    await expect(withRepeatableRunner(database, (runner) => runner.exec(`CREATE UNIQUE INDEX CONCURRENTLY "${probe}_a" ON "${probe}" ("a")`))).rejects.toThrow();
    expect(await indexesOf(probe)).toEqual([{ name: `${probe}_a`, valid: false }]);
    const told: string[] = [];
    await expect(apply([unique], { onProgress: (m) => told.push(m) })).rejects.toThrow(/probe-1-unique.sql, statement 1/);
    expect(told.some((m) => m.includes('INVALID'))).toBe(true);
    expect(await indexesOf(probe)).toEqual([]);
    expect(await rows(`select 1 from drizzle.online_migrations where name = 'probe-1-unique.sql'`)).toEqual([]);
    await rows(`delete from ${probe} where ctid not in (select min(ctid) from ${probe} group by a)`);
    expect(await apply([unique])).toEqual(['probe-1-unique.sql']);
    expect(await indexesOf(probe)).toEqual([{ name: `${probe}_a`, valid: true }]);
  });

  it('run a file stopped half-way again from its first statement', async () => {
    const two = migration(
      'probe-2-column.sql',
      `ALTER TABLE "${probe}" ADD COLUMN IF NOT EXISTS "b" integer DEFAULT 0 NOT NULL;\n--> statement-breakpoint\nCREATE INDEX CONCURRENTLY IF NOT EXISTS "${probe}_b" ON "${probe}" ("b");`,
    );
    await rows(`alter table ${probe} add column b integer default 0 not null`);
    expect(await apply([two])).toEqual(['probe-2-column.sql']);
    expect((await indexesOf(probe)).map((i) => i.name)).toContain(`${probe}_b`);
  });

  it.runIf(url)('give up a lock held by a long transaction within the timeout and try again, so readers never queue behind it', async () => {
    const holder = new pg.Client({ connectionString: url! });
    const reader = new pg.Client({ connectionString: url! });
    await Promise.all([holder.connect(), reader.connect()]);
    try {
      await holder.query('begin');
      await holder.query(`select count(*) from ${probe}`);
      const told: string[] = [];
      const migrating = apply([migration('probe-3-wait.sql', `ALTER TABLE "${probe}" ADD COLUMN IF NOT EXISTS "c" integer;`)], {
        lockTimeoutMs: 200,
        retryPauseMs: 300,
        onProgress: (m) => told.push(m),
      });
      // While the migration keeps asking for its lock, a reader waits at most one lock timeout.
      let slowest = 0;
      for (let i = 0; i < 10; i++) {
        const started = performance.now();
        await reader.query(`select count(*) from ${probe}`);
        slowest = Math.max(slowest, performance.now() - started);
        await new Promise((resolve) => setTimeout(resolve, 80));
      }
      await holder.query('commit');
      expect(await migrating).toEqual(['probe-3-wait.sql']);
      expect(told.some((m) => m.includes('trying again'))).toBe(true);
      expect(slowest).toBeLessThan(400);
    } finally {
      await holder.end();
      await reader.end();
    }
  });
});
