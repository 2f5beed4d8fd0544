import { CoursesPage } from '../../features/platform/courses-page.tsx';
import { metaText, pageMeta } from '../../seo/meta.ts';
import type { Route } from './+types/courses';

/** /platform/courses/: course themes and their courses (signed-in; the browser loads the data). */
export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: metaText(matches, 'platform.courses'), noindex: true });

export default function CoursesRoute() {
  return <CoursesPage />;
}
