import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ShopApi } from '@shop/api/shop-api';

/**
 * Built assets carry a content hash in their names and are cached for a year; media (product
 * images) for a week; other public files (favicon, manifest) for an hour. Assets and media are
 * answered as public assets: no visitor cookie, no document headers.
 */
export async function registerStaticFiles(
  app: FastifyInstance,
  options: { clientDir: string; mediaDir: string; publicAssets: ShopApi['publicAssets'] },
) {
  await options.publicAssets((scope) => registerAssetsAndMedia(scope, options));
  await app.register(fastifyStatic, {
    root: options.clientDir,
    prefix: '/',
    decorateReply: false,
    wildcard: false,
    index: false,
    preCompressed: true,
    // Hashed assets are served by the registration above with their long cache lifetime.
    globIgnore: ['assets/**'],
    setHeaders: (reply) => {
      reply.header('Cache-Control', 'public, max-age=3600');
    },
  });
}

async function registerAssetsAndMedia(app: FastifyInstance, options: { clientDir: string; mediaDir: string }) {
  await app.register(fastifyStatic, {
    root: path.join(options.clientDir, 'assets'),
    prefix: '/assets/',
    wildcard: true,
    // Brotli and gzip copies are written at build time (scripts/compress-assets.mjs).
    preCompressed: true,
    // A hashed file never changes, so browsers never revalidate it: validators and range support
    // would only add bytes to each of a page's dozen script responses.
    etag: false,
    lastModified: false,
    acceptRanges: false,
    setHeaders: (reply) => {
      reply.header('Cache-Control', 'public, max-age=31536000, immutable');
    },
  });
  // A production start on an empty data folder has no media yet (nothing is seeded): made here, the
  // folder is served from the first upload on, and no warning line lands in the start-up banner.
  await fs.promises.mkdir(options.mediaDir, { recursive: true });
  await app.register(fastifyStatic, {
    root: options.mediaDir,
    prefix: '/media/',
    decorateReply: false,
    setHeaders: (reply) => {
      reply.header('Cache-Control', 'public, max-age=604800');
    },
  });
}
