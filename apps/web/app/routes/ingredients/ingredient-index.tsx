import { metaText, pageMeta } from '../../seo/meta.ts';
import { readPageParam } from '../../seo/list-page.ts';
import { IngredientIndexPage } from '../../features/ingredients/ingredient-index-page.tsx';
import { readIngredientIndexQuery } from '../../features/ingredients/ingredient-index-query.ts';
import { loadIngredientIndex } from '../../features/ingredients/load-ingredient-index.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import type { Route } from './+types/ingredient-index';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = readPageParam(params.page, request);
  const { api } = serverApi(context, request);
  return loadIngredientIndex(api, readIngredientIndexQuery(new URL(request.url).searchParams), page);
}

/** Each letter and page has its own title; searches are for shoppers, not for search engines. */
export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const base = metaText(matches, 'ingredients.index.title');
  const letter = loaderData?.letter ? ` — ${metaText(matches, 'ingredients.index.letter').replace('{{letter}}', loaderData.letter)}` : '';
  const page = loaderData && loaderData.page > 1 ? ` — ${metaText(matches, 'pagination.page')} ${loaderData.page}` : '';
  return pageMeta({
    title: `${base}${letter}${page}`,
    description: `${metaText(matches, 'ingredients.index.description')}${letter}${page}`,
    noindex: Boolean(loaderData?.search),
  });
};

export default function IngredientIndex({ loaderData }: Route.ComponentProps) {
  return <IngredientIndexPage data={loaderData} />;
}
