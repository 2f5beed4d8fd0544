import { inflateSync } from 'node:zlib';

/**
 * A pdfkit PDF with its Flate streams inflated in place, so that `pdfText` (payments' test support)
 * reads the text of a file as the server sends it (compressed). Lengths are left as they were:
 * good enough for reading text back, not for a PDF viewer.
 */
export function inflatePdf(pdf: Buffer): Buffer {
  const parts: Buffer[] = [];
  let at = 0;
  for (;;) {
    const dict = pdf.indexOf('/FlateDecode', at);
    if (dict === -1) break;
    const start = pdf.indexOf('stream\n', dict);
    const end = pdf.indexOf('\nendstream', start);
    if (start === -1 || end === -1) break;
    const head = start + 'stream\n'.length;
    parts.push(pdf.subarray(at, dict), Buffer.from('/Plain'), pdf.subarray(dict + '/FlateDecode'.length, head));
    parts.push(inflateSync(pdf.subarray(head, end)));
    at = end;
  }
  parts.push(pdf.subarray(at));
  return Buffer.concat(parts);
}
