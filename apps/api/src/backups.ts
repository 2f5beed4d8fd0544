import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { AppConfig } from './config.ts';
import { openEmbedded } from './db/client.ts';

/**
 * Backups of an install (docs/operations.md, "Backups"): the database and the files the database
 * names, in one folder per backup.
 * - PostgreSQL: `pg_dump --format=custom` (one consistent snapshot), restored with `pg_restore`.
 * - The embedded database: PGlite's own copy of its data folder (`dumpDataDir`), taken while the shop
 *   is stopped (the folder belongs to one process), restored into an empty folder.
 * - Files: uploaded professional documents, product media and the install's keys (sessions and the
 *   local payment driver stay valid after a restore), archived with `tar` AFTER the database, so every
 *   file a dumped row names is in the archive (files are only ever added under new names).
 */

/** The data folder's parts that a backup carries besides the database. */
const FILE_FOLDERS = ['uploads', 'media', 'secrets'] as const;

export interface BackupManifest {
  createdAt: string;
  database: 'postgres' | 'pglite';
  /** The file names inside the backup folder. */
  databaseFile: string;
  filesArchive: string | null;
}

export class BackupFailed extends Error {}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(command, args, { encoding: 'utf8', env });
  if (result.error) throw new BackupFailed(`${command} could not run: ${result.error.message}`);
  if (result.status !== 0) throw new BackupFailed(`${command} failed: ${(result.stderr || result.stdout).trim().slice(0, 2000)}`);
}

function pgliteDir(config: AppConfig): string {
  return path.join(config.dataDir, 'pglite');
}

/** Writes a backup into `folder` (created; must not exist yet) and returns its manifest. */
export async function backupTo(config: AppConfig, folder: string): Promise<BackupManifest> {
  if (fs.existsSync(folder)) throw new BackupFailed(`${folder} exists already: a backup goes into a new folder`);
  fs.mkdirSync(folder, { recursive: true, mode: 0o700 });
  let databaseFile: string;
  if (config.databaseUrl) {
    databaseFile = 'database.dump';
    run('pg_dump', ['--format=custom', '--no-owner', '--file', path.join(folder, databaseFile), config.databaseUrl]);
  } else {
    databaseFile = 'pglite.tar.gz';
    if (!fs.existsSync(pgliteDir(config))) throw new BackupFailed(`no embedded database under ${pgliteDir(config)}`);
    // A consistent copy needs the folder to itself: a running shop holds its lock, and is named.
    const { client, close } = await openEmbedded(pgliteDir(config));
    try {
      const dump = await client.dumpDataDir('gzip');
      fs.writeFileSync(path.join(folder, databaseFile), Buffer.from(await dump.arrayBuffer()), { mode: 0o600 });
    } finally {
      await close();
    }
  }
  const present = FILE_FOLDERS.filter((name) => fs.existsSync(path.join(config.dataDir, name)));
  const filesArchive = present.length ? 'files.tar.gz' : null;
  if (filesArchive) run('tar', ['-czf', path.join(folder, filesArchive), '-C', config.dataDir, ...present]);
  const manifest: BackupManifest = { createdAt: new Date().toISOString(), database: config.databaseUrl ? 'postgres' : 'pglite', databaseFile, filesArchive };
  fs.writeFileSync(path.join(folder, 'backup.json'), `${JSON.stringify(manifest, null, 2)}\n`, { mode: 0o600 });
  return manifest;
}

/**
 * Restores a backup into the configured database and data folder. The database must be empty (a fresh
 * PostgreSQL database, or no embedded database yet): a restore never mixes two shops' rows.
 */
export async function restoreFrom(config: AppConfig, folder: string): Promise<BackupManifest> {
  const manifestFile = path.join(folder, 'backup.json');
  if (!fs.existsSync(manifestFile)) throw new BackupFailed(`${folder} holds no backup.json`);
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as BackupManifest;
  const target = config.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== target) throw new BackupFailed(`the backup is of a ${manifest.database} database; this install uses ${target}`);
  if (config.databaseUrl) {
    run('pg_restore', ['--no-owner', '--exit-on-error', '--dbname', config.databaseUrl, path.join(folder, manifest.databaseFile)]);
  } else {
    if (fs.existsSync(pgliteDir(config)) && fs.readdirSync(pgliteDir(config)).length) {
      throw new BackupFailed(`${pgliteDir(config)} is not empty: restore into a new data folder`);
    }
    fs.mkdirSync(config.dataDir, { recursive: true });
    const dump = new Blob([fs.readFileSync(path.join(folder, manifest.databaseFile))]);
    await (await openEmbedded(pgliteDir(config), dump)).close();
  }
  if (manifest.filesArchive) {
    fs.mkdirSync(config.dataDir, { recursive: true });
    run('tar', ['-xzf', path.join(folder, manifest.filesArchive), '-C', config.dataDir]);
  }
  return manifest;
}
