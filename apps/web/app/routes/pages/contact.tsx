import type { ContactPage as ContactPageData } from '@shop/contracts/content';
import { ContactPage } from '../../features/content/contact-page.tsx';
import { serverApi } from '../../lib/server-api.server.ts';
import { metaText, pageMeta } from '../../seo/meta.ts';
import type { Route } from './+types/contact';

export async function loader({ request, context }: Route.LoaderArgs) {
  const { api } = serverApi(context, request);
  const { data } = await api.get<{ data: ContactPageData }>('/v1/contact-page');
  return data;
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) =>
  pageMeta({ title: loaderData?.title ?? metaText(matches, 'content.contact.title'), description: loaderData?.address ?? null });

export default function Contact({ loaderData }: Route.ComponentProps) {
  return <ContactPage data={loaderData} />;
}
