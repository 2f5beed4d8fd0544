import { useState } from 'react';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useInput, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { BANNER_IMAGE_MAX_BYTES, type BannerImageKind, type StaffBanner } from '@shop/contracts/staff-banners';
import type { StaffImage } from '@shop/contracts/staff-catalogue';
import { upload } from '../../api/http.ts';

const SOURCES = { wide: { source: 'image_id', field: 'image' }, mobile: { source: 'image_mobile_id', field: 'image_mobile' } } as const;

/**
 * A slide's wide or phone picture: the picture now chosen and a button to upload another. The file
 * goes to the API at once and comes back cropped to the slide's shape as the home page's WebP sizes;
 * the form keeps only the new image's id, so the home page changes only when the banner is saved.
 */
export function BannerImageInput({ kind }: { kind: BannerImageKind }) {
  const { source, field: imageField } = SOURCES[kind];
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext<StaffBanner>();
  const { field, fieldState } = useInput({ source, defaultValue: null });
  const [uploaded, setUploaded] = useState<StaffImage | null>(null);
  const [busy, setBusy] = useState(false);
  const saved = record?.[imageField] ?? null;
  const shown = uploaded && uploaded.id === field.value ? uploaded : saved && saved.id === field.value ? saved : null;
  const inputId = `banner-${source}`;
  const label = translate(`resources.banners.fields.${source}`);

  async function onFile(file: File | undefined) {
    if (!file) return;
    if (file.size > BANNER_IMAGE_MAX_BYTES) {
      notify('resources.banners.images.tooLarge', { type: 'error', messageArgs: { size: BANNER_IMAGE_MAX_BYTES / 1024 / 1024 } });
      return;
    }
    setBusy(true);
    try {
      const form = new FormData();
      form.append('file', file, file.name);
      const image = (await upload<{ data: StaffImage }>(`/v1/staff/banner-images?kind=${kind}`, form)).data;
      setUploaded(image);
      field.onChange(image.id);
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box sx={{ mb: 3 }}>
      <Typography component="h3" variant="subtitle1" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {shown ? (
          <img src={`${shown.url}-${shown.widths[0]}.webp`} width={kind === 'wide' ? 320 : 125} height={120} alt={label} style={{ border: '1px solid #ddd', objectFit: 'cover' }} />
        ) : (
          <Box sx={{ width: kind === 'wide' ? 320 : 125, height: 120, border: '1px dashed #bbb', display: 'grid', placeItems: 'center' }}>
            <Typography variant="body2">{translate('resources.banners.images.none')}</Typography>
          </Box>
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Button component="label" htmlFor={inputId} variant="outlined" disabled={busy}>
            {busy ? <CircularProgress size={18} /> : translate('resources.banners.images.upload')}
          </Button>
          <input
            id={inputId}
            data-testid={`banner-${kind}-file`}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hidden
            onChange={(event) => {
              void onFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {kind === 'mobile' && field.value !== null && (
            <Button variant="text" onClick={() => field.onChange(null)}>
              {translate('resources.banners.images.remove')}
            </Button>
          )}
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary">
        {translate(`resources.banners.images.${kind}Help`)}
      </Typography>
      {fieldState.error?.message && (
        <Typography color="error" variant="body2">
          {fieldState.error.message}
        </Typography>
      )}
    </Box>
  );
}
