import { useState } from 'react';
import { Button } from '@mui/material';
import { useLocale, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { StaffPost } from '@shop/contracts/staff-posts';
import { staffApi } from '../../api/data-provider.ts';

/**
 * "Preview": the saved post (a draft too) on the shop's own page, in a new tab. The API first gives
 * this browser a preview cookie (30 minutes, content editors only); the shop shows the draft to that
 * cookie alone, marked as a preview and never cached. Unsaved changes are not shown: save first.
 */
export function PreviewButton() {
  const record = useRecordContext<StaffPost>();
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
      const { data } = await staffApi.post<{ data: { url_ru: string; url_uk: string } }>(`/v1/staff/posts/${record!.id}/preview`);
      const url = ua ? data.url_uk : data.url_ru;
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
    <Button onClick={() => void open()} disabled={busy} data-testid="post-preview-button">
      {translate('resources.posts.preview')}
    </Button>
  );
}
