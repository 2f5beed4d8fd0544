import { redirect } from 'react-router';
import { languageOfPath, localePath } from '../../lib/language.ts';
import type { Route } from './+types/orders-index';

/** SPEC §2: /distributor-orders/ opens the moves. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localePath('/distributor-orders/moving/', languageOfPath(new URL(request.url).pathname)));
}

export default function DistributorOrdersIndexRoute() {
  return null;
}
