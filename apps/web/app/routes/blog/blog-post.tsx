import { data } from 'react-router';
import { largestImageUrl } from '../../components/ui/responsive-image.tsx';
import { BlogPostPage } from '../../features/blog/blog-post-page.tsx';
import { kindOfPostPath } from '../../features/blog/blog-paths.ts';
import { loadBlogPost } from '../../features/blog/load-blog.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { pageUrlOf } from '../../seo/list-page.ts';
import { pageMeta } from '../../seo/meta.ts';
import type { Route } from './+types/blog-post';

/** /news/{slug}/, /interesnye-stati/{slug}/, /video/{slug}/, /video-master-klassy/{slug}/. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const kind = kindOfPostPath(pageUrlOf(request).pathname);
  if (!kind) throw data(null, { status: 404 });
  const { api } = serverApi(context, request);
  return loadBlogPost(api, kind, params.slug);
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData
    ? pageMeta({
        title: loaderData.post.title,
        description: loaderData.post.excerpt,
        image: loaderData.post.image ? largestImageUrl(loaderData.post.image) : null,
        type: 'article',
      })
    : [];

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  return <BlogPostPage data={loaderData} />;
}
