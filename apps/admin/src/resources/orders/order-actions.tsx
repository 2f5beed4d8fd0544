import { Alert, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, Stack, TextField } from '@mui/material';
import type { ApiLanguage } from '@shop/contracts/i18n';
import { type StaffOrderDetail, type StaffOrderEvent, staffOrderEventBody, staffOrderNoteBody } from '@shop/contracts/orders';
import { localizeIssue } from '@shop/contracts/validation';
import { useState } from 'react';
import { HttpError, useLocale, useNotify, useRefresh, useTranslate } from 'react-admin';
import { addOrderNote, moveOrder } from './orders-api.ts';

type Dialogs = 'ship' | 'cancel' | 'refund' | null;

/** The first message the contract gives for a field, in the staff member's language. */
function contractError(result: ReturnType<typeof staffOrderEventBody.safeParse>, field: string, lang: ApiLanguage): string | null {
  if (result.success) return null;
  const issue = result.error.issues.find((i) => i.path[0] === field);
  return issue ? localizeIssue(issue, lang) : null;
}

/**
 * The moves the order's state allows now (`actions` of the answer) and the internal note. Each sends
 * the version shown; a colleague's change in between answers 409, shown as a message with a reload.
 */
export function OrderActions({ order }: { order: StaffOrderDetail }) {
  const translate = useTranslate();
  const lang: ApiLanguage = useLocale() === 'ua' ? 'ua' : 'ru';
  const notify = useNotify();
  const refresh = useRefresh();
  const [open, setOpen] = useState<Dialogs>(null);
  const [waybill, setWaybill] = useState('');
  const [waybillError, setWaybillError] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const novaPoshta = Boolean(order.delivery.warehouse) || order.delivery_method_id <= 3;
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.orders.${key}`, options);

  async function run(work: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await work();
      setOpen(null);
      notify(done, { type: 'success' });
      refresh();
    } catch (error) {
      if (error instanceof HttpError && error.status === 409) setConflict(error.message);
      else if (error instanceof HttpError && error.status === 422 && error.body?.errors?.waybill) setWaybillError(String(error.body.errors.waybill));
      else notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      setOpen(null);
    } finally {
      setBusy(false);
    }
  }

  const move = (event: StaffOrderEvent, extra: { waybill?: string } = {}) =>
    run(() => moveOrder(order.id, { event, version: order.version, ...extra }), t('done'));

  function ship() {
    const body = { event: 'ship' as const, version: order.version, ...(novaPoshta ? { waybill: waybill.trim() } : {}) };
    const checked = staffOrderEventBody.safeParse(body);
    const error = novaPoshta && !waybill.trim() ? translate('validation.required', { _: t('dialogs.waybill_hint') }) : contractError(checked, 'waybill', lang);
    setWaybillError(error);
    if (!error) void run(() => moveOrder(order.id, body), t('done'));
  }

  function saveNote() {
    const checked = staffOrderNoteBody.safeParse({ version: order.version, text: note });
    if (!checked.success) {
      setNoteError(localizeIssue(checked.error.issues[0], lang));
      return;
    }
    setNoteError(null);
    void run(async () => {
      await addOrderNote(order.id, checked.data);
      setNote('');
    }, t('noted'));
  }

  return (
    <Stack spacing={2}>
      {conflict && (
        <Alert
          severity="warning"
          role="alert"
          action={
            <Button color="inherit" onClick={() => { setConflict(null); refresh(); }}>
              {t('actions.reload')}
            </Button>
          }
        >
          {conflict}
        </Alert>
      )}
      {order.refund_due && <Alert severity="error">{t('refund_due')}</Alert>}
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
        {order.actions.map((action) => {
          const dialog = action === 'ship' || action === 'cancel' || action === 'refund';
          return (
            <Button
              key={action}
              variant={action === 'cancel' || action === 'refund' ? 'outlined' : 'contained'}
              color={action === 'cancel' || action === 'refund' ? 'error' : 'primary'}
              disabled={busy}
              onClick={() => (dialog ? setOpen(action) : void move(action))}
            >
              {t(`actions.${action}`)}
            </Button>
          );
        })}
      </Stack>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={t('actions.note')}
          helperText={noteError ?? t('dialogs.note')}
          error={Boolean(noteError)}
          value={note}
          onChange={(e) => setNote(e.target.value)}
          multiline
          minRows={1}
          size="small"
          sx={{ flex: 1 }}
        />
        <Button variant="outlined" disabled={busy} onClick={saveNote}>
          {t('actions.note')}
        </Button>
      </Stack>

      <Dialog open={open === 'ship'} onClose={() => setOpen(null)} aria-labelledby="ship-title">
        <DialogTitle id="ship-title">{t('dialogs.ship')}</DialogTitle>
        <DialogContent>
          {novaPoshta && (
            <TextField
              autoFocus
              fullWidth
              margin="dense"
              label={t('dialogs.waybill')}
              helperText={waybillError ?? t('dialogs.waybill_hint')}
              error={Boolean(waybillError)}
              value={waybill}
              onChange={(e) => setWaybill(e.target.value)}
              slotProps={{ htmlInput: { inputMode: 'numeric', name: 'waybill' } }}
            />
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)}>{t('actions.back')}</Button>
          <Button variant="contained" disabled={busy} onClick={ship}>
            {t('actions.ship')}
          </Button>
        </DialogActions>
      </Dialog>

      <Dialog open={open === 'cancel' || open === 'refund'} onClose={() => setOpen(null)} aria-labelledby="confirm-title">
        <DialogTitle id="confirm-title">{open ? t(`actions.${open}`) : ''}</DialogTitle>
        <DialogContent>
          <DialogContentText>{open ? t(`dialogs.${open}`, { number: order.number, total: order.total }) : ''}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(null)}>{t('actions.back')}</Button>
          <Button variant="contained" color="error" disabled={busy} onClick={() => open && void move(open)}>
            {open ? t(`actions.${open}`) : ''}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
