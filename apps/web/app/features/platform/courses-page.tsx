import type { CourseSummary, CourseTheme } from '@shop/contracts/platform';
import { Link, useSearchParams } from 'react-router';
import { formatPrice } from '../../components/ui/price.tsx';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { localePath } from '../../lib/language.ts';
import { useShell } from '../../lib/use-shell.ts';
import { PlatformFrame, PlatformState } from './platform-frame.tsx';
import { platformPaths } from './platform-paths.ts';
import { usePlatformData } from './use-platform-data.ts';
import styles from './platform.module.css';

/** /platform/courses/: the course themes as tabs and the chosen theme's courses (`?theme=`, the first by default). */
export function CoursesPage() {
  const { t } = useTranslation();
  const { lang } = useShell();
  return (
    <PlatformFrame crumbs={[{ label: t('platform.title'), href: localePath('/platform/seminars/', lang) }, { label: t('platform.courses') }]} title={t('platform.courses')}>
      <Themes />
    </PlatformFrame>
  );
}

function Themes() {
  const { t } = useTranslation();
  const { lang } = useShell();
  const [params] = useSearchParams();
  const themes = usePlatformData<CourseTheme[]>('/v1/platform/course-themes');
  if (!themes.data) return <PlatformState error={themes.error} />;
  const chosen = themes.data.find((theme) => String(theme.id) === params.get('theme')) ?? themes.data[0];
  return (
    <div className={styles.themes}>
      <nav aria-label={t('platform.themes')}>
        <ul className={styles.themeList}>
          {themes.data.map((theme) => (
            <li key={theme.id}>
              <Link
                to={platformPaths.courses(lang, theme.id)}
                className={theme.id === chosen?.id ? `${styles.themeLink} ${styles.themeActive}` : styles.themeLink}
                aria-current={theme.id === chosen?.id ? 'page' : undefined}
              >
                {theme.title} <span className={styles.muted}>({theme.courseCount})</span>
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {chosen ? <Courses theme={chosen} /> : null}
    </div>
  );
}

function Courses({ theme }: { theme: CourseTheme }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const courses = usePlatformData<CourseSummary[]>(`/v1/platform/course-themes/${theme.id}/courses`);
  return (
    <section aria-labelledby="platform-theme-title">
      <h2 id="platform-theme-title" className={styles.sectionTitle}>
        {theme.title}
      </h2>
      <p className={styles.muted}>{theme.description}</p>
      {courses.data ? (
        <ul className={styles.grid} data-testid="courses">
          {courses.data.map((course) => (
            <li key={course.id} className={styles.card}>
              {course.poster ? <img className={styles.poster} src={course.poster} alt="" width={480} height={270} loading="lazy" /> : null}
              <div className={styles.cardBody}>
                <h3 className={styles.cardTitle}>
                  <Link to={platformPaths.webinar(lang, course.id)}>{course.title}</Link>
                </h3>
                <p className={styles.cardText}>{course.description}</p>
                <p className={styles.badges}>
                  <span className={styles.badge}>{course.price === 0 ? t('platform.free') : formatPrice(course.price)}</span>
                  {course.kind === 'live' ? <span className={styles.badge}>{t('platform.live')}</span> : null}
                  {course.certificate ? <span className={`${styles.badge} ${styles.passed}`}>{t('platform.passedBadge')}</span> : null}
                  {course.access === 'buy' ? <span className={styles.badge}>{t('platform.paidBadge')}</span> : null}
                </p>
              </div>
            </li>
          ))}
        </ul>
      ) : (
        <PlatformState error={courses.error} />
      )}
    </section>
  );
}
