import { useState } from 'react';
import { Box, Button, CircularProgress, Typography } from '@mui/material';
import { useInput, useNotify, useTranslate } from 'react-admin';
import { PRODUCT_IMAGE_MAX_BYTES } from '@shop/contracts/staff-catalogue';
import { uploadProductImage } from '../products/product-image-upload.ts';

interface BlockImage {
  url: string;
  width: number;
  height: number;
  widths: number[];
  color: string;
}

/**
 * A content block's picture: uploaded through the catalogue's image upload (the shop's WebP sizes,
 * decision 0025) and kept in the block as the shop renders it (address, size, widths). Nothing
 * changes on the shop until the post is saved.
 */
export function BlockImageInput({ source, label }: { source: string; label: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { field, id } = useInput({ source, defaultValue: null });
  const [busy, setBusy] = useState(false);
  const image = field.value as BlockImage | null;

  async function onFile(file: File | undefined) {
    if (!file) return;
    if (file.size > PRODUCT_IMAGE_MAX_BYTES) {
      notify('resources.posts.images.tooLarge', { type: 'error', messageArgs: { size: PRODUCT_IMAGE_MAX_BYTES / 1024 / 1024 } });
      return;
    }
    setBusy(true);
    try {
      const uploaded = await uploadProductImage(file);
      field.onChange({ url: uploaded.url, width: uploaded.width, height: uploaded.height, widths: uploaded.widths, color: '#ffffff' });
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  }

  const inputId = `${id}-file`;
  return (
    <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', my: 1 }}>
      {image ? (
        <img src={`${image.url}-320.webp`} width={96} height={96} alt={translate(label)} style={{ border: '1px solid #ddd', objectFit: 'contain' }} />
      ) : (
        <Typography variant="body2">{translate('resources.posts.images.none')}</Typography>
      )}
      <Button component="label" htmlFor={inputId} variant="outlined" size="small" disabled={busy}>
        {busy ? <CircularProgress size={16} /> : translate(label)}
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
      {image && (
        <Button variant="text" size="small" onClick={() => field.onChange(null)}>
          {translate('resources.posts.images.remove')}
        </Button>
      )}
    </Box>
  );
}
