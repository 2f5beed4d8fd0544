import type { CooperationTerm } from '@shop/contracts/service-content';
import { CooperationPage } from '../../features/content/cooperation-page.tsx';
import { serverApi } from '../../lib/server-api.server.ts';
import { pageMeta } from '../../seo/meta.ts';
import type { Route } from './+types/cooperation';

/** /pages/cooperation/: the cooperation terms (GET /v1/cooperation_terms) with the application form. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, lang } = serverApi(context, request);
  const { data: terms } = await api.get<{ data: CooperationTerm[] }>('/v1/cooperation_terms');
  return { terms, title: lang === 'ua' ? 'Умови співпраці' : 'Условия сотрудничества' };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta({ title: loaderData.title, description: loaderData.terms.map((term) => term.summary).join(' ') }) : [];

export default function Page({ loaderData }: Route.ComponentProps) {
  return <CooperationPage terms={loaderData.terms} />;
}
