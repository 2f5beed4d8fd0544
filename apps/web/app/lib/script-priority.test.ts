import { describe, expect, it } from 'vitest';
import { lowerScriptPriority } from './script-priority.ts';

describe('lowerScriptPriority', () => {
  it('marks the head module preloads low and leaves the body alone', () => {
    const html =
      '<html><head><link rel="modulepreload" href="/assets/a.js"/><link rel="preload" as="image" href="/m.webp"/></head>' +
      '<body><p>&lt;link rel="modulepreload" </p></body></html>';
    const out = lowerScriptPriority(html);
    expect(out).toContain('<link rel="modulepreload" fetchpriority="low" href="/assets/a.js"/>');
    expect(out).toContain('<link rel="preload" as="image" href="/m.webp"/>');
    expect(out.slice(out.indexOf('<body>'))).toBe('<body><p>&lt;link rel="modulepreload" </p></body></html>');
  });

  it('returns a document without a head unchanged', () => {
    expect(lowerScriptPriority('<p>x</p>')).toBe('<p>x</p>');
  });
});
