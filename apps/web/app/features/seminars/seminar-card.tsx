import type { Seminar } from '@shop/contracts/seminars';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { useShell } from '../../lib/use-shell.ts';
import { SeminarActions } from './seminar-actions.tsx';
import { SeminarFacts } from './seminar-facts.tsx';
import { seminarDay } from './seminar-text.ts';
import styles from './seminars.module.css';

/** A seminar in the list: its day, title, where and who, price and seats, and what can be done. */
export function SeminarCard({ seminar }: { seminar: Seminar }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const day = seminarDay(seminar.startsAt, lang);
  return (
    <article className={styles.card} aria-labelledby={`seminar-${seminar.id}`} data-seminar={seminar.id}>
      <div className={styles.cardHead}>
        <p className={styles.date}>
          <span className={styles.dateDay}>{day.day}</span>
          <span className={styles.dateMonth}>{day.month}</span>
          <span className={styles.dateWeekday}>{day.weekday}</span>
        </p>
        <div className={styles.cardTitleBox}>
          <p className={styles.badges}>
            <span className={styles.badge}>{seminar.format === 'online' ? t('seminars.format.online') : (seminar.city?.title ?? t('seminars.format.offline'))}</span>
            {seminar.price === 0 ? <span className={`${styles.badge} ${styles.badgeFree}`}>{t('seminars.free')}</span> : null}
            {seminar.past && seminar.videoUrl ? <span className={styles.badge}>{t('seminars.recorded')}</span> : null}
          </p>
          <h2 id={`seminar-${seminar.id}`} className={styles.cardTitle}>
            {seminar.title}
          </h2>
        </div>
      </div>
      <SeminarFacts seminar={seminar} compact />
      <SeminarActions seminar={seminar} />
    </article>
  );
}
