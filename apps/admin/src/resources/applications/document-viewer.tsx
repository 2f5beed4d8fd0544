import { useEffect, useState } from 'react';
import { Box, Link, Stack, Typography } from '@mui/material';
import type { UserFile } from '@shop/contracts/user';
import { fetchDocument } from './applications-api.ts';
import { useWords } from './words.ts';

/**
 * One applicant's document shown in the screen itself: the file is read with the staff member's
 * token (a plain `<img src>` could not send it) and shown from a blob URL of the type the server
 * named, so the browser renders only what the server said it is (PDF or image; anything else is
 * offered as a download).
 */
export function DocumentViewer({ userId, file }: { userId: number; file: UserFile }) {
  const words = useWords();
  const [url, setUrl] = useState<string | null>(null);
  const [type, setType] = useState<string>('');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let objectUrl: string | null = null;
    let cancelled = false;
    fetchDocument(userId, file.id)
      .then((blob) => {
        if (cancelled) return;
        objectUrl = URL.createObjectURL(blob);
        setType(blob.type);
        setUrl(objectUrl);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [userId, file.id]);

  const title = `${file.name} (${Math.ceil(file.size / 1024)} KB)`;
  return (
    <Stack spacing={1} component="figure" sx={{ m: 0 }}>
      <Typography component="figcaption" variant="subtitle2" sx={{ overflowWrap: 'anywhere' }}>
        {title} — {words(`fileStatus.${file.status}`)}
      </Typography>
      {failed && <Typography color="error">{words('documentMissing')}</Typography>}
      {url && type.startsWith('image/') && (
        <Box component="img" src={url} alt={file.name} sx={{ maxWidth: '100%', maxHeight: 640, objectFit: 'contain', border: 1, borderColor: 'divider' }} />
      )}
      {url && type === 'application/pdf' && (
        <Box component="iframe" src={url} title={file.name} sx={{ width: '100%', height: { xs: 420, md: 640 }, border: 1, borderColor: 'divider' }} />
      )}
      {url && (
        <Link href={url} download={file.name}>
          {words('download')}
        </Link>
      )}
    </Stack>
  );
}
