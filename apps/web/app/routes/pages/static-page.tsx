import { data } from 'react-router';
import type { StaticPage } from '@shop/contracts/content';
import { ApiError } from '../../lib/api-client.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { pageMeta } from '../../seo/meta.ts';
import { adminEditHandle } from '../../lib/admin-edit-target.ts';
import type { Route } from './+types/static-page';

export async function loader({ params, request, context }: Route.LoaderArgs) {
  const { api } = serverApi(context, request);
  try {
    const { data: page } = await api.get<{ data: StaticPage }>(`/v1/pages/${encodeURIComponent(params.slug)}`);
    return page;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ title: loaderData.metaTitle ?? loaderData.title, description: loaderData.metaDescription }) : [];

/** Staff's bar links this page's edit form. */
export const handle = adminEditHandle<Route.ComponentProps['loaderData']>((page) => ({ kind: 'page', id: page.id }));

export default function StaticPageRoute({ loaderData: page }: Route.ComponentProps) {
  return (
    <article className="prose">
      <h1>{page.title}</h1>
      {/* The body is sanitised HTML written by the shop's editors. */}
      <div dangerouslySetInnerHTML={{ __html: page.body }} />
    </article>
  );
}
