import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createShopApi, prepareDatabase } from './shop-api.ts';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-api-entry-'));
// A data folder on disk, as in production, so that two processes' worth of opening can share it.
const config = { ...loadConfig({ NODE_ENV: 'development', DATA_DIR: dataDir, LOG_LEVEL: 'silent' }), redisUrl: null };

afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the page server entry into the API', () => {
  it('prepares the database once; a worker then opens it without migrating and serves the seeded catalogue', async () => {
    const previous = process.env.SEED_PRODUCTS;
    process.env.SEED_PRODUCTS = '12';
    try {
      expect(await prepareDatabase(config)).toMatchObject({ database: 'pglite', cache: 'memory' });
    } finally {
      if (previous === undefined) delete process.env.SEED_PRODUCTS;
      else process.env.SEED_PRODUCTS = previous;
    }

    const shop = await createShopApi({ config, prepare: false, timeouts: { keepAliveTimeout: 1234, http: { headersTimeout: 4321 } } });
    try {
      expect(shop).toMatchObject({ database: 'pglite', cache: 'memory' });
      // Routes registered through it are public assets; the page server's own routes are not.
      await shop.publicAssets(async (scope) => {
        scope.get('/assets/x.js', async (request) => ({ public: request.routeOptions.config.publicAsset === true }));
      });
      shop.app.get('/page/', async (request) => ({ public: request.routeOptions.config.publicAsset === true }));
      const list = await shop.app.inject({ url: '/api/v1/catalog/products?page=1' });
      expect(list.statusCode).toBe(200);
      expect(list.json().data.length).toBeGreaterThan(0);
      expect(await shop.catalogVersion()).toMatch(/^\d+$/);
      expect((await shop.app.inject({ url: '/assets/x.js' })).json()).toEqual({ public: true });
      expect((await shop.app.inject({ url: '/page/' })).json()).toEqual({ public: false });
      await shop.app.ready();
      expect(shop.app.server.keepAliveTimeout).toBe(1234);
      expect(shop.app.server.headersTimeout).toBe(4321);
    } finally {
      await shop.app.close();
      await shop.close();
    }
  }, 120_000);

  it('is the only way the page server reaches into the API package', () => {
    const webDir = path.resolve(import.meta.dirname, '../../web');
    const files = ['server.ts', 'primary.ts', ...fs.readdirSync(path.join(webDir, 'server')).map((f) => `server/${f}`)].filter(
      (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
    );
    for (const file of files) {
      const imports = [...fs.readFileSync(path.join(webDir, file), 'utf8').matchAll(/from '(@shop\/api\/[^']+)'/g)].map((m) => m[1]);
      for (const specifier of imports) expect(`${file}: ${specifier}`).toBe(`${file}: @shop/api/shop-api`);
    }
  });
});
