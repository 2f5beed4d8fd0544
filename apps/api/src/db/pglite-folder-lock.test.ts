import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './client.ts';
import { EmbeddedDatabaseInUse, lockEmbeddedDatabase } from './pglite-folder-lock.ts';

const folders: string[] = [];
function newFolder(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-lock-'));
  folders.push(dir);
  return path.join(dir, 'pglite');
}
afterEach(() => {
  for (const dir of folders.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

describe('the embedded database folder lock', () => {
  it('refuses a second opening while the first is open, naming the process, and lets it in once closed', async () => {
    const folder = newFolder();
    const first = await openDatabase({ databaseUrl: null, pgliteDir: folder });
    await expect(openDatabase({ databaseUrl: null, pgliteDir: folder })).rejects.toThrow(EmbeddedDatabaseInUse);
    await first.close();
    expect(fs.existsSync(`${folder}.lock`)).toBe(false);
    const second = await openDatabase({ databaseUrl: null, pgliteDir: folder });
    await second.close();
  });

  it('refuses while another running process holds it, and takes over the lock of one that is gone', async () => {
    const folder = newFolder();
    fs.mkdirSync(path.dirname(folder), { recursive: true });
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)']);
    try {
      fs.writeFileSync(`${folder}.lock`, String(other.pid));
      expect(() => lockEmbeddedDatabase(folder)).toThrow(new RegExp(`in use by process ${other.pid}`));
    } finally {
      other.kill('SIGKILL');
      await new Promise((resolve) => other.once('exit', resolve));
    }
    // Its owner died without releasing it (kill -9): the next opening takes it.
    const release = lockEmbeddedDatabase(folder);
    expect(fs.readFileSync(`${folder}.lock`, 'utf8')).toBe(String(process.pid));
    release();
    expect(fs.existsSync(`${folder}.lock`)).toBe(false);
  });

  it('takes over a lock naming its own process id that it does not hold (a restarted container reuses the id)', async () => {
    const folder = newFolder();
    fs.mkdirSync(path.dirname(folder), { recursive: true });
    fs.writeFileSync(`${folder}.lock`, String(process.pid));
    const release = lockEmbeddedDatabase(folder);
    expect(() => lockEmbeddedDatabase(folder)).toThrow(/already open in this process/);
    release();
  });

  it('takes over a lock whose process id now belongs to another program', async () => {
    const folder = newFolder();
    fs.mkdirSync(path.dirname(folder), { recursive: true });
    const other = spawn('sleep', ['60']);
    try {
      fs.writeFileSync(`${folder}.lock`, String(other.pid));
      lockEmbeddedDatabase(folder)();
    } finally {
      other.kill('SIGKILL');
    }
  });
});
