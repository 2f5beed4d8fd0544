import { describe, expect, it } from 'vitest';
import { STYLESHEET_MARKER, spliceStylesheet } from './stylesheet-splice.ts';

const CSS = Buffer.from('body{font-family:"Manrope"}.a::before{content:"→"}');

describe('spliceStylesheet', () => {
  it('puts the stylesheet where the render left its marker', () => {
    const page = Buffer.from(`<html><head><title>Каталог</title><style>${STYLESHEET_MARKER}</style></head><body>Товар</body></html>`);
    expect(spliceStylesheet(page, CSS).toString('utf8')).toBe(
      `<html><head><title>Каталог</title><style>${CSS.toString('utf8')}</style></head><body>Товар</body></html>`,
    );
  });

  it('leaves a page without the marker in its head unchanged', () => {
    const page = Buffer.from(`<html><head></head><body><pre>${STYLESHEET_MARKER}</pre></body></html>`);
    expect(spliceStylesheet(page, CSS)).toBe(page);
    expect(spliceStylesheet(Buffer.from('<p>x</p>'), CSS).toString()).toBe('<p>x</p>');
  });
});
