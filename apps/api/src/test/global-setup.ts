import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';
import { PGLITE_TEMPLATE_ENV, POSTGRES_BASE_ENV, workerDatabaseName } from './worker-databases.ts';

/**
 * Runs once before the test files (vitest.config.ts `globalSetup`).
 *
 * - Embedded PGlite (the default): migrates one in-memory database and dumps it to a file, which every
 *   test file loads (test/test-app.ts) instead of running all migrations again (about 2 s of CPU per file).
 * - PostgreSQL (TEST_DATABASE_URL): migrates that database once and copies it, as a template, into one
 *   database per worker, so that test files run two at a time without emptying each other's tables
 *   (test/worker-databases.ts points each worker at its own).
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? postgresWorkerDatabases(url, project.config.maxWorkers) : pgliteTemplate();
}

async function pgliteTemplate(): Promise<() => Promise<void>> {
  const database = await openDatabase({ databaseUrl: null, pgliteDir: 'memory://' });
  await runMigrations(database);
  const client = (database.db as unknown as { $client: { dumpDataDir(compression: 'none'): Promise<Blob> } }).$client;
  const dump = await client.dumpDataDir('none');
  await database.close();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-test-template-'));
  const file = path.join(dir, 'migrated.tar');
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  // The workers are started after this and inherit the environment.
  process.env[PGLITE_TEMPLATE_ENV] = file;
  return async () => {
    delete process.env[PGLITE_TEMPLATE_ENV];
    fs.rmSync(dir, { recursive: true, force: true });
  };
}

async function postgresWorkerDatabases(url: string, workers: number): Promise<() => Promise<void>> {
  const template = await openDatabase({ databaseUrl: url, pgliteDir: 'memory://', poolSize: 1 });
  await runMigrations(template);
  await template.close();
  const names = Array.from({ length: workers }, (_, i) => workerDatabaseName(url, i + 1));
  const server = new URL(url);
  server.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: server.toString() });
  await admin.connect();
  const templateName = decodeURIComponent(new URL(url).pathname.slice(1));
  for (const name of names) {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}" template "${templateName}"`);
  }
  await admin.end();
  process.env[POSTGRES_BASE_ENV] = url;
  return async () => {
    delete process.env[POSTGRES_BASE_ENV];
    const cleanup = new pg.Client({ connectionString: server.toString() });
    await cleanup.connect();
    for (const name of names) await cleanup.query(`drop database if exists "${name}" with (force)`);
    await cleanup.end();
  };
}
