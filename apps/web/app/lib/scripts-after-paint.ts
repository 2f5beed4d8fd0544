/**
 * Starts a page's scripts only after the browser has painted it.
 *
 * Every page is complete HTML with its styles inline, so a visitor can read it before any script has
 * run. React Router, though, preloads the page's modules from the head at high priority and starts
 * them as soon as the HTML is parsed: on a phone the 120 KB of scripts then compete with the HTML,
 * the photo and the font for the first paint, and hydration runs before the page shows. Here the
 * module preloads leave the head and the boot module waits for the first frame; then the same
 * preloads and the same module are added, so the modules still load in parallel, just later.
 *
 * React hydrates the boot `<script>` element as it finds it (it never compares script contents), so
 * swapping its text for the loader's is safe. What needs scripts before they arrive (the burger,
 * the dialogs) is covered in `lib/hydration-marker.ts`.
 */
const MODULE_PRELOAD = /<link rel="modulepreload" href="([^"]+)"\/>/g;
const BOOT_OPEN = '<script type="module" async="">';
const SCRIPT_CLOSE = '</script>';

/**
 * `start(preloads, bootModule)`: after the next frame has been painted (a timeout queued from an
 * animation frame runs after that frame), add the preloads and then the boot module. Written as a
 * string so no build step can rewrite it.
 */
const LOADER =
  '(function(preloads,boot){function start(){' +
  'preloads.forEach(function(href){var link=document.createElement("link");link.rel="modulepreload";link.href=href;document.head.appendChild(link)});' +
  'var script=document.createElement("script");script.type="module";script.textContent=boot;document.body.appendChild(script)}' +
  'requestAnimationFrame(function(){setTimeout(start,0)})})';

/** A JSON value safe to write inside an inline `<script>`. */
function inlineJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

export interface ScriptsAfterPaint {
  html: Buffer<ArrayBuffer>;
  /**
   * The boot module's text, which the loader adds as an inline script of its own: the page's
   * Content Security Policy must name it too. Null when the page had no boot module.
   */
  boot: string | null;
}

/**
 * Works on the page's bytes: only the head (a few kilobytes once the stylesheet is spliced in after
 * this step) and the boot module are decoded, never the whole document.
 */
export function startScriptsAfterPaint(html: Buffer<ArrayBuffer>): ScriptsAfterPaint {
  const unchanged = { html, boot: null };
  const headEnd = html.indexOf('</head>');
  if (headEnd < 0) return unchanged;
  const bootStart = html.indexOf(BOOT_OPEN, headEnd);
  if (bootStart < 0) return unchanged;
  const bootEnd = html.indexOf(SCRIPT_CLOSE, bootStart);
  if (bootEnd < 0) return unchanged;
  const boot = html.toString('utf8', bootStart + BOOT_OPEN.length, bootEnd);
  const preloads: string[] = [];
  const head = html.toString('utf8', 0, headEnd).replace(MODULE_PRELOAD, (_link, href: string) => {
    preloads.push(href);
    return '';
  });
  const loader = `<script>${LOADER}(${inlineJson(preloads)},${inlineJson(boot)})</script>`;
  const page = Buffer.concat([
    Buffer.from(head),
    html.subarray(headEnd, bootStart),
    Buffer.from(loader),
    html.subarray(bootEnd + SCRIPT_CLOSE.length),
  ]);
  return { html: page, boot };
}
