import { metaText, pageMeta } from '../../seo/meta.ts';
import { readPageParam } from '../../seo/list-page.ts';
import { loadSearchResults } from '../../features/search/load-results.ts';
import { normaliseQuery } from '../../features/search/search-rules.ts';
import { SearchResultsPage } from '../../features/search/search-results-page.tsx';
import { serverApi } from '../../lib/server-api.server.ts';
import type { Route } from './+types/results';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = readPageParam(params.page, request);
  const { api } = serverApi(context, request);
  const query = normaliseQuery(new URL(request.url).searchParams.get('search'));
  return loadSearchResults(api, query, page);
}

/** Result pages are endless combinations of the same products: useful to shoppers, not to search engines. */
export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({
    title: loaderData?.query
      ? metaText(matches, 'search.results.titleFor').replace('{{query}}', loaderData.query)
      : metaText(matches, 'search.results.title'),
    description: metaText(matches, 'search.results.description'),
    noindex: true,
  });

export default function Results({ loaderData }: Route.ComponentProps) {
  return <SearchResultsPage data={loaderData} />;
}
