import type { Faq } from '@shop/contracts/service-content';
import { FaqPage } from '../../features/content/faq-page.tsx';
import { serverApi } from '../../lib/server-api.server.ts';
import { pageMeta } from '../../seo/meta.ts';
import type { Route } from './+types/faq';

/** /pages/faq/: a static page of SPEC's /pages/{slug}/ family, built from GET /v1/faqs. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, lang } = serverApi(context, request);
  const { data: faqs } = await api.get<{ data: Faq[] }>('/v1/faqs');
  return { faqs, title: lang === 'ua' ? 'Питання та відповіді' : 'Вопросы и ответы' };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ title: loaderData.title, description: loaderData.faqs.slice(0, 3).map((f) => f.question).join(' ') }) : [];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <FaqPage faqs={loaderData.faqs} />;
}
