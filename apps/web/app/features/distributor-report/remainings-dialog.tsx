import { useState } from 'react';
import { Button } from '../../components/ui/button.tsx';
import { DialogFrame } from '../../dialogs/dialog-frame.tsx';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useUser } from '../../visitor/account-store.ts';
import { reportApi } from './report-api.ts';

type State = { step: 'idle' } | { step: 'sending' | 'downloading' } | { step: 'sent'; email: string } | { step: 'failed'; message: string };

/**
 * The remainings dialog (SPEC §2 "remainings"): the distributor's leftovers report either sent by
 * e-mail to the account's address (a letter with a download link) or downloaded now as .xlsx.
 */
export default function RemainingsDialog() {
  const { t } = useTranslation();
  const user = useUser();
  const [state, setState] = useState<State>({ step: 'idle' });

  const fail = (error: unknown, fallback: string) => {
    console.error('remainings failed', error);
    setState({ step: 'failed', message: error instanceof ApiError && error.body?.message ? error.body.message : fallback });
  };

  const send = async () => {
    setState({ step: 'sending' });
    try {
      const answer = await reportApi.sendReport();
      setState({ step: 'sent', email: answer.data.email });
    } catch (error) {
      fail(error, t('remainings.sendFailed'));
    }
  };

  const download = async () => {
    setState({ step: 'downloading' });
    try {
      await reportApi.downloadLeftovers();
      setState({ step: 'idle' });
    } catch (error) {
      fail(error, t('remainings.downloadFailed'));
    }
  };

  return (
    <DialogFrame
      title={t('remainings.title')}
      description={t('remainings.text')}
      actions={
        <>
          <Button onClick={send} busy={state.step === 'sending'} disabled={state.step === 'downloading'}>
            {t('remainings.send')}
          </Button>
          <Button variant="secondary" onClick={download} busy={state.step === 'downloading'} disabled={state.step === 'sending'}>
            {t('remainings.download')}
          </Button>
        </>
      }
    >
      {user?.email && state.step !== 'sent' ? <p>{t('remainings.to', { email: user.email })}</p> : null}
      {state.step === 'sent' ? <p role="status">{t('remainings.sent', { email: state.email })}</p> : null}
      {state.step === 'failed' ? (
        <p role="alert" style={{ color: 'var(--color-danger)' }}>
          {state.message}
        </p>
      ) : null}
    </DialogFrame>
  );
}
