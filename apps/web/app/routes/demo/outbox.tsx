import { data } from 'react-router';
import type { OutboxLetter } from '@shop/contracts/demo';
import { ApiError } from '../../lib/api-client.ts';
import { serverApi } from '../../lib/server-api.server.ts';
import { metaText, pageMeta } from '../../seo/meta.ts';
import { OutboxLetters } from '../../features/demo/outbox-letters.tsx';
import type { Route } from './+types/outbox';

/** The demo's outbox: letters the local mailer kept. The API answers 404 in production, and so does the page. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const { api, lang } = serverApi(context, request);
  try {
    const { data: letters } = await api.get<{ data: OutboxLetter[] }>('/v1/demo/outbox');
    return { letters, lang };
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw data(null, { status: 404 });
    throw error;
  }
}

/** Letters hold recovery links: never kept by a browser or a shared cache. */
export function headers() {
  return { 'Cache-Control': 'no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: metaText(matches, 'demo.outbox.title'), noindex: true });

export default function DemoOutbox({ loaderData }: Route.ComponentProps) {
  return <OutboxLetters letters={loaderData.letters} lang={loaderData.lang} />;
}
