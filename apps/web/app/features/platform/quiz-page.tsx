import type { Course, Quiz, QuizResult } from '@shop/contracts/platform';
import { type FormEvent, useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { browserApi } from '../../lib/browser-api.ts';
import { useShell } from '../../lib/use-shell.ts';
import { PlatformFrame, PlatformState } from './platform-frame.tsx';
import { platformPaths } from './platform-paths.ts';
import { usePlatformData } from './use-platform-data.ts';
import { courseCrumbs } from './webinar-page.tsx';
import styles from './platform.module.css';

/**
 * /platform/webinar/{id}/quiz/: starts an attempt (a quiz token kept only in this page's memory),
 * shows its questions, and sends the answers; the result page shows what the server decided.
 */
export function QuizPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const course = usePlatformData<Course>(`/v1/platform/courses/${id}`);
  // A new attempt (after an expired or refused one) is a new form: its own token and empty answers.
  const [round, setRound] = useState(0);
  return (
    <PlatformFrame crumbs={courseCrumbs(t, lang, course.data, t('platform.quiz'))} title={course.data ? `${t('platform.quiz')}: ${course.data.title}` : t('platform.quiz')}>
      {course.data ? <QuizForm key={round} courseId={id} onRetry={() => setRound((n) => n + 1)} /> : <PlatformState error={course.error} />}
    </PlatformFrame>
  );
}

/** `failed` carries the server's message, or null for the page's own. */
type Attempt = { token: string; quiz: Quiz } | { failed: string | null };

function QuizForm({ courseId, onRetry }: { courseId: number; onRetry: () => void }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const [chosen, setChosen] = useState<Record<number, number>>({});
  const [errors, setErrors] = useState<Record<string, string[]>>({});
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    (async () => {
      const { data } = await browserApi.post<{ data: { quizToken: string } }>(`/v1/platform/courses/${courseId}/quiz/start`);
      const quiz = await browserApi.get<{ data: Quiz }>(`/v1/platform/quiz/${data.quizToken}`);
      if (live) setAttempt({ token: data.quizToken, quiz: quiz.data });
    })().catch((failure: unknown) => live && setAttempt({ failed: failure instanceof ApiError ? (failure.body?.message ?? null) : null }));
    return () => {
      live = false;
    };
  }, [courseId]);

  if (!attempt) return <PlatformState error={null} />;
  if ('failed' in attempt) {
    return (
      <div className={styles.notice} role="alert">
        <p>{attempt.failed ?? t('platform.failed')}</p>
        <Button onClick={onRetry}>{t('platform.retake')}</Button>
      </div>
    );
  }

  const { quiz, token } = attempt;
  const answered = quiz.questions.filter((q) => chosen[q.id] !== undefined).length;
  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const answers = quiz.questions.filter((q) => chosen[q.id] !== undefined).map((q) => ({ question_id: q.id, option_id: chosen[q.id] }));
      await browserApi.put<{ data: QuizResult }>(`/v1/platform/quiz/${token}`, { answers });
      void navigate(platformPaths.result(lang, courseId));
    } catch (failure) {
      if (failure instanceof ApiError && failure.status === 422) setErrors(failure.body?.errors ?? {});
      else setAttempt({ failed: failure instanceof ApiError ? (failure.body?.message ?? null) : null });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className={styles.quiz} onSubmit={submit} noValidate data-testid="quiz">
      {quiz.questions.map((question, i) => (
        <fieldset key={question.id} className={styles.question}>
          <legend className={styles.questionText}>
            {i + 1}. {question.text}
          </legend>
          {question.options.map((option) => (
            <label key={option.id} className={styles.option}>
              <input type="radio" name={`q${question.id}`} value={option.id} checked={chosen[question.id] === option.id} onChange={() => setChosen({ ...chosen, [question.id]: option.id })} />
              <span>{option.text}</span>
            </label>
          ))}
        </fieldset>
      ))}
      {Object.keys(errors).length ? (
        <p className={styles.error} role="alert">
          {Object.values(errors)[0]?.[0]}
        </p>
      ) : null}
      <p className={styles.muted}>{t('platform.answered', { count: answered, total: quiz.questions.length })}</p>
      <Button type="submit" busy={busy} disabled={answered < quiz.questions.length}>
        {t('platform.submit')}
      </Button>
    </form>
  );
}
