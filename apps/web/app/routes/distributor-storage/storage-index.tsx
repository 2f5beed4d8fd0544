import { redirect } from 'react-router';
import { languageOfPath, localePath } from '../../lib/language.ts';
import type { Route } from './+types/storage-index';

/** SPEC §2: /distributor-storage/ opens the leftovers. */
export function loader({ request }: Route.LoaderArgs) {
  return redirect(localePath('/distributor-storage/leftovers/', languageOfPath(new URL(request.url).pathname)));
}

export default function DistributorStorageIndexRoute() {
  return null;
}
