import { useState } from 'react';
import { Alert, Button, Card, CardContent, CircularProgress, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { Title, useNotify, useTranslate } from 'react-admin';
import { IMPORT_MAX_BYTES, type ImportPreview } from '@shop/contracts/staff-catalogue-import';
import { ApiError } from '../../api/http.ts';
import { confirmImport, uploadPriceList } from './import-api.ts';
import { ImportPreviewTable } from './import-preview.tsx';

type State = { step: 'idle' } | { step: 'busy' } | { step: 'preview'; preview: ImportPreview } | { step: 'failed'; message: string };

/**
 * The bulk price-and-stock import: choose an .xlsx or .csv file, read the preview (every change,
 * every row's error), and apply it with one button, which is offered only when no row is bad.
 * Nothing in the shop changes before that button; a file with a bad row is fixed and chosen again.
 */
export function CatalogueImportPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [state, setState] = useState<State>({ step: 'idle' });
  const [applying, setApplying] = useState(false);

  const messageOf = (error: unknown) => (error instanceof ApiError ? error.message : translate('ra.notification.http_error'));

  async function choose(file: File | undefined) {
    if (!file) return;
    if (file.size > IMPORT_MAX_BYTES) {
      setState({ step: 'failed', message: translate('resources.catalogue-import.tooLarge', { size: IMPORT_MAX_BYTES / 1024 / 1024 }) });
      return;
    }
    setState({ step: 'busy' });
    try {
      setState({ step: 'preview', preview: await uploadPriceList(file) });
    } catch (error) {
      setState({ step: 'failed', message: messageOf(error) });
    }
  }

  async function apply(preview: ImportPreview) {
    setApplying(true);
    try {
      const result = await confirmImport(preview.token);
      notify('resources.catalogue-import.applied', { type: 'success', messageArgs: { smart_count: result.rows_applied } });
      setState({ step: 'idle' });
    } catch (error) {
      notify(messageOf(error), { type: 'error' });
    } finally {
      setApplying(false);
    }
  }

  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('resources.catalogue-import.name', { smart_count: 1 })} />
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h5" component="h1">
            {translate('resources.catalogue-import.heading')}
          </Typography>
          <Typography color="text.secondary">{translate('resources.catalogue-import.help')}</Typography>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
            <Button component="label" variant="outlined" startIcon={<UploadFileIcon />} disabled={state.step === 'busy' || applying}>
              {translate('resources.catalogue-import.choose')}
              <input
                hidden
                type="file"
                accept=".xlsx,.csv,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
                aria-label={translate('resources.catalogue-import.choose')}
                onChange={(event) => {
                  void choose(event.target.files?.[0]);
                  event.target.value = '';
                }}
              />
            </Button>
            {state.step === 'busy' && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
            {state.step === 'preview' && <Typography>{state.preview.file_name}</Typography>}
          </Stack>
          {state.step === 'failed' && (
            <Alert severity="error" role="alert">
              {state.message}
            </Alert>
          )}
          {state.step === 'preview' && (
            <>
              <ImportPreviewTable preview={state.preview} />
              <Stack direction="row" spacing={2}>
                <Button variant="contained" disabled={!state.preview.can_confirm || applying} onClick={() => void apply(state.preview)}>
                  {applying ? <CircularProgress size={20} color="inherit" /> : translate('resources.catalogue-import.apply', { smart_count: state.preview.rows_changed })}
                </Button>
                <Button onClick={() => setState({ step: 'idle' })} disabled={applying}>
                  {translate('ra.action.cancel')}
                </Button>
              </Stack>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
