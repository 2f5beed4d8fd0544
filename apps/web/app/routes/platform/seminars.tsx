import { SeminarsPage, seminarsPath } from '../../features/seminars/seminars-page.tsx';
import { loadSeminars } from '../../features/seminars/load-seminars.ts';
import { languageOfPath } from '../../lib/language.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { pageUrlOf, readPageParam } from '../../seo/list-page.ts';
import { metaText, pageMeta } from '../../seo/meta.ts';
import type { Route } from './+types/seminars';

/** /platform/seminars/ and its /page/{page}/: coming or past seminars, filtered by the query. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = readPageParam(params.page, request);
  const { pathname } = pageUrlOf(request);
  const { api } = serverApi(context, request);
  return loadSeminars(api, page, new URL(request.url).searchParams, seminarsPath(languageOfPath(pathname)));
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const page = loaderData.page > 1 ? ` — ${metaText(matches, 'pagination.page')} ${loaderData.page}` : '';
  const period = loaderData.when === 'past' ? ` — ${metaText(matches, 'seminars.period.past')}` : '';
  return pageMeta({
    title: `${metaText(matches, 'seminars.title')}${period}${page}`,
    description: `${metaText(matches, 'seminars.description')}${page}`,
    // A filtered list is a view of the same page, not a page of its own for search engines.
    noindex: Object.keys(loaderData.choices).length > 0,
  });
};

export default function Seminars({ loaderData }: Route.ComponentProps) {
  return <SeminarsPage data={loaderData} />;
}
