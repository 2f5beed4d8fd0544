import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import pg from 'pg';
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
  close(): Promise<void>;
}

export interface DatabaseOptions {
  databaseUrl: string | null;
  /** PGlite data folder; `memory://` keeps it in memory (tests). */
  pgliteDir: string;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: options.poolSize ?? 10 });
    const db = drizzlePg(pool, { schema });
    return { db, kind: 'postgres', pool, close: () => pool.end() };
  }
  if (!options.pgliteDir.startsWith('memory://')) fs.mkdirSync(path.dirname(options.pgliteDir), { recursive: true });
  const client = await PGlite.create(options.pgliteDir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return { db, kind: 'pglite', close: () => client.close() };
}
