import Fastify from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '@shop/api/test-support';
import { createHtmlCache } from './html-cache.ts';
import { registerPageHandler } from './page-handler.ts';
import { handMadeServerBuild } from './testing/server-build.ts';

const PAGE = `<!doctype html><html lang="ru"><body>${'<h1>Сыворотка «Гиалурон» 30 мл</h1>'.repeat(50)}</body></html>`;

/** A build with one page for every path, whose document entry answers with PAGE and counts how often it ran. */
function countingBuild() {
  const counter = { renders: 0 };
  const entry = {
    default: async (_request: Request, status: number, headers: Headers) => {
      counter.renders++;
      headers.set('content-type', 'text/html; charset=utf-8');
      return new Response(PAGE, { status, headers });
    },
  };
  const build = handMadeServerBuild(entry as ServerBuild['entry']['module'], [
    { id: 'root', path: '', module: { default: () => null } },
    { id: 'page', parentId: 'root', path: '*', module: { default: () => null, loader: () => ({ ok: true }) } },
  ]);
  return { build, counter };
}

const apps: Array<ReturnType<typeof Fastify>> = [];
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
});

function shopWithCache() {
  const { build, counter } = countingBuild();
  const app = Fastify();
  apps.push(app);
  const cache = createHtmlCache({ ttlSeconds: 60, staleSeconds: 60, maxBytes: 1024 * 1024, version: async () => 'v1' });
  registerPageHandler(app, { build, mode: 'production', origin: 'http://shop.test', cache, contentSecurityPolicy, maxConcurrentRenders: 4 });
  return { app, counter };
}

describe('page handler', () => {
  it('answers HEAD with the page’s headers and keeps the whole page for the GETs that follow', async () => {
    const { app } = shopWithCache();
    const head = await app.inject({ method: 'HEAD', url: '/katalog/' });
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(Number(head.headers['content-length'])).toBe(Buffer.byteLength(PAGE));

    const get = await app.inject({ method: 'GET', url: '/katalog/' });
    expect(get.headers['x-cache']).toBe('hit');
    expect(get.body).toBe(PAGE);
  });

  it('renders a page once for requests that arrive together', async () => {
    const { app, counter } = shopWithCache();
    const answers = await Promise.all([1, 2, 3, 4].map(() => app.inject({ method: 'GET', url: '/novinki/' })));
    expect(counter.renders).toBe(1);
    expect(answers.map((answer) => answer.body)).toEqual([PAGE, PAGE, PAGE, PAGE]);
    expect(answers.map((answer) => answer.headers['x-cache']).sort()).toEqual(['miss', 'shared', 'shared', 'shared']);
  });
});
