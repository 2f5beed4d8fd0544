import fs from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import type { Letter, Mailer } from './mailer.ts';

export interface OutboxEntry extends Letter {
  sentAt: Date;
  /** The .eml file written under the outbox folder. */
  file: string;
}

/** What the demo's outbox page reads back: the letter as sent, beside its .eml file. */
interface StoredLetter extends Letter {
  sentAt: string;
}

export interface LocalMailerOptions {
  /** Letters kept in the folder; older ones are deleted. */
  keepOnDisk?: number;
  /** The folder is pruned after this many letters (reading it costs more than one letter). */
  pruneEvery?: number;
}

/**
 * Demo and test driver: letters stay in memory (the last 200) and are written as .eml files under
 * `<dataDir>/outbox`, which any mail client opens, each with a .json copy that the demo's outbox
 * page lists. nodemailer builds the MIME message, so the files are what SMTP would have sent.
 * The folder keeps the newest `keepOnDisk` letters: a demo that runs for months, or a benchmark that
 * places thousands of orders a minute, must not fill the disk (a bench run had left 135,000 files).
 */
export class LocalMailer implements Mailer {
  readonly kind = 'local' as const;
  readonly outbox: OutboxEntry[] = [];
  private readonly composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  private readonly keepOnDisk: number;
  private readonly pruneEvery: number;
  private sentSincePrune = 0;
  private written = 0;

  constructor(
    private readonly folder: string,
    private readonly from: string,
    options: LocalMailerOptions = {},
  ) {
    this.keepOnDisk = options.keepOnDisk ?? 1000;
    this.pruneEvery = options.pruneEvery ?? 100;
  }

  async send(letter: Letter): Promise<void> {
    const info = await this.composer.sendMail({ from: this.from, ...letter });
    // The time, then this process's count (letters of the same millisecond keep their order), then
    // random bytes (other processes share the folder).
    const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(++this.written).padStart(8, '0')}`;
    const file = path.join(this.folder, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
    // The folder is made when a write finds it missing (the first letter, or one removed meanwhile),
    // not before every letter: a burst of orders writes hundreds a second.
    await fs.writeFile(file, info.message as Buffer).catch(async (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
      await fs.mkdir(this.folder, { recursive: true });
      await fs.writeFile(file, info.message as Buffer);
    });
    const sentAt = new Date();
    const stored: StoredLetter = { ...letter, sentAt: sentAt.toISOString() };
    await fs.writeFile(file.replace(/\.eml$/, '.json'), JSON.stringify(stored), { mode: 0o600 });
    this.outbox.push({ ...letter, sentAt, file });
    if (this.outbox.length > 200) this.outbox.shift();
    if (++this.sentSincePrune >= this.pruneEvery) {
      this.sentSincePrune = 0;
      await this.prune();
    }
  }

  /** Deletes the oldest letters beyond `keepOnDisk`; another process sharing the folder may prune at once. */
  private async prune(): Promise<void> {
    const names = await fs.readdir(this.folder).catch(() => [] as string[]);
    const letters = names.filter((name) => name.endsWith('.json')).sort();
    const old = letters.slice(0, Math.max(0, letters.length - this.keepOnDisk));
    const gone = (error: NodeJS.ErrnoException) => {
      if (error.code !== 'ENOENT') throw error;
    };
    for (const name of old) {
      const file = path.join(this.folder, name);
      await Promise.all([fs.unlink(file).catch(gone), fs.unlink(file.replace(/\.json$/, '.eml')).catch(gone)]);
    }
  }

  /**
   * The newest letters in the outbox folder, newest first: also those sent before a restart or by
   * another process sharing the data folder.
   */
  async recent(limit = 50): Promise<Array<StoredLetter & { id: string }>> {
    const names = await fs.readdir(this.folder).catch(() => [] as string[]);
    // File names start with the send time, so the name order is the time order.
    const newest = names.filter((name) => name.endsWith('.json')).sort().reverse().slice(0, limit);
    const letters = await Promise.all(
      newest.map(async (name) => {
        try {
          const stored = JSON.parse(await fs.readFile(path.join(this.folder, name), 'utf8')) as StoredLetter;
          return { ...stored, id: name.replace(/\.json$/, '') };
        } catch {
          return null;
        }
      }),
    );
    return letters.filter((letter) => letter !== null);
  }

  /** Letters to one address, oldest first. */
  lettersTo(address: string): OutboxEntry[] {
    return this.outbox.filter((l) => l.to.toLowerCase() === address.toLowerCase());
  }
}
