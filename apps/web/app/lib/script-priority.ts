/**
 * Marks the page's module preloads `fetchpriority="low"`.
 *
 * React Router preloads every script a page hydrates with, and browsers fetch module preloads at
 * high priority, ahead of the product photo and the font. The page is complete HTML with its styles
 * inline, so it can be read and used before any script has run; on a slow phone the photo should
 * win the bandwidth and the scripts follow. React Router offers no option for this, and the
 * attribute is safe to add after rendering: once hydrated, the router renders no preloads, so the
 * browser never compares these elements with anything.
 */
export function lowerScriptPriority(html: string): string {
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return html;
  const head = html.slice(0, headEnd).replaceAll('<link rel="modulepreload" ', '<link rel="modulepreload" fetchpriority="low" ');
  return head + html.slice(headEnd);
}
