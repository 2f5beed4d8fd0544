import { useState } from 'react';
import { Button } from '@mui/material';
import { useLocale, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { StaffPage } from '@shop/contracts/staff-pages';
import { staffApi } from '../../api/data-provider.ts';

/**
 * "Preview": the saved page (an unpublished one too) on the shop, in a new tab. The API first gives
 * this browser a preview cookie (30 minutes at most, content editors only); the shop shows the page
 * to that cookie alone, marked as a preview and never cached. Unsaved changes are not shown: save first.
 */
export function PagePreviewButton() {
  const record = useRecordContext<StaffPage>();
  const translate = useTranslate();
  const notify = useNotify();
  const ua = useLocale() === 'ua';
  const [busy, setBusy] = useState(false);
  if (!record) return null;
  const path = `${ua ? '/ua' : ''}${record.shop_path}?preview=1`;

  async function open() {
    // Opened at once, inside the click, so the browser does not take it for a popup.
    const tab = window.open('about:blank', '_blank');
    setBusy(true);
    try {
      await staffApi.post('/v1/staff/content-preview');
      if (tab) tab.location.href = path;
      else window.location.assign(path);
    } catch (error) {
      tab?.close();
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button onClick={() => void open()} disabled={busy} data-testid="page-preview-button">
      {translate('resources.pages.preview')}
    </Button>
  );
}
