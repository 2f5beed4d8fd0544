import type { Seminar } from '@shop/contracts/seminars';
import { Button } from '../../components/ui/button.tsx';
import { DialogFrame } from '../../dialogs/dialog-frame.tsx';
import { closeDialog } from '../../dialogs/dialog-store.ts';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { useShell } from '../../lib/use-shell.ts';
import { seminarWhen } from './seminar-text.ts';
import styles from './seminars.module.css';

/** Seminar thanks (480): after a registration (SPEC §4), with the seminar's day and the server's message. */
export default function SeminarThanksDialog({ seminar, message }: { seminar: Seminar; message: string }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  return (
    <DialogFrame
      title={t('seminars.thanks.title')}
      actions={
        <Button block onClick={() => closeDialog()}>
          {t('seminars.thanks.close')}
        </Button>
      }
    >
      <div className={styles.thanks}>
        <span className={styles.thanksMark} aria-hidden="true">
          ✓
        </span>
        <p>{message}</p>
        <p>
          <strong>{seminar.title}</strong>
          <br />
          {seminarWhen(seminar, lang)}
        </p>
      </div>
    </DialogFrame>
  );
}
