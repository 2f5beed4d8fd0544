import { API_LANGUAGES } from '@shop/contracts/i18n';
import { createApiClient } from '../../lib/api-client.ts';
import { serverContext } from '../../lib/request-context.server.ts';
import { collectSitemapFile } from '../../seo/sitemap-sources.ts';
import { buildSitemapXml } from '../../seo/sitemap-xml.ts';
import type { Route } from './+types/sitemap-file';

/** /sitemaps/{pages,landings,posts,products-N}.xml: one child sitemap, every page in both languages. */
export async function loader({ context, params }: Route.LoaderArgs) {
  const { transport, visitorId, origin } = context.get(serverContext);
  const api = createApiClient(transport, { lang: API_LANGUAGES[0], visitorId });
  const pages = await collectSitemapFile(api, params.file);
  if (!pages) return new Response('Not found\n', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8' } });
  return new Response(buildSitemapXml(origin, pages), {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
