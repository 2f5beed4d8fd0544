import type { Seminar } from '@shop/contracts/seminars';
import { Button } from '../../components/ui/button.tsx';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { openSeminarDetails, openSeminarInfo, openSeminarRegistration, openSeminarVideo } from './open-seminar-dialog.ts';
import { useShell } from '../../lib/use-shell.ts';
import { buyTicket } from './buy-ticket.ts';
import { canBuyTicket, canRegister } from './seminar-text.ts';
import styles from './seminars.module.css';

/**
 * What a visitor can do with a seminar: register for a free one with seats, buy a ticket for a paid
 * one (a `ticket` basket line, bought through checkout), watch a recorded one, read its details and
 * practical information.
 */
export function SeminarActions({ seminar, inDialog = false }: { seminar: Seminar; inDialog?: 'details' | 'info' | false }) {
  const { t } = useTranslation();
  const { lang } = useShell();
  return (
    <div className={styles.actions}>
      {canRegister(seminar) ? (
        <Button type="button" onClick={() => openSeminarRegistration(seminar)}>
          {t('seminars.register')}
        </Button>
      ) : null}
      {canBuyTicket(seminar) ? (
        <Button type="button" onClick={() => void buyTicket(seminar, lang)} data-testid="buy-ticket">
          {t('seminars.buyTicket')}
        </Button>
      ) : null}
      {seminar.past && seminar.videoUrl ? (
        <Button type="button" onClick={() => openSeminarVideo(seminar)}>
          {t('seminars.watch')}
        </Button>
      ) : null}
      {inDialog !== 'details' ? (
        <Button type="button" variant="secondary" onClick={() => openSeminarDetails(seminar)} aria-label={t('seminars.detailsOf', { title: seminar.title })}>
          {t('seminars.details')}
        </Button>
      ) : null}
      {inDialog !== 'info' ? (
        <Button type="button" variant="ghost" onClick={() => openSeminarInfo(seminar)} aria-label={t('seminars.infoOf', { title: seminar.title })}>
          {t('seminars.info')}
        </Button>
      ) : null}
    </div>
  );
}
