import type { Database } from '../../db/client.ts';

const STORAGE_VERSION = {
  name: 'warehouse_storage_version',
  text: `select (select coalesce(max(id), 0) from warehouse_sales where distributor_id = $1)::text || '.' ||
      (select coalesce(max(id), 0) from warehouse_moves where distributor_id = $1)::text as version`,
};

/**
 * What the distributor's storage has come to: its last sale and its last move. Leftovers change only
 * through moves and sales, and documents are never deleted, so an answer cached under this version
 * (the leftovers list, the storage report) is what the tables give; reading it costs two index-only
 * look-ups, as cheap as one indexed row.
 */
export async function storageVersion(database: Database, distributorId: number): Promise<string> {
  const [row] = await database.named<{ version: string }>(STORAGE_VERSION, [distributorId]);
  return row?.version ?? '0.0';
}
