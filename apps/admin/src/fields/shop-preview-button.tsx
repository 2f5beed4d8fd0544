import { useState } from 'react';
import { Button } from '@mui/material';
import { type RaRecord, useLocale, useNotify, useRecordContext, useTranslate } from 'react-admin';

/**
 * "Preview": the saved record (an unpublished one too) on the shop's own page, in a new tab. `address`
 * asks the API for the preview cookie (30 minutes at most, content editors only) and names the page;
 * the shop shows it to that cookie alone, marked as a preview and never cached. Unsaved changes are
 * not shown: save first.
 */
export function ShopPreviewButton<T extends RaRecord>({ address, label, testId }: { address: (record: T, ua: boolean) => Promise<string>; label: string; testId: string }) {
  const record = useRecordContext<T>();
  const translate = useTranslate();
  const notify = useNotify();
  const ua = useLocale() === 'ua';
  const [busy, setBusy] = useState(false);
  if (!record) return null;

  async function open() {
    // Opened at once, inside the click, so the browser does not take it for a popup.
    const tab = window.open('about:blank', '_blank');
    setBusy(true);
    try {
      const url = await address(record!, ua);
      if (tab) tab.location.href = url;
      else window.location.assign(url);
    } catch (error) {
      tab?.close();
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button onClick={() => void open()} disabled={busy} data-testid={testId}>
      {translate(label)}
    </Button>
  );
}
