import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { lockEmbeddedDatabase } from './pglite-folder-lock.ts';
import * as schema from './schema/index.ts';

/**
 * One typed database handle for both engines. PGlite and node-postgres expose the same Drizzle
 * query API; the type of the node-postgres flavour is used for both.
 */
export type Db = NodePgDatabase<typeof schema>;
/** A transaction handle: repositories accept `Db | Tx`. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The node-postgres pool, when on PostgreSQL. */
  pool?: pg.Pool;
  /**
   * Runs one fixed statement outside any transaction. On PostgreSQL it is prepared by name once per
   * connection, so the hottest calls skip building SQL and the server's parse and plan each time
   * (docs/performance.md, "Buying path"). `name` must be unique per statement text.
   */
  named<Row>(statement: NamedStatement, values: unknown[]): Promise<Row[]>;
  close(): Promise<void>;
}

export interface NamedStatement {
  name: string;
  text: string;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  pgliteDir: string;
  /**
   * A PGlite data folder dumped with `dumpDataDir('none')` to start from instead of an empty cluster:
   * tests load one migrated database rather than running every migration in every test file.
   */
  pgliteTemplate?: Blob;
  poolSize?: number;
}

const CONNECT_TIMEOUT_MS = 3_000;

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    // A connection that does not come within 3 s fails the request (503, core/database-unavailable.ts)
    // instead of holding it while PostgreSQL restarts or the network is cut.
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    // An idle connection the server dropped (a restart, a failover) is an 'error' on the pool: without a
    // listener it would end the process. The pool discards that client; the next query opens a new one.
    pool.on('error', (error) => console.warn(`PostgreSQL dropped an idle connection (${error.message}); it is replaced on the next query`));
    const db = drizzlePg(pool, { schema });
    const named = async <Row>(statement: NamedStatement, values: unknown[]) =>
      (await pool.query<Row & pg.QueryResultRow>({ name: statement.name, text: statement.text, values })).rows as Row[];
    return { db, kind: 'postgres', pool, named, close: () => pool.end() };
  }
  const { client, close } = await openEmbedded(options.pgliteDir, options.pgliteTemplate);
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  const named = async <Row>(statement: NamedStatement, values: unknown[]) => (await client.query<Row>(statement.text, values)).rows;
  return { db, kind: 'pglite', named, close };
}

/**
 * PGlite with the shop's extensions on `folder` (`memory://` for none), from `loadDataDir` when it is
 * new. A folder on disk is this process's until `close` (db/pglite-folder-lock.ts).
 */
export async function openEmbedded(folder: string, loadDataDir?: Blob): Promise<{ client: PGlite; close(): Promise<void> }> {
  let release = () => {};
  if (!folder.startsWith('memory://')) {
    fs.mkdirSync(path.dirname(folder), { recursive: true });
    release = lockEmbeddedDatabase(folder);
  }
  try {
    const client = await PGlite.create(folder, { extensions: { pg_trgm }, loadDataDir });
    return { client, close: () => client.close().finally(release) };
  } catch (error) {
    release();
    throw error;
  }
}
