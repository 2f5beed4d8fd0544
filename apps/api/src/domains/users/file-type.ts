/** The document types accepted for professional review, recognised by content, not by name. */
export type DocumentMime = 'application/pdf' | 'image/jpeg' | 'image/png';

/** Bytes needed to recognise every accepted type. */
export const SNIFF_BYTES = 8;

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff]);
const PDF = Buffer.from('%PDF-', 'ascii');

/** The type a file's first bytes (magic numbers) prove, or null for anything else. */
export function sniffDocumentType(head: Buffer): DocumentMime | null {
  if (head.subarray(0, PDF.length).equals(PDF)) return 'application/pdf';
  if (head.subarray(0, PNG.length).equals(PNG)) return 'image/png';
  if (head.subarray(0, JPEG.length).equals(JPEG)) return 'image/jpeg';
  return null;
}

const EXTENSIONS: Record<string, DocumentMime> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
};

export const EXTENSION_OF: Record<DocumentMime, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
};

/**
 * The type a file name claims: a document type, `unsupported` for another extension, or null when
 * the name has no extension (then the content alone decides).
 */
export function typeClaimedByName(name: string): DocumentMime | 'unsupported' | null {
  const match = /\.([A-Za-z0-9]{1,10})$/.exec(name);
  if (!match) return null;
  return EXTENSIONS[match[1].toLowerCase()] ?? 'unsupported';
}

/** A file name safe to show and store: no folders, no control characters, at most 200 characters. */
export function cleanFileName(name: string | undefined): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (cleaned || 'document').slice(-200);
}
