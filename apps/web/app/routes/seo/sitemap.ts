import { API_LANGUAGES } from '@shop/contracts/i18n';
import { createApiClient } from '../../lib/api-client.ts';
import { serverContext } from '../../lib/request-context.server.ts';
import { collectSitemapFiles } from '../../seo/sitemap-sources.ts';
import { buildSitemapIndexXml } from '../../seo/sitemap-xml.ts';
import type { Route } from './+types/sitemap';

/** /sitemap.xml: the index of the child sitemaps under /sitemaps/ (see seo/sitemap-sources.ts). */
export async function loader({ context }: Route.LoaderArgs) {
  const { transport, visitorId, origin } = context.get(serverContext);
  // Slugs are the same in both languages; one language is enough to list them.
  const api = createApiClient(transport, { lang: API_LANGUAGES[0], visitorId });
  return new Response(buildSitemapIndexXml(origin, await collectSitemapFiles(api)), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
