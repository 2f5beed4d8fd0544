import { ClientsList } from '../../features/profile/club/clients-list.tsx';
import { readPageParam } from '../../seo/list-page.ts';
import type { Route } from './+types/clients-list';

/** The page number of `/page/N/` (404 for what is not one); the clients load in the browser. */
export function loader({ params, request }: Route.LoaderArgs) {
  return { page: readPageParam(params.page, request) };
}

export default function ClientsListRoute({ loaderData }: Route.ComponentProps) {
  return <ClientsList page={loaderData.page} />;
}
