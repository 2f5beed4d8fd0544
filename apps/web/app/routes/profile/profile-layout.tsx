import { ProfileLayout } from '../../features/profile/profile-layout.tsx';
import { metaText, pageMeta } from '../../seo/meta.ts';
import type { Route } from './+types/profile-layout';

/** /profile/: signed-in only; the server sends the frame, the browser loads the user's data. */
export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: metaText(matches, 'profile.title'), noindex: true });

export default function ProfileLayoutRoute() {
  return <ProfileLayout />;
}
