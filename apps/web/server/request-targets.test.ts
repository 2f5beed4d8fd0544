import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Fastify from 'fastify';
import type { ServerBuild } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from '@shop/api/test-support';
import { registerPageHandler } from './page-handler.ts';
import { sameOriginPath } from './same-origin-path.ts';
import { handMadeServerBuild } from './testing/server-build.ts';
import { registerTrailingSlashRedirect } from './trailing-slash.ts';

/** A build whose one page writes the URL it was rendered for, so a test sees what React Router saw. */
function echoBuild() {
  const entry = {
    default: async (request: Request, status: number, headers: Headers) => {
      headers.set('content-type', 'text/plain; charset=utf-8');
      return new Response(`rendered ${request.url}`, { status, headers });
    },
  };
  return handMadeServerBuild(entry as ServerBuild['entry']['module'], [
    { id: 'root', path: '', module: { default: () => null } },
    { id: 'page', parentId: 'root', path: '*', module: { default: () => null, loader: () => ({ ok: true }) } },
  ]);
}

const apps: Array<ReturnType<typeof Fastify>> = [];
afterEach(async () => {
  while (apps.length) await apps.pop()!.close();
});

/** The page server as the shop assembles it: the slash redirect in front of the page handler. */
function shop() {
  const app = Fastify({ routerOptions: { ignoreDuplicateSlashes: true } });
  apps.push(app);
  registerTrailingSlashRedirect(app);
  registerPageHandler(app, { build: echoBuild(), mode: 'production', origin: 'http://shop.test', contentSecurityPolicy, maxConcurrentRenders: 2 });
  return app;
}

/**
 * GET over a real socket with the request target exactly as written: the in-process injector would
 * resolve `/\\host` as a URL first, and the point is what the server does with the raw target.
 */
async function rawGet(app: ReturnType<typeof shop>, target: string): Promise<{ status: number; location?: string; body: string }> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: 'GET', path: target }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** Where a browser goes with a `Location` answered for a page of http://shop.test. */
const followedBy = (location: string) => new URL(location, 'http://shop.test/katalog/');

describe('redirects stay on the shop’s origin', () => {
  const targets = [
    '//evil.example/katalog',
    '///evil.example/katalog',
    '/\\evil.example/x',
    '/\\/evil.example/x',
    '/%2F%2Fevil.example/x',
    '/%2f%2fevil.example/x',
    '/%5Cevil.example/x',
    '/%5c%5cevil.example/x',
    '//evil.example/x?next=1',
  ];

  for (const target of targets) {
    it(`answers ${JSON.stringify(target)} with a path on this origin`, async () => {
      const res = await rawGet(shop(), target);
      expect(res.status).toBe(301);
      const location = String(res.location);
      expect(location.startsWith('/')).toBe(true);
      expect(location).not.toMatch(/^(?:[/\\]|%2f|%5c){2}/i);
      expect(location).not.toContain('\\');
      expect(followedBy(location).host).toBe('shop.test');
      expect(followedBy(location).pathname).toMatch(/^\/evil\.example\/(katalog|x)\/$/);
    });
  }

  it('keeps the query string of the redirected path', async () => {
    const res = await rawGet(shop(), '//evil.example/x?next=1');
    expect(res.location).toBe('/evil.example/x/?next=1');
  });

  it('collapses leading separators and reads backslashes as browsers do', () => {
    expect(sameOriginPath('//a/b')).toBe('/a/b');
    expect(sameOriginPath('/\\a\\b?c=\\d')).toBe('/a/b?c=\\d');
    expect(sameOriginPath('/%2F%5Ca')).toBe('/a');
    expect(sameOriginPath('/katalog/')).toBe('/katalog/');
  });
});

describe('one address per page', () => {
  it('sends a path with capital letters to its lower-case form in one hop, with the slash and the query', async () => {
    expect((await rawGet(shop(), '/KATALOG/')).location).toBe('/katalog/');
    expect((await rawGet(shop(), '/Ua/Katalog?sort=price')).location).toBe('/ua/katalog/?sort=price');
  });

  it('leaves percent escapes, lower-case paths and order numbers as they are', async () => {
    expect((await rawGet(shop(), '/katalog/%D1%81%D1%8B%D0%B2%D0%BE%D1%80%D0%BE%D1%82%D0%BA%D0%B0/')).status).toBe(200);
    expect((await rawGet(shop(), '/katalog/?Sort=Price')).status).toBe(200);
    expect((await rawGet(shop(), '/order/AB7KQ2MX9PLT/')).status).toBe(200);
    expect((await rawGet(shop(), '/ua/order/AB7KQ2MX9PLT/')).status).toBe(200);
    expect((await rawGet(shop(), '/KATALOG/%D1%81/')).location).toBe('/katalog/%D1%81/');
  });
});

describe('odd request targets and methods on pages', () => {
  it('renders a target such as //host%2f/ as a path of this shop, never as another host', async () => {
    const res = await rawGet(shop(), '//host%2f/');
    expect(res.status).toBe(200);
    expect(res.body).toBe('rendered http://shop.test/host%2f/');
    const dotted = await rawGet(shop(), '//evil.example');
    expect(dotted.status).toBeLessThan(500);
    expect(dotted.body).not.toContain('http://evil.example');
  });

  it('answers TRACE and other methods no page takes with 405 and the methods it does', async () => {
    const app = shop();
    for (const method of ['TRACE', 'OPTIONS'] as const) {
      const res = await app.inject({ method, url: '/katalog/' });
      expect(res.statusCode, method).toBe(405);
      expect(res.headers.allow).toBe('GET, HEAD, POST, PUT, PATCH, DELETE');
    }
    expect((await app.inject({ method: 'GET', url: '/katalog/' })).statusCode).toBe(200);
  });
});
