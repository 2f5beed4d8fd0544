import { data } from 'react-router';
import { largestImageUrl } from '../../components/ui/responsive-image.tsx';
import { BlogPostPage } from '../../features/blog/blog-post-page.tsx';
import { kindOfPostPath } from '../../features/blog/blog-paths.ts';
import { loadBlogPost } from '../../features/blog/load-blog.ts';
import { adminEditHandle } from '../../lib/admin-edit-target.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { pageUrlOf } from '../../seo/list-page.ts';
import { pageMeta } from '../../seo/meta.ts';
import type { Route } from './+types/blog-post';

/** /news/{slug}/, /interesnye-stati/{slug}/, /video/{slug}/, /video-master-klassy/{slug}/. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const { pathname, search } = pageUrlOf(request);
  const kind = kindOfPostPath(pathname);
  if (!kind) throw data(null, { status: 404 });
  const { api } = serverApi(context, request);
  return loadBlogPost(api, kind, params.slug, new URLSearchParams(search).has('preview'));
}

/** The staff bar's "edit" opens this post in the back office. */
export const handle = adminEditHandle<Route.ComponentProps['loaderData']>((data) => ({ kind: 'post', id: data.post.id }));

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.post.title,
        description: loaderData.post.excerpt,
        image: loaderData.post.image ? largestImageUrl(loaderData.post.image) : null,
        type: 'article',
        noindex: loaderData.preview,
      })
    : [];

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <BlogPostPage data={loaderData} />;
}
