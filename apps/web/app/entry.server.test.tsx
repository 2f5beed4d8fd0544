import { PassThrough } from 'node:stream';
import { lazy, Suspense } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import {
  createRequestHandler,
  type EntryContext,
  Links,
  Meta,
  Outlet,
  RouterContextProvider,
  Scripts,
  type ServerBuild,
  ServerRouter,
  useLoaderData,
} from 'react-router';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handMadeServerBuild } from '../server/testing/server-build.ts';
import { contentSecurityPolicy } from '@shop/api/test-support';
import handleRequest, { handleError } from './entry.server.tsx';
import { ApiError } from './lib/api-client.ts';
import { serverContext } from './lib/request-context.server.ts';
import { startScriptsAfterPaint } from './lib/scripts-after-paint.ts';

/** Loader data large enough to arrive in several chunks of the encoded stream, with Cyrillic in it. */
const DATA = {
  title: 'Сыворотка «Гиалурон» 30 мл',
  rows: Array.from({ length: 400 }, (_, i) => ({ id: i, name: `Товар ${i} — крем для лица`, price: 100 + i })),
};

/** A part whose code arrives only after the first render has started (a lazy chunk not yet loaded). */
let Late = lazy(loadLate);
function loadLate() {
  return new Promise<{ default: () => React.ReactElement }>((resolve) =>
    setTimeout(() => resolve({ default: () => <p>Загружено позже</p> }), 5),
  );
}

function Root() {
  const data = useLoaderData<typeof DATA>();
  return (
    <html lang="ru">
      <head>
        <Meta />
        <Links />
      </head>
      <body>
        <h1>{data.title}</h1>
        <p>{data.rows.length} товаров</p>
        <Suspense fallback={<p>Загрузка</p>}>
          <Late />
        </Suspense>
        <Outlet />
        <Scripts />
      </body>
    </html>
  );
}

function buildWith(entry: ServerBuild['entry']['module']): ServerBuild {
  return handMadeServerBuild(entry, [{ id: 'root', path: '', module: { default: Root, loader: () => DATA } }]);
}

/** React Router's own way: the streaming renderer, waiting for everything. */
function streamingEntry(request: Request, status: number, headers: Headers, context: EntryContext) {
  return new Promise<Response>((resolve) => {
    const chunks: Buffer[] = [];
    const { pipe } = renderToPipeableStream(<ServerRouter context={context} url={request.url} />, {
      onAllReady() {
        const sink = new PassThrough();
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => resolve(new Response(startScriptsAfterPaint(Buffer.concat(chunks)).html, { status, headers })));
        pipe(sink);
      },
    });
  });
}

async function page(entry: ServerBuild['entry']['module'], build: ServerBuild = buildWith(entry)) {
  const handle = createRequestHandler(build, 'production');
  const context = new RouterContextProvider();
  context.set(serverContext, {
    transport: async () => ({ status: 200, headers: {}, body: {} }),
    visitorId: 'visitor-1',
    origin: 'http://shop.test',
    contentSecurityPolicy,
  });
  const response = await handle(new Request('http://shop.test/'), context);
  return {
    status: response.status,
    html: await response.text(),
    policy: response.headers.get('content-security-policy'),
    retryAfter: response.headers.get('retry-after'),
  };
}

/** A page whose loader the API refused because the database is unreachable. */
function Refused() {
  return (
    <html lang="ru">
      <body>
        <p>Сервис временно недоступен</p>
      </body>
    </html>
  );
}

const ENTRY = { default: handleRequest, streamTimeout: 5_000 } as ServerBuild['entry']['module'];

describe('entry.server', () => {
  it('renders a part that is still loading with the streaming renderer, in full', async () => {
    Late = lazy(loadLate);
    const ours = await page(ENTRY);
    expect(ours.status).toBe(200);
    expect(ours.html).toContain('<p>Загружено позже</p>');
    expect(ours.html).not.toContain('Загрузка');
    expect(ours.html).toContain('Товар 399 — крем для лица');
    expect(ours.html).toContain('window.__reactRouterContext.streamController.close();');
    expect(ours.html).not.toMatch(/<!--\$[?!]-->/);
  });

  it('renders the same document as the streaming renderer, hydration data included', async () => {
    const ours = await page(ENTRY);
    const reference = await page({ default: streamingEntry } as unknown as ServerBuild['entry']['module']);
    expect(ours.status).toBe(200);
    expect(ours.html).toBe(reference.html);
    expect(ours.html).toContain('<h1>Сыворотка «Гиалурон» 30 мл</h1>');
    expect(ours.html).toContain('Товар 399 — крем для лица');
    expect(ours.html).toContain('window.__reactRouterContext.streamController.close();');
    expect(ours.html).not.toMatch(/<!--\$[?!]-->/);
  });

  it('names every inline script of the page, the boot module its loader adds included, and allows no other', async () => {
    const ours = await page(ENTRY);
    const scriptSources = /(?:^|; )script-src ([^;]*)/.exec(ours.policy ?? '')?.[1].split(' ') ?? [];
    expect(scriptSources).toContain("'self'");
    expect(scriptSources).not.toContain("'unsafe-inline'");
    const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
    const inline = [...ours.html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
    const boot = /\(function\(preloads,boot\)[\s\S]*\}\)\(\[[^\]]*\],("(?:[^"\\]|\\.)*")\)/.exec(ours.html)?.[1];
    expect(inline.length).toBeGreaterThanOrEqual(3);
    expect(boot).toBeDefined();
    for (const text of [...inline, JSON.parse(boot!) as string]) expect(scriptSources).toContain(sha256(text));
    expect(scriptSources.filter((source) => source.startsWith("'sha256-"))).toHaveLength(inline.length + 1);
  });

  it('answers a page whose loader the API refused for the database with 503 and Retry-After, in production too', async () => {
    const entry = { default: handleRequest, handleError, streamTimeout: 5_000 } as ServerBuild['entry']['module'];
    const loader = () => {
      throw new ApiError(503, { message: 'Сервис временно недоступен' });
    };
    const build = handMadeServerBuild(entry, [{ id: 'root', path: '', module: { default: Root, loader, ErrorBoundary: Refused } }]);
    const refused = await page(entry, build);
    expect(refused.status).toBe(503);
    expect(refused.retryAfter).toBe('2');
    expect(refused.html).toContain('Сервис временно недоступен');
  });
});
