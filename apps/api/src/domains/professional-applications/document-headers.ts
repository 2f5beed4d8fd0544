/**
 * How an applicant's document is sent to staff. The stored type came from the upload's own bytes
 * (users/file-type.ts), but the answer still names only the three types it can be, so a row that says
 * anything else can never be rendered by the browser: it is sent as bytes to download. The three are
 * shown inline (the review screen opens them beside the decision), never sniffed, and a document may
 * load nothing and run nothing.
 */
const INLINE_TYPES: Record<string, string> = { 'application/pdf': 'pdf', 'image/jpeg': 'jpg', 'image/png': 'png' };

export function documentHeaders(file: { id: number; mimeType: string; originalName: string }): Record<string, string> {
  const extension = INLINE_TYPES[file.mimeType];
  const disposition = extension ? 'inline' : 'attachment';
  const asciiName = `document-${file.id}.${extension ?? 'bin'}`;
  return {
    'Content-Type': extension ? file.mimeType : 'application/octet-stream',
    'Content-Disposition': `${disposition}; filename="${asciiName}"; filename*=UTF-8''${encodeURIComponent(file.originalName)}`,
    'X-Content-Type-Options': 'nosniff',
    'Cache-Control': 'private, no-store',
    // A PDF viewer needs its own plugin; scripts, forms and other loads are refused.
    'Content-Security-Policy': "default-src 'none'; img-src 'self' data: blob:; style-src 'unsafe-inline'; object-src 'self'",
    'Cross-Origin-Resource-Policy': 'same-origin',
  };
}
