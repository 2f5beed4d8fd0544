import { Button } from '../../../components/ui/button.tsx';
import { useTranslation } from '../../../i18n/translation-context.tsx';
import styles from './orders.module.css';

/**
 * "Cancel order №…?" asked in place of an order's buttons, with its two answers: the profile's order
 * card and the order's own page ask it the same way. The caller keeps focus on the first answer.
 */
export function CancelQuestion({ orderNumber, busy, onYes, onNo }: { orderNumber: string; busy: boolean; onYes: () => void; onNo: () => void }) {
  const { t } = useTranslation();
  const questionId = `cancel-question-${orderNumber}`;
  return (
    // biome-ignore lint/a11y/useSemanticElements: a question with its two answers, not a form's fieldset.
    <div className={styles.confirm} role="group" aria-labelledby={questionId}>
      <p id={questionId} className={styles.confirmText}>
        {t('orders.cancel.question', { id: orderNumber })}
      </p>
      <div className={styles.actions}>
        <Button busy={busy} onClick={onYes}>
          {t('orders.cancel.yes')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={onNo}>
          {t('orders.cancel.no')}
        </Button>
      </div>
    </div>
  );
}
