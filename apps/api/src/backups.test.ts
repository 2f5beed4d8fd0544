import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { closeDeps, createDeps } from './app.ts';
import { backupTo, restoreFrom } from './backups.ts';
import { loadConfig } from './config.ts';

/**
 * A backup restored into a fresh database and data folder holds every order, user and uploaded
 * document (issue 31, "Backups"): on the embedded database always, on PostgreSQL when
 * TEST_DATABASE_URL names a server to make two scratch databases on.
 */
const folders: string[] = [];
const scratch = (prefix: string) => {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  folders.push(folder);
  return folder;
};
afterAll(() => {
  for (const folder of folders) fs.rmSync(folder, { recursive: true, force: true });
});

const shopEnv = (dataDir: string, databaseUrl?: string) =>
  loadConfig({ NODE_ENV: 'development', SHOP_MODE: 'demo', DATA_DIR: dataDir, ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}) });

/** The rows and documents a restore must bring back. */
async function inventory(dataDir: string, databaseUrl?: string) {
  const deps = await createDeps(shopEnv(dataDir, databaseUrl), { seed: false });
  try {
    const { rows } = await deps.database.db.execute<{ orders: string; users: string; files: string }>(sql`
      select (select string_agg(number || ':' || total, ',' order by id) from orders) as orders,
             (select string_agg(email, ',' order by id) from users) as users,
             (select string_agg(stored_name, ',' order by id) from user_files) as files`);
    const stored = rows[0].files?.split(',') ?? [];
    const documents = stored.map((name) => fs.readFileSync(path.join(dataDir, 'uploads', 'user-files', name)).toString('base64').slice(0, 40));
    return { ...rows[0], documents };
  } finally {
    await closeDeps(deps);
  }
}

/** A demo shop with its orders and users, and one uploaded document on disk and in its table. */
async function makeShop(dataDir: string, databaseUrl?: string) {
  const previous = process.env.SEED_PRODUCTS;
  process.env.SEED_PRODUCTS = '6';
  const deps = await createDeps(shopEnv(dataDir, databaseUrl));
  process.env.SEED_PRODUCTS = previous;
  try {
    const folder = path.join(dataDir, 'uploads', 'user-files');
    fs.mkdirSync(folder, { recursive: true });
    fs.writeFileSync(path.join(folder, 'diploma-backup-test.pdf'), Buffer.from('%PDF-1.7 backup test document'));
    await deps.database.db.execute(sql`
      insert into user_files (user_id, original_name, stored_name, mime_type, size, status)
      select id, 'диплом.pdf', 'diploma-backup-test.pdf', 'application/pdf', 29, 'pending' from users where email = 'noid@demo.procosmetics.ua'`);
  } finally {
    await closeDeps(deps);
  }
}

describe('backups', () => {
  it('restores the embedded database and the files into a new data folder', async () => {
    const source = scratch('shop-backup-source-');
    await makeShop(source);
    const before = await inventory(source);
    expect(before.orders).toBeTruthy();
    expect(before.files).toContain('diploma-backup-test.pdf');
    expect(before.documents.length).toBeGreaterThan(0);

    const backup = path.join(scratch('shop-backup-'), 'one');
    await backupTo(shopEnv(source), backup);
    const target = scratch('shop-backup-target-');
    await restoreFrom(shopEnv(target), backup);
    expect(await inventory(target)).toEqual(before);
    // A second restore into the same folder is refused: it would mix two shops.
    await expect(restoreFrom(shopEnv(target), backup)).rejects.toThrow(/not empty/);
  }, 240_000);

  it.runIf(process.env.TEST_DATABASE_URL)('restores PostgreSQL with pg_restore into a fresh database', async () => {
    const server = new URL(process.env.TEST_DATABASE_URL!);
    const admin = new pg.Client({ connectionString: Object.assign(new URL(server), { pathname: '/postgres' }).toString() });
    await admin.connect();
    const url = (name: string) => Object.assign(new URL(server), { pathname: `/${name}` }).toString();
    try {
      for (const name of ['shop_backup_source', 'shop_backup_target']) {
        await admin.query(`drop database if exists ${name} with (force)`);
        await admin.query(`create database ${name}`);
      }
      const source = scratch('shop-backup-pg-source-');
      await makeShop(source, url('shop_backup_source'));
      const before = await inventory(source, url('shop_backup_source'));
      const backup = path.join(scratch('shop-backup-pg-'), 'one');
      await backupTo(shopEnv(source, url('shop_backup_source')), backup);
      const target = scratch('shop-backup-pg-target-');
      await restoreFrom(shopEnv(target, url('shop_backup_target')), backup);
      expect(await inventory(target, url('shop_backup_target'))).toEqual(before);
    } finally {
      for (const name of ['shop_backup_source', 'shop_backup_target']) await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    }
  }, 240_000);
});
