import fs from 'node:fs/promises';
import { outboxDir } from './accounts.ts';

/** The local mail driver's letters (`.eml` files in the shop's data folder), by file name. */
export async function outboxFiles(): Promise<string[]> {
  return (await fs.readdir(outboxDir).catch(() => [] as string[])).filter((name) => name.endsWith('.eml'));
}

/** Undoes quoted-printable and base64 bodies so that links and words can be searched in plain text. */
export function decodeMime(raw: string): string {
  const qp = fromQuotedPrintable(raw.replace(/=\r?\n/g, ''));
  const base64 = [...raw.matchAll(/\r?\n\r?\n([A-Za-z0-9+/=\r\n]{40,})/g)].map((m) => Buffer.from(m[1].replace(/\s/g, ''), 'base64').toString('utf8'));
  return [qp, ...base64].join('\n');
}

/** Quoted-printable escapes are UTF-8 bytes: `=D0=9A` is one Cyrillic letter, not two Latin ones. */
function fromQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hexPair = text[i] === '=' ? /^[0-9A-F]{2}$/.exec(text.slice(i + 1, i + 3)) : null;
    if (hexPair) {
      bytes.push(Number.parseInt(hexPair[0], 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(text[i], 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}
