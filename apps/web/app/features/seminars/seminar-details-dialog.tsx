import type { Seminar } from '@shop/contracts/seminars';
import { DialogFrame } from '../../dialogs/dialog-frame.tsx';
import { SeminarActions } from './seminar-actions.tsx';
import { SeminarFacts } from './seminar-facts.tsx';
import styles from './seminars.module.css';

/** Seminar details (680): the whole description and every fact, with what can be done. */
export default function SeminarDetailsDialog({ seminar }: { seminar: Seminar }) {
  return (
    <DialogFrame title={seminar.title}>
      <div className={styles.dialogBody}>
        <p className={styles.description}>{seminar.description}</p>
        <SeminarFacts seminar={seminar} />
        <SeminarActions seminar={seminar} inDialog="details" />
      </div>
    </DialogFrame>
  );
}
