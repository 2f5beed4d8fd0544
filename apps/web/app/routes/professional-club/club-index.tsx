import { redirect } from 'react-router';
import { languageOfPath, localePath } from '../../lib/language.ts';
import type { Route } from './+types/club-index';

/** SPEC §2: user-professional-club redirects to clients-list. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localePath('/user-professional-club/clients-list/', languageOfPath(new URL(request.url).pathname)));
}

export default function ClubIndexRoute() {
  return null;
}
