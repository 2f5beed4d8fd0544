import type { Seminar } from '@shop/contracts/seminars';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { useShell } from '../../lib/use-shell.ts';
import { seminarPrice, seminarWhen } from './seminar-text.ts';
import styles from './seminars.module.css';

/** A seminar's facts as a list of terms: when, where, speaker, brand, price, seats. */
export function SeminarFacts({ seminar, compact = false }: { seminar: Seminar; compact?: boolean }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const where = seminar.format === 'online' ? t('seminars.format.online') : [seminar.city?.title, compact ? null : seminar.place].filter(Boolean).join(', ');
  const rows: Array<[string, string]> = [
    [t('seminars.fact.when'), seminarWhen(seminar, lang)],
    [t('seminars.fact.where'), where],
    [t('seminars.fact.speaker'), seminar.speaker.name],
    ...(seminar.brand ? [[t('seminars.fact.brand'), seminar.brand.title] as [string, string]] : []),
    [t('seminars.fact.price'), seminar.price === 0 ? t('seminars.free') : seminarPrice(seminar.price, lang)],
  ];
  if (!seminar.past) {
    rows.push([t('seminars.fact.seats'), seminar.seatsLeft > 0 ? t('seminars.seatsLeft', { count: seminar.seatsLeft }) : t('seminars.noSeats')]);
  }
  return (
    <dl className={compact ? `${styles.facts} ${styles.factsCompact}` : styles.facts}>
      {rows.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
