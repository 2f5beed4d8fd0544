import { createHash } from 'node:crypto';

const SCRIPT_OPEN = Buffer.from('<script');
const SCRIPT_CLOSE = Buffer.from('</script>');
const TAG_END = 0x3e; // '>'
/** Types the browser runs; any other `type` (application/ld+json, application/json) is data, which CSP leaves alone. */
const SCRIPT_TYPE = /\btype="(?!module"|text\/javascript")/;
const EXTERNAL = /\bsrc=/;

/** A CSP source for a script's text. The HTML parser turns CR LF and CR into LF before the browser hashes it. */
export function scriptHashSource(text: string | Buffer): string {
  const source = typeof text === 'string' ? text : text.toString('utf8');
  const normalised = source.includes('\r') ? source.replace(/\r\n?/g, '\n') : source;
  return `'sha256-${createHash('sha256').update(normalised).digest('base64')}'`;
}

/**
 * The hash sources of every inline script in a rendered page, in the order they appear, each once.
 * The page is React's output, which escapes `<` in text and attribute values, so every `<script`
 * in it opens a script element.
 */
export function inlineScriptHashes(html: Buffer): string[] {
  const hashes = new Set<string>();
  let at = html.indexOf(SCRIPT_OPEN);
  while (at >= 0) {
    const tagEnd = html.indexOf(TAG_END, at);
    const close = tagEnd < 0 ? -1 : html.indexOf(SCRIPT_CLOSE, tagEnd);
    if (close < 0) break;
    const tag = html.toString('latin1', at, tagEnd);
    if (!EXTERNAL.test(tag) && !SCRIPT_TYPE.test(tag)) hashes.add(scriptHashSource(html.subarray(tagEnd + 1, close)));
    at = html.indexOf(SCRIPT_OPEN, close);
  }
  return [...hashes];
}
