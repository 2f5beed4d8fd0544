import { largestImageUrl } from '../../components/ui/responsive-image.tsx';
import { IngredientPageView } from '../../features/ingredients/ingredient-page.tsx';
import { loadIngredient } from '../../features/ingredients/load-ingredient.ts';
import { metaText, pageMeta } from '../../seo/meta.ts';
import { readPageParam } from '../../seo/list-page.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import type { Route } from './+types/ingredient';

export async function loader({ request, context, params }: Route.LoaderArgs) {
  const page = readPageParam(params.page, request);
  const { api } = serverApi(context, request);
  return loadIngredient(api, params.slug, page);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return pageMeta({ title: metaText(matches, 'error.notFound.title'), noindex: true });
  const { ingredient, page } = loaderData;
  const suffix = page > 1 ? ` — ${metaText(matches, 'pagination.page')} ${page}` : '';
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { origin?: string } | undefined;
  const image = ingredient.products.data[0]?.image;
  return pageMeta({
    title: `${ingredient.seo.title || ingredient.inciName}${suffix}`,
    description: `${ingredient.seo.description}${suffix}`,
    image: image ? `${root?.origin ?? ''}${largestImageUrl(image)}` : null,
  });
};

export default function Ingredient({ loaderData }: Route.ComponentProps) {
  return <IngredientPageView data={loaderData} />;
}
