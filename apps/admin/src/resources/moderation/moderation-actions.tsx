import { useState } from 'react';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { Form, SaveButton, TextInput, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ANSWER_MAX, type ModerationItem, shopAnswer } from '@shop/contracts/staff-moderation';
import { answerItem, moderateItem } from './moderation-api.ts';
import { useWords } from './words.ts';

const answerForm = z.object({ answer: shopAnswer });

/** Publish, hide, and for reviews and questions an answer as the shop; the list is read again after each. */
export function ModerationActions() {
  const record = useRecordContext<ModerationItem>();
  const words = useWords();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [busy, setBusy] = useState(false);
  const [answering, setAnswering] = useState(false);
  if (!record) return null;

  const run = async (work: () => Promise<unknown>, done: string) => {
    setBusy(true);
    try {
      await work();
      notify(done, { type: 'success' });
      refresh();
    } catch (error) {
      notify(error instanceof Error ? error.message : 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
      {record.state !== 'published' && (
        <Button size="small" variant="contained" disabled={busy} onClick={() => run(() => moderateItem(record, true), words('published'))}>
          {words('publish')}
        </Button>
      )}
      {record.state !== 'hidden' && (
        <Button size="small" color="error" disabled={busy} onClick={() => run(() => moderateItem(record, false), words('hidden'))}>
          {words('hide')}
        </Button>
      )}
      {record.kind !== 'comment' && (
        <Button size="small" disabled={busy} onClick={() => setAnswering(true)}>
          {words(record.answer ? 'editAnswer' : 'answer')}
        </Button>
      )}
      <Dialog open={answering} onClose={() => setAnswering(false)} fullWidth maxWidth="sm" aria-labelledby={`answer-${record.id}`}>
        <Form
          record={{ answer: record.answer ?? '' }}
          resolver={zodResolver(answerForm)}
          onSubmit={(values: Record<string, unknown>) =>
            run(async () => {
              await answerItem(record, String(values.answer));
              setAnswering(false);
            }, words('answered'))
          }
        >
          <DialogTitle id={`answer-${record.id}`}>{words('answerTitle', { name: record.name })}</DialogTitle>
          <DialogContent>
            <TextInput source="answer" label={words('shopAnswer')} multiline minRows={4} fullWidth slotProps={{ htmlInput: { maxLength: ANSWER_MAX } }} />
          </DialogContent>
          <DialogActions>
            <Button onClick={() => setAnswering(false)}>{translate('ra.action.cancel')}</Button>
            <SaveButton label={words('sendAnswer')} alwaysEnable />
          </DialogActions>
        </Form>
      </Dialog>
    </Stack>
  );
}
