import { useTranslation } from '../../../i18n/translation-context.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { localePath } from '../../../lib/language.ts';
import { navigateTo } from '../../../lib/navigation-bridge.ts';
import { DialogFrame } from '../../../dialogs/dialog-frame.tsx';
import { closeDialog } from '../../../dialogs/dialog-store.ts';
import { useShell } from '../../../lib/use-shell.ts';
import styles from './notice.module.css';

export interface AgentRegistrationSuccessDialogProps {
  /** How many documents went to review with the application (0 when the upload failed). */
  documents: number;
}

/** After the professional (agent) registration: the application waits for the documents' review. */
export default function AgentRegistrationSuccessDialog({ documents }: AgentRegistrationSuccessDialogProps) {
  const { t } = useTranslation();
  const { lang } = useShell();
  const go = (path: string) => {
    closeDialog();
    navigateTo(localePath(path, lang));
  };

  return (
    <DialogFrame
      title={t('auth.agentSuccess.title')}
      onClose={() => navigateTo(localePath('/profile/user-info/', lang))}
      actions={
        <>
          <Button variant="secondary" onClick={() => go('/katalog/')}>
            {t('auth.agentSuccess.toCatalog')}
          </Button>
          <Button onClick={() => go('/profile/user-info/')}>{t('auth.agentSuccess.toProfile')}</Button>
        </>
      }
    >
      <p className={styles.text}>{t('auth.agentSuccess.text')}</p>
      <p className={styles.text}>
        {documents > 0 ? t('auth.agentSuccess.documentsSent', { count: documents }) : t('auth.agentSuccess.documentsMissing')}
      </p>
    </DialogFrame>
  );
}
