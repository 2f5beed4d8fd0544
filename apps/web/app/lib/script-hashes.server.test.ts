import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes, scriptHashSource } from './script-hashes.server.ts';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes every inline script the browser runs, and no external script or data block', () => {
    const page = Buffer.from(
      '<html><head><script>window.a="ґ"</script><script src="/x.js"></script>' +
        '<script type="application/ld+json">{"@type":"Product"}</script></head>' +
        '<body><script type="module" async="">import "/b.js"</script><script>window.a="ґ"</script></body></html>',
    );
    expect(inlineScriptHashes(page)).toEqual([sha256('window.a="ґ"'), sha256('import "/b.js"')]);
  });

  it('hashes the text as the browser sees it once line breaks are normalised', () => {
    expect(scriptHashSource('a\r\nb\rc')).toBe(sha256('a\nb\nc'));
  });

  it('finds nothing in a page without scripts', () => {
    expect(inlineScriptHashes(Buffer.from('<p>текст</p>'))).toEqual([]);
  });
});
