import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useFormContext } from 'react-hook-form';
import { Form, SaveButton, TextInput, useNotify, useRefresh } from 'react-admin';
import { type Application, type ApplicationLetter, REJECT_REASON_MAX, rejectApplicationBody } from '@shop/contracts/staff-applications';
import { approveApplication, previewLetter, rejectApplication } from './applications-api.ts';
import { useWords } from './words.ts';

/** The reject form checks its one field by the API's own rule. */
const reasonForm = z.object({ reason: rejectApplicationBody.shape.reason });

type Busy = null | 'professional' | 'distributor' | 'reject';

/**
 * The decision on a waiting application: approve as a professional or a distributor (the server
 * issues the ID code), or reject with a reason the applicant reads. The letter each would send can be
 * read first. A decision someone else already made answers 409, which is shown and the page re-read.
 */
export function DecisionPanel({ application }: { application: Application }) {
  const words = useWords();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState<Busy>(null);
  const [letter, setLetter] = useState<ApplicationLetter | null>(null);

  const decided = (message: string) => {
    notify(message, { type: 'success' });
    setLetter(null);
    refresh();
  };
  const failed = (error: unknown) => {
    notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    refresh();
  };

  const approve = async (userType: 'professional' | 'distributor') => {
    setBusy(userType);
    try {
      const result = await approveApplication(application.userId, userType);
      decided(words('approvedNotice', { code: result.code ?? '' }));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const reject = async (values: Record<string, unknown>) => {
    setBusy('reject');
    try {
      await rejectApplication(application.userId, String(values.reason ?? ''));
      decided(words('rejectedNotice'));
    } catch (error) {
      failed(error);
    } finally {
      setBusy(null);
    }
  };

  const show = async (query: Record<string, string>) => {
    try {
      setLetter(await previewLetter(application.userId, query));
    } catch (error) {
      failed(error);
    }
  };

  if (application.state !== 'pending') return null;
  return (
    <Stack spacing={2} data-testid="application-decision">
      <Typography variant="h6" component="h2">
        {words('decision')}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
        <Button variant="contained" disabled={busy !== null} onClick={() => approve('professional')}>
          {words('approveProfessional')}
        </Button>
        <Button variant="outlined" disabled={busy !== null} onClick={() => approve('distributor')}>
          {words('approveDistributor')}
        </Button>
        <Button disabled={busy !== null} onClick={() => show({ decision: 'approve', user_type: 'professional' })}>
          {words('showApprovalLetter')}
        </Button>
      </Stack>
      <Form record={{ reason: '' }} resolver={zodResolver(reasonForm)} onSubmit={reject}>
        <Stack spacing={1}>
          <TextInput
            source="reason"
            label={words('reason')}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: REJECT_REASON_MAX } }}
            helperText={words('reasonHelp')}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <SaveButton label={words('reject')} color="error" alwaysEnable disabled={busy !== null} />
            <RejectLetterButton onShow={(reason) => show({ decision: 'reject', reason })} />
          </Stack>
        </Stack>
      </Form>
      {letter && (
        <Alert severity="info" onClose={() => setLetter(null)} data-testid="letter-preview">
          <Typography variant="subtitle2">{letter.subject}</Typography>
          <Box component="pre" sx={{ whiteSpace: 'pre-wrap', fontFamily: 'inherit', m: 0 }}>
            {letter.text}
          </Box>
        </Alert>
      )}
    </Stack>
  );
}


/** Shows the rejection letter with the reason as typed so far. */
function RejectLetterButton({ onShow }: { onShow: (reason: string) => void }) {
  const words = useWords();
  const { getValues } = useFormContext();
  return <Button onClick={() => onShow(String(getValues('reason') ?? ''))}>{words('showRejectionLetter')}</Button>;
}
