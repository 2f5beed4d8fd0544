import { metaText, pageMeta } from '../../seo/meta.ts';
import { readPageParam } from '../../seo/list-page.ts';
import { loadSelection } from '../../features/selection/load-selection.ts';
import { SelectionPage } from '../../features/selection/selection-page.tsx';
import { hasSelection, parseSelection } from '../../features/selection/selection-state.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import type { Route } from './+types/selection';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = readPageParam(params.page, request);
  const { api } = serverApi(context, request);
  return loadSelection(api, parseSelection(new URL(request.url).searchParams), page);
}

/** Filtered choices are for sharing, not for indexing: their canonical is the plain helper page. */
export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const suffix = loaderData && loaderData.page > 1 ? ` — ${metaText(matches, 'pagination.page')} ${loaderData.page}` : '';
  return pageMeta({
    title: `${metaText(matches, 'selection.metaTitle')}${suffix}`,
    description: `${metaText(matches, 'selection.metaDescription')}${suffix}`,
    noindex: loaderData ? hasSelection(loaderData.state) : false,
  });
};

export default function Selection({ loaderData }: Route.ComponentProps) {
  return <SelectionPage data={loaderData} />;
}
