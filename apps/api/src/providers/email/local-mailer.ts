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

/**
 * Development and test driver: letters stay in memory (the last 200) and are written as .eml files
 * under `<dataDir>/outbox`, which any mail client opens. nodemailer builds the MIME message, so the
 * files are what SMTP would have sent.
 */
export class LocalMailer implements Mailer {
  readonly kind = 'local' as const;
  readonly outbox: OutboxEntry[] = [];
  private readonly composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });

  constructor(
    private readonly folder: string,
    private readonly from: string,
  ) {}

  async send(letter: Letter): Promise<void> {
    const info = await this.composer.sendMail({ from: this.from, ...letter });
    await fs.mkdir(this.folder, { recursive: true });
    const file = path.join(this.folder, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`);
    await fs.writeFile(file, info.message as Buffer);
    this.outbox.push({ ...letter, sentAt: new Date(), file });
    if (this.outbox.length > 200) this.outbox.shift();
  }

  /** Letters to one address, oldest first. */
  lettersTo(address: string): OutboxEntry[] {
    return this.outbox.filter((l) => l.to.toLowerCase() === address.toLowerCase());
  }
}
