import { QuizResultPage } from '../../features/platform/quiz-result-page.tsx';
import { metaText, pageMeta } from '../../seo/meta.ts';
import type { Route } from './+types/quiz-result';

/** /platform/webinar/{id}/quiz-result/: the latest result (signed-in). */
export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: metaText(matches, 'platform.result'), noindex: true });

export default function RouteQuizResultPage({ params }: Route.ComponentProps) {
  return <QuizResultPage key={params.id} id={Number(params.id)} />;
}
