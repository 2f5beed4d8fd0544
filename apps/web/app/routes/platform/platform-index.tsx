import { redirect } from 'react-router';
import { languageOfPath, localePath } from '../../lib/language.ts';
import type { Route } from './+types/platform-index';

/** SPEC §2: /platform/ redirects to the seminars. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localePath('/platform/seminars/', languageOfPath(new URL(request.url).pathname)));
}

export default function PlatformIndexRoute() {
  return null;
}
