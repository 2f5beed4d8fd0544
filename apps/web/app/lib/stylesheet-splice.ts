/**
 * The server render writes this marker where the shop's stylesheet belongs (`InlineStylesheet`),
 * and the stylesheet's bytes, encoded once at start-up, are spliced in after the render. React then
 * never copies, escapes or encodes the 100 KB of CSS for each page, and the page is never decoded
 * back into a string to put it there.
 */
export const STYLESHEET_MARKER = '/*shop:stylesheet*/';

const MARKER_BYTES = Buffer.from(STYLESHEET_MARKER);

export function spliceStylesheet(html: Buffer<ArrayBuffer>, stylesheet: Buffer): Buffer<ArrayBuffer> {
  const headEnd = html.indexOf('</head>');
  const at = html.indexOf(MARKER_BYTES);
  if (at < 0 || (headEnd >= 0 && at > headEnd)) return html;
  return Buffer.concat([html.subarray(0, at), stylesheet, html.subarray(at + MARKER_BYTES.length)]);
}
