import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerPublicAssets, registerRequestContext, registerSecurityHeaders } from '@shop/api/test-support';
import { registerStaticFiles } from './static-files.ts';

let app: FastifyInstance;
let dir: string;

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-static-'));
  const clientDir = path.join(dir, 'client');
  const mediaDir = path.join(dir, 'media');
  fs.mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  fs.mkdirSync(mediaDir);
  fs.writeFileSync(path.join(clientDir, 'assets', 'entry-abc123.js'), 'export {};');
  fs.writeFileSync(path.join(mediaDir, 'photo.webp'), 'RIFF');
  fs.writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');

  app = Fastify();
  await app.register(fastifyCookie);
  registerRequestContext(app, { secureCookies: false });
  registerSecurityHeaders(app, { hsts: false });
  await registerStaticFiles(app, { clientDir, mediaDir, publicAssets: (register) => registerPublicAssets(app, register) });
  app.get('/page/', async () => 'a page');
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('static files', () => {
  it('answers hashed assets and media without the visitor cookie or document headers', async () => {
    for (const url of ['/assets/entry-abc123.js', '/media/photo.webp']) {
      const res = await app.inject({ url });
      expect(res.statusCode).toBe(200);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['content-security-policy']).toBeUndefined();
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
    const asset = await app.inject({ url: '/assets/entry-abc123.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('keeps the visitor cookie and the security policy on pages and other public files', async () => {
    const page = await app.inject({ url: '/page/' });
    expect(page.cookies.map((c) => c.name)).toContain('visitor_id');
    expect(page.headers['content-security-policy']).toBeDefined();

    const favicon = await app.inject({ url: '/favicon.svg' });
    expect(favicon.statusCode).toBe(200);
    expect(favicon.headers['content-security-policy']).toBeDefined();
  });

  it('makes the media folder of an empty data folder instead of warning that it is missing', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-static-empty-'));
    const warnings: string[] = [];
    const fresh = Fastify({ logger: { level: 'warn', stream: { write: (line: string) => warnings.push(line) } } });
    try {
      await registerStaticFiles(fresh, { clientDir: path.join(dir, 'client'), mediaDir: path.join(empty, 'media'), publicAssets: (register) => registerPublicAssets(fresh, register) });
      await fresh.ready();
      expect(fs.existsSync(path.join(empty, 'media'))).toBe(true);
      expect(warnings.join('')).not.toContain('must exist');
    } finally {
      await fresh.close();
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
