import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LocalMailer } from './local-mailer.ts';
import { SmtpMailer } from './smtp-mailer.ts';

/**
 * A minimal SMTP server (RFC 5321: greeting, EHLO, optional AUTH PLAIN, MAIL, RCPT, DATA, QUIT) that
 * keeps what it receives, to test the SMTP driver over a real socket.
 */
interface Received {
  from: string;
  to: string[];
  data: string;
  auth: string | null;
}
const received: Received[] = [];
let server: net.Server;
let port: number;

beforeAll(async () => {
  server = net.createServer((socket) => {
    let buffer = '';
    let inData = false;
    let current: Received = { from: '', to: [], data: '', auth: null };
    const reply = (line: string) => socket.write(`${line}\r\n`);
    reply('220 fake-smtp ESMTP ready');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index = buffer.indexOf('\r\n');
      while (index >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            received.push(current);
            current = { from: '', to: [], data: '', auth: current.auth };
            reply('250 2.0.0 queued');
          } else current.data += `${line.startsWith('..') ? line.slice(1) : line}\n`;
        } else {
          const command = line.slice(0, 4).toUpperCase();
          if (command === 'EHLO') {
            socket.write('250-fake-smtp\r\n250-AUTH PLAIN\r\n250 8BITMIME\r\n');
          } else if (command === 'AUTH') {
            current.auth = Buffer.from(line.split(' ')[2] ?? '', 'base64').toString('utf8');
            reply(current.auth === '\u0000shop\u0000smtp-pass' ? '235 2.7.0 accepted' : '535 5.7.8 bad credentials');
          } else if (command === 'MAIL') {
            current.from = /<(.*)>/.exec(line)?.[1] ?? '';
            reply('250 OK');
          } else if (command === 'RCPT') {
            current.to.push(/<(.*)>/.exec(line)?.[1] ?? '');
            reply('250 OK');
          } else if (command === 'DATA') {
            inData = true;
            reply('354 end with .');
          } else if (command === 'QUIT') {
            reply('221 bye');
            socket.end();
          } else reply('250 OK');
        }
        index = buffer.indexOf('\r\n');
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as net.AddressInfo).port;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));

const letter = {
  to: 'olena@example.com',
  subject: 'Відновлення пароля',
  text: 'Посилання: https://shop.example/ua/?modal=restore-password&token=abc',
  html: '<p>Посилання</p>',
};

describe('SMTP driver (against a local SMTP server)', () => {
  it('delivers the letter with sender, recipient, subject and both parts', async () => {
    const mailer = new SmtpMailer(`smtp://shop:smtp-pass@127.0.0.1:${port}?ignoreTLS=true`, 'ProCosmetics <no-reply@procosmetics.ua>');
    await mailer.send(letter);
    mailer.close();
    const [mail] = received.slice(-1);
    expect(mail.auth).toBe('\u0000shop\u0000smtp-pass');
    expect(mail.from).toBe('no-reply@procosmetics.ua');
    expect(mail.to).toEqual(['olena@example.com']);
    expect(mail.data).toContain('Subject: =?UTF-8?');
    expect(mail.data).toContain('multipart/alternative');
  });

  it('fails when the server refuses the credentials', async () => {
    const mailer = new SmtpMailer(`smtp://shop:wrong@127.0.0.1:${port}?ignoreTLS=true`, 'no-reply@procosmetics.ua');
    await expect(mailer.send(letter)).rejects.toThrow();
    mailer.close();
  });
});

describe('local outbox', () => {
  it('keeps letters in memory and writes them as .eml files', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    try {
      const mailer = new LocalMailer(folder, 'ProCosmetics <no-reply@procosmetics.ua>');
      await mailer.send(letter);
      const [kept] = mailer.lettersTo('OLENA@example.com');
      expect(kept.subject).toBe('Відновлення пароля');
      const eml = fs.readFileSync(kept.file, 'utf8');
      expect(path.dirname(kept.file)).toBe(folder);
      expect(eml).toContain('To: olena@example.com');
      expect(eml).toContain('From: ProCosmetics <no-reply@procosmetics.ua>');
      expect(eml).toContain('multipart/alternative');
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });

  it('makes its folder once, and again when it was removed meanwhile', async () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    const folder = path.join(parent, 'outbox');
    try {
      const mailer = new LocalMailer(folder, 'ProCosmetics <no-reply@procosmetics.ua>');
      await mailer.send({ ...letter, subject: 'Перший' });
      fs.rmSync(folder, { recursive: true });
      await mailer.send({ ...letter, subject: 'Другий' });
      expect((await mailer.recent()).map((kept) => kept.subject)).toEqual(['Другий']);
    } finally {
      fs.rmSync(parent, { recursive: true, force: true });
    }
  });

  it('keeps only the newest letters on disk', async () => {
    const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'outbox-'));
    try {
      const mailer = new LocalMailer(folder, 'ProCosmetics <no-reply@procosmetics.ua>', { keepOnDisk: 3, pruneEvery: 2 });
      for (let i = 1; i <= 6; i++) await mailer.send({ ...letter, subject: `Лист ${i}` });
      const files = fs.readdirSync(folder);
      expect(files.filter((name) => name.endsWith('.eml'))).toHaveLength(3);
      expect((await mailer.recent()).map((kept) => kept.subject)).toEqual(['Лист 6', 'Лист 5', 'Лист 4']);
    } finally {
      fs.rmSync(folder, { recursive: true, force: true });
    }
  });
});
