import { describe, expect, it } from 'vitest';
import { sanitizeContentHtml } from './sanitize-html.ts';

describe('sanitizeContentHtml', () => {
  it('keeps formatting and drops scripts and handlers', () => {
    const out = sanitizeContentHtml('<h2>Ціни</h2><p onclick="x()">Текст<script>alert(1)</script></p>');
    expect(out).toBe('<h2>Ціни</h2><p>Текст</p>');
  });

  it('keeps YouTube embeds only', () => {
    expect(sanitizeContentHtml('<iframe src="https://www.youtube.com/embed/abc"></iframe>')).toContain('youtube.com/embed/abc');
    expect(sanitizeContentHtml('<iframe src="https://evil.example/x"></iframe>')).not.toContain('evil');
  });

  it('adds rel to links opening a new tab', () => {
    expect(sanitizeContentHtml('<a href="https://x.ua" target="_blank">x</a>')).toContain('rel="noopener noreferrer"');
  });
});
