/**
 * Slashes and backslashes at the start of a path, plain or percent-encoded. A browser reads a
 * `Location` of `//host/x` or `/\host/x` as another site, and some clients and proxies decode
 * `%2F` and `%5C` before they do.
 */
const LEADING_SEPARATORS = /^(?:[/\\]|%2f|%5c)+/i;

/**
 * The request target as a path on this origin: leading separators collapse to one slash and every
 * backslash becomes a slash (as browsers read them), so neither a redirect built from it nor a URL
 * resolved against the shop's origin can name another host.
 */
export function sameOriginPath(target: string): string {
  const q = target.indexOf('?');
  const pathname = q === -1 ? target : target.slice(0, q);
  const search = q === -1 ? '' : target.slice(q);
  return `/${pathname.replace(LEADING_SEPARATORS, '').replaceAll('\\', '/')}${search}`;
}
