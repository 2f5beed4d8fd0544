import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import type { ShopApi } from '@shop/api/shop-api';

/**
 * The back office (apps/admin, built into build/admin): `/admin/` and every path under it answer the
 * admin's one page, whose router shows the screen (`/admin/products/12`); its hashed files under
 * `/admin/assets/` are cached for a year. The page is never indexed and never cached, so a new
 * build is picked up at the next visit. The shop's own policy (decision 0003) fits it as it is: the
 * page has no inline script, and MUI's run-time styles are allowed by the policy's `style-src`;
 * frames may also show blob: URLs (a document under review).
 * A storefront page never links here (e2e/admin-shell.spec.ts checks its requests).
 */
export async function registerAdminApp(
  app: FastifyInstance,
  options: { adminDir: string; publicAssets: ShopApi['publicAssets']; contentSecurityPolicy: ShopApi['contentSecurityPolicy'] },
) {
  const indexFile = path.join(options.adminDir, 'index.html');
  // A build without the back office (a storefront-only build) answers 404 there, as any unknown path.
  if (!fs.existsSync(indexFile)) return;
  // The shop's policy, and frames of blob: URLs: the applications screen shows an applicant's PDF
  // from the bytes it read with the staff member's token (a frame's own request could not carry it).
  // Only the page's own scripts make blob: URLs, and script-src stays the shop's.
  const policy = options.contentSecurityPolicy([]).replace('frame-src ', 'frame-src blob: ');

  await options.publicAssets(async (scope) => {
    await scope.register(fastifyStatic, {
      root: path.join(options.adminDir, 'assets'),
      prefix: '/admin/assets/',
      wildcard: true,
      preCompressed: true,
      etag: false,
      lastModified: false,
      acceptRanges: false,
      setHeaders: (reply) => {
        reply.header('Cache-Control', 'public, max-age=31536000, immutable');
        reply.header('X-Robots-Tag', 'noindex');
      },
    });
  });

  // Read at each visit (a few hundred bytes, staff only): a rebuild of the admin alone names new
  // hashed files, and a page read at start would point at files that are gone.
  const answerPage = async (_request: unknown, reply: import('fastify').FastifyReply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('Cache-Control', 'no-store')
      .header('X-Robots-Tag', 'noindex, nofollow')
      .header('Content-Security-Policy', policy)
      .send(await fs.promises.readFile(indexFile));
  app.get('/admin/', answerPage);
  app.get('/admin/*', answerPage);
}
