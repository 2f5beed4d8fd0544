import type { Course } from '@shop/contracts/platform';
import { Link } from 'react-router';
import { buttonClass } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { useShell } from '../../lib/use-shell.ts';
import { CertificateButton } from './certificate-button.tsx';
import { PlatformFrame, PlatformState } from './platform-frame.tsx';
import { platformPaths } from './platform-paths.ts';
import { usePlatformData } from './use-platform-data.ts';
import { courseCrumbs } from './webinar-page.tsx';
import styles from './platform.module.css';

/** /platform/webinar/{id}/quiz-result/: the latest result: score, passed or not, the wrong questions, a retake, the certificate. */
export function QuizResultPage({ id }: { id: number }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const course = usePlatformData<Course>(`/v1/platform/courses/${id}`);
  const result = course.data?.lastResult;
  return (
    <PlatformFrame crumbs={courseCrumbs(t, lang, course.data, t('platform.result'))} title={t('platform.result')}>
      {!course.data ? (
        <PlatformState error={course.error} />
      ) : !result ? (
        <div className={styles.notice}>
          <p>{t('platform.noResult')}</p>
          <Link className={buttonClass('primary')} to={platformPaths.quiz(lang, id)}>
            {t('platform.takeQuiz')}
          </Link>
        </div>
      ) : (
        <div className={styles.result} data-testid="quiz-result" data-passed={result.passed}>
          <p className={result.passed ? `${styles.score} ${styles.passed}` : styles.score}>{t('platform.score', { score: result.score })}</p>
          <p>{result.passed ? t('platform.passed') : t('platform.failedQuiz', { score: result.passScore })}</p>
          <p className={styles.muted}>{t('platform.correctOf', { count: result.correctCount, total: result.total })}</p>
          {result.wrongQuestions.length ? (
            <section aria-labelledby="platform-wrong">
              <h2 id="platform-wrong" className={styles.sectionTitle}>
                {t('platform.wrongQuestions')}
              </h2>
              <ol className={styles.wrong} data-testid="wrong-questions">
                {result.wrongQuestions.map((question) => (
                  <li key={question.id}>{question.text}</li>
                ))}
              </ol>
            </section>
          ) : null}
          <div className={styles.actions}>
            <Link className={buttonClass(result.passed ? 'secondary' : 'primary')} to={platformPaths.quiz(lang, id)} data-testid="retake">
              {t('platform.retake')}
            </Link>
            {course.data.certificate ? <CertificateButton certificate={course.data.certificate} block={false} /> : null}
            <Link className={buttonClass('ghost')} to={platformPaths.webinar(lang, id)}>
              {t('platform.backToWebinar')}
            </Link>
          </div>
        </div>
      )}
    </PlatformFrame>
  );
}
