import { WebinarPage } from '../../features/platform/webinar-page.tsx';
import { metaText, pageMeta } from '../../seo/meta.ts';
import type { Route } from './+types/webinar';

/** /platform/webinar/{id}/: one course's webinar, materials and quiz (signed-in). */
export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: metaText(matches, 'platform.webinar'), noindex: true });

export default function RouteWebinarPage({ params }: Route.ComponentProps) {
  return <WebinarPage key={params.id} id={Number(params.id)} />;
}
