import { ContentPage } from '../../features/content/content-page.tsx';
import { loadContentPage } from '../../features/content/load-content-page.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { pageUrlOf } from '../../seo/list-page.ts';
import { pageMeta } from '../../seo/meta.ts';
import { adminEditHandle } from '../../lib/admin-edit-target.ts';
import type { Route } from './+types/about-us';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = serverApi(context, request);
  return loadContentPage(api, '/v1/about-us-page', new URLSearchParams(pageUrlOf(request).search).has('preview'));
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ title: loaderData.page.metaTitle ?? loaderData.page.title, description: loaderData.page.metaDescription, noindex: loaderData.page.preview }) : [];

/** Staff's bar links this page's edit form. */
export const handle = adminEditHandle<Route.ComponentProps['loaderData']>((data) => ({ kind: 'page', id: data.page.id }));

export default function Page({ loaderData }: Route.ComponentProps) {
  return <ContentPage data={loaderData} />;
}
