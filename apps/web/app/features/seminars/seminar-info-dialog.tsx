import type { Seminar } from '@shop/contracts/seminars';
import { DialogFrame } from '../../dialogs/dialog-frame.tsx';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { SeminarActions } from './seminar-actions.tsx';
import { SeminarFacts } from './seminar-facts.tsx';
import styles from './seminars.module.css';

/** Seminar info (564): the practical side — when, where, price and seats — and how taking part works. */
export default function SeminarInfoDialog({ seminar }: { seminar: Seminar }) {
  const { t } = useTranslation();
  const how = seminar.past
    ? seminar.videoUrl
      ? t('seminars.how.recorded')
      : t('seminars.how.past')
    : seminar.price > 0
      ? t('seminars.how.paid')
      : seminar.format === 'online'
        ? t('seminars.how.online')
        : t('seminars.how.offline');
  return (
    <DialogFrame title={t('seminars.infoTitle')} description={seminar.title}>
      <div className={styles.dialogBody}>
        <SeminarFacts seminar={seminar} />
        <p className={styles.description}>{how}</p>
        <SeminarActions seminar={seminar} inDialog="info" />
      </div>
    </DialogFrame>
  );
}
