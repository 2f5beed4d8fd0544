import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, pickEncoding } from './compression.ts';

describe('page compression', () => {
  it('prefers Brotli, then gzip, else none', () => {
    expect(pickEncoding('gzip, deflate, br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding(undefined)).toBeNull();
  });

  it('round-trips a Cyrillic page', async () => {
    const page = Buffer.from('<p>Сироватка з ніацинамідом — 1 030 грн</p>'.repeat(100));
    expect(zlib.brotliDecompressSync(await compress(page, 'br')).equals(page)).toBe(true);
    expect(zlib.gunzipSync(await compress(page, 'gzip')).equals(page)).toBe(true);
  });
});
