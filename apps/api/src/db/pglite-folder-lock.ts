import fs from 'node:fs';

/**
 * One process at a time on an embedded database's folder. PGlite keeps the database's pages in its
 * own memory and writes them back when it likes: a second process on the same folder (an
 * `npm run admin:create` while the shop runs, a backup of a running shop) has each overwrite the
 * other's pages, and an account created "successfully" was gone after the shop's next restart. The
 * lock is a file beside the folder holding the owner's process id; one whose owner is gone (a
 * crash, `kill -9`) is taken over.
 */
export class EmbeddedDatabaseInUse extends Error {}

function lockFileOf(folder: string): string {
  return `${folder}.lock`;
}

/** Folders this process holds: a lock naming this process's id for any other folder is a stale one. */
const held = new Set<string>();

/**
 * Whether the lock's owner may still have the folder open: a running Node process. A container that
 * restarts gives its new process the same small id as the crashed one, and another program may get a
 * dead owner's id: neither holds the folder.
 */
function mayHold(pid: number, folder: string): boolean {
  if (pid === process.pid) return held.has(folder);
  try {
    process.kill(pid, 0);
  } catch (error) {
    // EPERM: it runs, as another user.
    if ((error as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  try {
    return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('node');
  } catch {
    // No /proc (not Linux) or not readable: take the running process at its word.
    return true;
  }
}

/** Takes the folder's lock for this process, or throws EmbeddedDatabaseInUse naming the process that holds it. Returns the release. */
export function lockEmbeddedDatabase(folder: string): () => void {
  const file = lockFileOf(folder);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      fs.writeFileSync(file, String(process.pid), { flag: 'wx', mode: 0o600 });
      held.add(folder);
      return () => releaseEmbeddedDatabase(folder);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = Number(fs.readFileSync(file, 'utf8').trim());
      if (Number.isInteger(owner) && owner > 0 && mayHold(owner, folder)) {
        throw new EmbeddedDatabaseInUse(
          owner === process.pid
            ? `The embedded database in ${folder} is already open in this process`
            : `The embedded database in ${folder} is in use by process ${owner} (a running shop or another command): stop it first. PGlite serves one process at a time.`,
        );
      }
      // Its owner is gone: the lock is stale.
      fs.rmSync(file, { force: true });
    }
  }
  throw new EmbeddedDatabaseInUse(`Could not lock the embedded database in ${folder}`);
}

function releaseEmbeddedDatabase(folder: string): void {
  held.delete(folder);
  const file = lockFileOf(folder);
  try {
    if (fs.readFileSync(file, 'utf8').trim() === String(process.pid)) fs.rmSync(file, { force: true });
  } catch {
    // Already gone.
  }
}
