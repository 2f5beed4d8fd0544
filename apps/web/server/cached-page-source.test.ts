import { describe, expect, it } from 'vitest';
import { createCachedPageSource, type RenderedPage } from './cached-page-source.ts';
import { createHtmlCache } from './html-cache.ts';

function setup(options: { render?: (n: number) => Partial<RenderedPage> | Error } = {}) {
  const clock = { now: 0 };
  const cache = createHtmlCache({ ttlSeconds: 60, staleSeconds: 60, maxBytes: 1024 * 1024, version: async () => 'v1', now: () => clock.now });
  let renders = 0;
  const refreshErrors: unknown[] = [];
  const release: Array<() => void> = [];
  // Each render waits until the test lets it finish, so requests can pile up behind it.
  const render = async () => {
    const n = ++renders;
    await new Promise<void>((resolve) => release.push(resolve));
    const made = options.render?.(n) ?? {};
    if (made instanceof Error) throw made;
    return { status: 200, headers: {}, setCookies: [], body: Buffer.from(`render ${n}`), ...made };
  };
  const pageFor = createCachedPageSource(cache, render, (error) => refreshErrors.push(error));
  // Lets the renders asked for so far start (the cache key is awaited first), then finishes them.
  const finishRenders = async () => {
    await new Promise((resolve) => setImmediate(resolve));
    while (release.length) release.shift()!();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return { clock, pageFor, finishRenders, renders: () => renders, refreshErrors };
}

const text = (answer: { page: { body: Buffer } }) => answer.page.body.toString();

describe('cached page source', () => {
  it('never serves one price audience the page of another, kept or rendering', async () => {
    const { pageFor, finishRenders, renders } = setup();
    // A guest and a professional ask together: neither waits for the other's render.
    const together = Promise.all([pageFor('/katalog/', '', {}), pageFor('/katalog/', 'professional-10', {})]);
    await finishRenders();
    const [guest, professional] = await together;
    expect(renders()).toBe(2);
    expect([guest.outcome, professional.outcome]).toEqual(['miss', 'miss']);
    expect(text(guest)).not.toBe(text(professional));
    // Each one's kept page is served to its own audience only; a third audience renders its own.
    expect(text(await pageFor('/katalog/', '', {}))).toBe(text(guest));
    expect(text(await pageFor('/katalog/', 'professional-10', {}))).toBe(text(professional));
    const distributor = pageFor('/katalog/', 'distributor', {});
    await finishRenders();
    expect(await distributor).toMatchObject({ outcome: 'miss' });
    expect(renders()).toBe(3);
  });

  it('renders a page once for all the requests that ask while it renders', async () => {
    const { pageFor, finishRenders, renders } = setup();
    const answers = Promise.all([1, 2, 3].map(() => pageFor('/katalog/', '', {})));
    await finishRenders();
    const [first, second, third] = await answers;
    expect(renders()).toBe(1);
    expect([first.outcome, second.outcome, third.outcome]).toEqual(['miss', 'shared', 'shared']);
    expect(text(second)).toBe('render 1');
    expect(await pageFor('/katalog/', '', {})).toMatchObject({ outcome: 'hit' });
  });

  it('serves an expired page at once and renders it again once, in the background', async () => {
    const { clock, pageFor, finishRenders, renders } = setup();
    const first = pageFor('/novinki/', '', {});
    await finishRenders();
    await first;

    clock.now = 61_000;
    const stale = await Promise.all([pageFor('/novinki/', '', {}), pageFor('/novinki/', '', {})]);
    expect(stale.map((answer) => answer.outcome)).toEqual(['stale', 'stale']);
    expect(stale.map(text)).toEqual(['render 1', 'render 1']);
    expect(renders()).toBe(2);

    await finishRenders();
    const fresh = await pageFor('/novinki/', '', {});
    expect(fresh.outcome).toBe('hit');
    expect(text(fresh)).toBe('render 2');
  });

  it('does not hand a page that sets cookies, or a failed render, to other requests', async () => {
    const { pageFor, finishRenders, renders } = setup({
      render: (n) => (n === 1 ? { setCookies: ['visitor_id=a1; Path=/'] } : n === 2 ? new Error('API down') : {}),
    });
    const personal = pageFor('/outlet/', '', {});
    const waiting = pageFor('/outlet/', '', {}).catch((error: Error) => error);
    await finishRenders();
    expect(await personal).toMatchObject({ outcome: 'miss', page: { setCookies: ['visitor_id=a1; Path=/'] } });
    // The waiter renders for itself (render 2, which fails).
    await finishRenders();
    expect(await waiting).toEqual(new Error('API down'));
    const next = pageFor('/outlet/', '', {});
    await finishRenders();
    expect(text(await next)).toBe('render 3');
    expect(renders()).toBe(3);
  });

  it('keeps serving the stale page when the background render fails', async () => {
    const { clock, pageFor, finishRenders, refreshErrors } = setup({ render: (n) => (n === 2 ? new Error('API down') : {}) });
    const first = pageFor('/promotions/', '', {});
    await finishRenders();
    await first;
    clock.now = 61_000;
    expect(await pageFor('/promotions/', '', {})).toMatchObject({ outcome: 'stale' });
    await finishRenders();
    expect(refreshErrors).toHaveLength(1);
    expect(text(await pageFor('/promotions/', '', {}))).toBe('render 1');
  });
});
