import { useState } from 'react';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useInput, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { PRODUCT_IMAGE_MAX_BYTES, type StaffImage } from '@shop/contracts/staff-catalogue';
import { uploadProductImage } from './product-image-upload.ts';

/**
 * One product image: the picture now chosen and a button to upload another. The file goes to the
 * API at once and comes back as the shop's WebP sizes; the form keeps only the new image's id,
 * so nothing changes on the shop until the product is saved.
 */
export function ProductImageInput({ source, imageField }: { source: 'image_id' | 'image2_id'; imageField: 'image' | 'image2' }) {
  const translate = useTranslate();
  const notify = useNotify();
  const record = useRecordContext<{ image?: StaffImage | null; image2?: StaffImage | null }>();
  const { field, fieldState } = useInput({ source, defaultValue: null });
  const [uploaded, setUploaded] = useState<StaffImage | null>(null);
  const [busy, setBusy] = useState(false);
  const saved = record?.[imageField] ?? null;
  const shown = uploaded && uploaded.id === field.value ? uploaded : saved && saved.id === field.value ? saved : null;
  const inputId = `product-${source}`;

  async function onFile(file: File | undefined) {
    if (!file) return;
    if (file.size > PRODUCT_IMAGE_MAX_BYTES) {
      notify('resources.products.images.tooLarge', { type: 'error', messageArgs: { size: PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024 } });
      return;
    }
    setBusy(true);
    try {
      const image = await uploadProductImage(file);
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
        {translate(`resources.products.fields.${source}`)}
      </Typography>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center' }}>
        {shown ? (
          <img src={`${shown.url}-320.webp`} width={160} height={160} alt={translate(`resources.products.fields.${source}`)} style={{ border: '1px solid #ddd' }} />
        ) : (
          <Box sx={{ width: 160, height: 160, border: '1px dashed #bbb', display: 'grid', placeItems: 'center' }}>
            <Typography variant="body2">{translate('resources.products.images.none')}</Typography>
          </Box>
        )}
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1 }}>
          <Button component="label" htmlFor={inputId} variant="outlined" disabled={busy}>
            {busy ? <CircularProgress size={18} /> : translate('resources.products.images.upload')}
          </Button>
          <input
            id={inputId}
            type="file"
            accept="image/jpeg,image/png,image/webp"
            hidden
            onChange={(event) => {
              void onFile(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
          {field.value !== null && (
            <Button variant="text" onClick={() => field.onChange(null)}>
              {translate('resources.products.images.remove')}
            </Button>
          )}
        </Box>
      </Box>
      {fieldState.error?.message && (
        <Typography color="error" variant="body2">
          {fieldState.error.message}
        </Typography>
      )}
    </Box>
  );
}
