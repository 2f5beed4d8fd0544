import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { startScriptsAfterPaint as startOnBytes } from './scripts-after-paint.ts';

const startScriptsAfterPaint = (html: string) => startOnBytes(Buffer.from(html)).html.toString('utf8');

const BOOT = 'import * as route0 from "/assets/root.js";\nwindow.__reactRouterManifest = {"a":"</b>"};';
const PAGE =
  '<!DOCTYPE html><html><head><meta charset="utf-8"/>' +
  '<link rel="modulepreload" href="/assets/entry.js"/><link rel="modulepreload" href="/assets/framework.js"/>' +
  '<link rel="preload" as="image" href="/media/photo.webp"/></head>' +
  `<body><main>Товар</main><script>window.__reactRouterContext = {};</script><script type="module" async="">${BOOT}</script>` +
  '<script>window.__reactRouterContext.streamController.close();</script></body></html>';

type FakeElement = { tag: string; rel?: string; href?: string; type?: string; textContent?: string };

/** Runs the page's loader script against a stand-in document and returns what it adds, in order. */
function runLoader(html: string) {
  const loader = /<script>(\(function\(preloads,boot\)[\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!loader) throw new Error('no loader in the page');
  const added: FakeElement[] = [];
  const frames: Array<() => void> = [];
  const timers: Array<() => void> = [];
  const append = (el: FakeElement) => added.push(el);
  const context = {
    document: { createElement: (tag: string) => ({ tag }), head: { appendChild: append }, body: { appendChild: append } },
    requestAnimationFrame: (fn: () => void) => frames.push(fn),
    setTimeout: (fn: () => void) => timers.push(fn),
  };
  vm.runInNewContext(loader, context);
  return { added, frames, timers };
}

describe('startScriptsAfterPaint', () => {
  it('hands back the boot module, which the loader runs as an inline script', () => {
    expect(startOnBytes(Buffer.from(PAGE)).boot).toBe(BOOT);
    expect(startOnBytes(Buffer.from('<p>x</p>')).boot).toBeNull();
  });

  it('takes the module preloads out of the head and leaves other preloads', () => {
    const out = startScriptsAfterPaint(PAGE);
    expect(out).not.toContain('<link rel="modulepreload"');
    expect(out).toContain('<link rel="preload" as="image" href="/media/photo.webp"/>');
    expect(out).not.toContain('<script type="module"');
    expect(out).toContain('<main>Товар</main><script>window.__reactRouterContext = {};</script><script>(function');
    expect(out.endsWith('<script>window.__reactRouterContext.streamController.close();</script></body></html>')).toBe(true);
  });

  it('adds the preloads and then the same boot module after the first painted frame', () => {
    const { added, frames, timers } = runLoader(startScriptsAfterPaint(PAGE));
    expect(added).toEqual([]);
    frames.shift()?.();
    expect(added).toEqual([]);
    timers.shift()?.();
    expect(added).toEqual([
      { tag: 'link', rel: 'modulepreload', href: '/assets/entry.js' },
      { tag: 'link', rel: 'modulepreload', href: '/assets/framework.js' },
      { tag: 'script', type: 'module', textContent: BOOT },
    ]);
  });

  it('cannot be closed early by a "</script>" inside the boot module', () => {
    const out = startScriptsAfterPaint(PAGE);
    const loader = out.slice(out.indexOf('<script>(function'));
    expect(loader.indexOf('</script>')).toBe(loader.indexOf('</script><script>window.__reactRouterContext.streamController'));
  });

  it('leaves a page without a boot module unchanged', () => {
    const page = '<html><head><link rel="modulepreload" href="/a.js"/></head><body><p>x</p></body></html>';
    expect(startScriptsAfterPaint(page)).toBe(page);
    expect(startScriptsAfterPaint('<p>x</p>')).toBe('<p>x</p>');
  });
});
