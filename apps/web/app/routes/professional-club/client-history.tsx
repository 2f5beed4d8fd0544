import { data } from 'react-router';
import { ClientHistory } from '../../features/profile/club/client-history.tsx';
import { readPageParam } from '../../seo/list-page.ts';
import type { Route } from './+types/client-history';

/** A client id (a positive 32-bit number, else 404) and the page of its orders; the data loads in the browser. */
export function loader({ params, request }: Route.LoaderArgs) {
  const id = /^[1-9]\d{0,9}$/.test(params.id) ? Number(params.id) : 0;
  if (!id || id > 2_147_483_647) throw data(null, { status: 404 });
  return { id, page: readPageParam(params.page, request) };
}

export default function ClientHistoryRoute({ loaderData }: Route.ComponentProps) {
  return <ClientHistory id={loaderData.id} page={loaderData.page} />;
}
