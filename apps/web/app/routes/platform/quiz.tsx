import { QuizPage } from '../../features/platform/quiz-page.tsx';
import { metaText, pageMeta } from '../../seo/meta.ts';
import type { Route } from './+types/quiz';

/** /platform/webinar/{id}/quiz/: the course's quiz (signed-in). */
export const meta: Route.MetaFunction = ({ matches }) => pageMeta({ title: metaText(matches, 'platform.quiz'), noindex: true });

export default function RouteQuizPage({ params }: Route.ComponentProps) {
  return <QuizPage key={params.id} id={Number(params.id)} />;
}
