import type { Course } from '@shop/contracts/platform';
import { Link } from 'react-router';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { formatPrice } from '../../components/ui/price.tsx';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { localePath } from '../../lib/language.ts';
import { useShell } from '../../lib/use-shell.ts';
import { MethodistVideoButton } from './methodist-video-button.tsx';
import { buyWebinar } from './buy-webinar.ts';
import { CertificateButton } from './certificate-button.tsx';
import { PlatformFrame, PlatformState } from './platform-frame.tsx';
import { platformPaths } from './platform-paths.ts';
import { usePlatformData } from './use-platform-data.ts';
import styles from './platform.module.css';

/** The course's crumbs: the platform, the courses of its theme, the course (and a step after it). */
export function courseCrumbs(t: (key: string) => string, lang: Parameters<typeof localePath>[1], course: Course | null, step?: string) {
  const crumbs = [{ label: t('platform.title'), href: localePath('/platform/seminars/', lang) }, { label: t('platform.courses'), href: platformPaths.courses(lang, course?.themeId) }];
  if (!course) return crumbs;
  return step ? [...crumbs, { label: course.title, href: platformPaths.webinar(lang, course.id) }, { label: step }] : [...crumbs, { label: course.title }];
}

/** /platform/webinar/{id}/: the recording (its player loads on click) or the live link, the materials, the quiz and the latest result. */
export function WebinarPage({ id }: { id: number }) {
  const { t, language } = useTranslation();
  const { lang } = useShell();
  const course = usePlatformData<Course>(`/v1/platform/courses/${id}`);
  const data = course.data;
  const when = new Intl.DateTimeFormat(language, { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Kyiv' });
  return (
    <PlatformFrame crumbs={courseCrumbs(t, lang, data)} title={data?.title ?? t('platform.webinar')}>
      {data ? (
        <div className={styles.webinar}>
          <div className={styles.webinarMain}>
            {data.access === 'open' && data.videoUrl ? (
              <MethodistVideoButton url={data.videoUrl} title={data.title} poster={data.poster} />
            ) : data.poster ? (
              <img className={styles.poster} src={data.poster} alt="" width={800} height={450} />
            ) : null}
            <p>{data.description}</p>
          </div>
          <aside className={styles.webinarSide}>
            {data.access === 'open' ? (
              <>
                {data.liveUrl ? (
                  <p className={styles.notice}>
                    {t('platform.liveAt')} {data.liveAt ? when.format(new Date(data.liveAt)) : ''}{' '}
                    <a href={data.liveUrl} target="_blank" rel="noopener noreferrer">
                      {t('platform.liveLink')}
                    </a>
                  </p>
                ) : null}
                {data.materials.length ? (
                  <section aria-labelledby="platform-materials">
                    <h2 id="platform-materials" className={styles.sectionTitle}>
                      {t('platform.materials')}
                    </h2>
                    <ul className={styles.materials}>
                      {data.materials.map((material) => (
                        <li key={material.url}>
                          <a href={material.url}>{material.title}</a>
                        </li>
                      ))}
                    </ul>
                  </section>
                ) : null}
                <p className={styles.muted}>{t('platform.quizAbout', { count: data.questionCount, score: data.passScore })}</p>
                <Link className={buttonClass('primary', true)} to={platformPaths.quiz(lang, data.id)} data-testid="start-quiz">
                  {data.lastResult ? t('platform.retake') : t('platform.takeQuiz')}
                </Link>
                {data.lastResult ? (
                  <Link className={buttonClass('ghost', true)} to={platformPaths.result(lang, data.id)}>
                    {t('platform.lastResult', { score: data.lastResult.score })}
                  </Link>
                ) : null}
                {data.certificate ? <CertificateButton certificate={data.certificate} /> : null}
              </>
            ) : (
              <div className={styles.notice} data-testid="course-paid">
                <p className={styles.price}>{formatPrice(data.price)}</p>
                <p>{t('platform.paidNote')}</p>
                <Button type="button" onClick={() => void buyWebinar(data, t('platform.webinar'))} data-testid="buy-webinar">
                  {t('platform.buyWebinar')}
                </Button>
              </div>
            )}
          </aside>
        </div>
      ) : (
        <PlatformState error={course.error} />
      )}
    </PlatformFrame>
  );
}
