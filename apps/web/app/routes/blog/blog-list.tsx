import { data } from 'react-router';
import { BlogListPage } from '../../features/blog/blog-list-page.tsx';
import { kindOfListPath } from '../../features/blog/blog-paths.ts';
import { loadBlogList } from '../../features/blog/load-blog.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { pageUrlOf, readPageParam } from '../../seo/list-page.ts';
import { metaText, pageMeta } from '../../seo/meta.ts';
import type { Route } from './+types/blog-list';

/** /news/, /interesnye-stati/, /video-materialy/, /video-master-klassy/ and their /page/{page}/. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const kind = kindOfListPath(pageUrlOf(request).pathname);
  if (!kind) throw data(null, { status: 404 });
  const page = readPageParam(params.page, request);
  const category = new URL(request.url).searchParams.get('category')?.trim() || null;
  const { api } = serverApi(context, request);
  return loadBlogList(api, kind, page, category);
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  if (!loaderData) return [];
  const base = metaText(matches, `blog.title.${loaderData.kind}`);
  const category = loaderData.categories.find((c) => c.slug === loaderData.category);
  const page = loaderData.page > 1 ? ` — ${metaText(matches, 'pagination.page')} ${loaderData.page}` : '';
  return pageMeta({
    title: `${category ? `${category.title} — ` : ''}${base}${page}`,
    description: `${metaText(matches, `blog.description.${loaderData.kind}`)}${page}`,
  });
};

export default function BlogList({ loaderData }: Route.ComponentProps) {
  return <BlogListPage data={loaderData} />;
}
