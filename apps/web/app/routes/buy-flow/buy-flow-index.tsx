import { redirect } from 'react-router';
import { languageOfPath, localePath } from '../../lib/language.ts';
import type { Route } from './+types/buy-flow-index';

/** SPEC §2: /buy-flow/ redirects to the basket. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localePath('/buy-flow/basket/', languageOfPath(new URL(request.url).pathname)));
}

export default function BuyFlowIndexRoute() {
  return null;
}
