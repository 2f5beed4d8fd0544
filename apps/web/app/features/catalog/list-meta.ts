import type { MetaDescriptor } from 'react-router';
import { largestImageUrl } from '../../components/ui/responsive-image.tsx';
import { metaText, pageMeta } from '../../seo/meta.ts';
import { hasFilters } from './list-params.ts';
import type { ListPageData } from './list-loader.ts';

interface MatchLike {
  id: string;
  loaderData?: unknown;
}

/**
 * Title and description of a list page: the landing's SEO texts or the page kind's, with the page
 * number from page 2 on so every page has its own. Filtered URLs are not indexed (their canonical is
 * the plain list).
 */
export function listMeta(data: ListPageData | undefined, matches: readonly (MatchLike | undefined)[]): MetaDescriptor[] {
  if (!data) return pageMeta({ title: metaText(matches, 'error.notFound.title'), noindex: true });
  const title = data.landing?.seo.title || data.landing?.title || metaText(matches, `catalog.list.${data.id}.title`);
  const description = data.landing?.seo.description || metaText(matches, `catalog.list.${data.id}.description`);
  const suffix = data.page > 1 ? ` — ${metaText(matches, 'catalog.pageSuffix').replace('{{page}}', String(data.page))}` : '';
  const firstImage = data.landing?.image ?? data.products.data[0]?.image ?? null;
  return pageMeta({
    title: `${title}${suffix}`,
    description: `${description}${suffix}`,
    image: firstImage ? `${rootOrigin(matches)}${largestImageUrl(firstImage)}` : null,
    noindex: hasFilters(data.state),
  });
}

function rootOrigin(matches: readonly (MatchLike | undefined)[]): string {
  const root = matches.find((m) => m?.id === 'root')?.loaderData as { origin?: string } | undefined;
  return root?.origin ?? '';
}
