import { serverContext } from '../../lib/request-context.server.ts';
import { buildRobotsTxt } from '../../seo/robots-txt.ts';
import type { Route } from './+types/robots';

/** /robots.txt: keeps crawlers out of personal areas and points them to the sitemap. */
export function loader({ context }: Route.LoaderArgs) {
  const { origin } = context.get(serverContext);
  return new Response(buildRobotsTxt(origin), {
    headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'public, max-age=86400' },
  });
}
