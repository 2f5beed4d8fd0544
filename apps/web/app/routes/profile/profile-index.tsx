import { redirect } from 'react-router';
import { languageOfPath, localePath } from '../../lib/language.ts';
import type { Route } from './+types/profile-index';

/** SPEC §2: /profile/ redirects to user-info. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localePath('/profile/user-info/', languageOfPath(new URL(request.url).pathname)));
}

export default function ProfileIndexRoute() {
  return null;
}
