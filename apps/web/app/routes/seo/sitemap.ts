import { API_LANGUAGES } from '@shop/contracts/i18n';
import { createApiClient } from '../../lib/api-client.ts';
import { serverContext } from '../../lib/request-context.server.ts';
import { collectSitemapPages } from '../../seo/sitemap-sources.ts';
import { buildSitemapXml } from '../../seo/sitemap-xml.ts';
import type { Route } from './+types/sitemap';

/** /sitemap.xml: every public page in Russian and Ukrainian with hreflang alternates. */
export async function loader({ context }: Route.LoaderArgs) {
  const { transport, visitorId, origin } = context.get(serverContext);
  // Slugs are the same in both languages; one language is enough to list them.
  const api = createApiClient(transport, { lang: API_LANGUAGES[0], visitorId });
  const pages = await collectSitemapPages(api);
  return new Response(buildSitemapXml(origin, pages), {
    headers: {
      'content-type': 'application/xml; charset=utf-8',
      'cache-control': 'public, max-age=3600',
    },
  });
}
