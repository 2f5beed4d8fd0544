import { PassThrough } from 'node:stream';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { isRouteErrorResponse, ServerRouter } from 'react-router';
import { ApiError } from './lib/api-client.ts';
import { InlineStylesheetContext } from './lib/inline-stylesheet.tsx';
import { serverContext } from './lib/request-context.server.ts';
import { readHydrationData } from './lib/hydration-data.server.ts';
import { startScriptsAfterPaint } from './lib/scripts-after-paint.ts';
import { inlineScriptHashes, scriptHashSource } from './lib/script-hashes.server.ts';
import { STYLESHEET_MARKER, spliceStylesheet } from './lib/stylesheet-splice.ts';

/** A render that has not finished by then is abandoned, with whatever it could flush. */
export const streamTimeout = 5_000;

/**
 * Whole documents: the page is sent once everything (loader data included) has rendered, never as a
 * stream of parts, so crawlers, the guest HTML cache and visitors all get the same complete HTML.
 *
 * By the time this runs, every loader has finished, so the page can usually be rendered at once with
 * `renderToString`, which costs a good deal less than the streaming renderer. When something inside
 * still has to wait (a lazy component whose code has not been loaded yet on this server, a deferred
 * value), that render leaves a boundary unfinished; the page is then rendered again with the streaming
 * renderer, which waits for it.
 */
export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  await readHydrationData(routerContext);
  const { stylesheet, contentSecurityPolicy } = loadContext.get(serverContext);
  const document = (
    <InlineStylesheetContext value={stylesheet ? STYLESHEET_MARKER : undefined}>
      <ServerRouter context={routerContext} url={request.url} />
    </InlineStylesheetContext>
  );
  const rendered = renderAtOnce(document) ?? (await renderStreamed(document));
  const { html: loaded, boot } = startScriptsAfterPaint(rendered.html);
  // Hashed before the stylesheet goes in: 100 KB fewer to search, and a style element holds no script.
  const scriptHashes = inlineScriptHashes(loaded);
  if (boot !== null) scriptHashes.push(scriptHashSource(boot));
  const html = stylesheet ? spliceStylesheet(loaded, stylesheet) : loaded;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  // The policy travels with the page, so a cached copy is served with the hashes of its own scripts.
  responseHeaders.set('Content-Security-Policy', contentSecurityPolicy(scriptHashes));
  // A loader refused because the database is unreachable: the page says so with 503 and when to come
  // back (as the API does), not as a server bug, and a proxy or crawler retries instead of giving up.
  const unavailable = unavailableRequests.has(request) || loaderAnsweredUnavailable(routerContext);
  if (unavailable) responseHeaders.set('Retry-After', '2');
  const status = rendered.failed ? 500 : unavailable ? 503 : responseStatusCode;
  return new Response(html, { status, headers: responseHeaders });
}

/**
 * Requests a loader of which the API refused for the database. In production React Router hands the
 * document entry its loaders' errors sanitized (a plain "Unexpected Server Error"), so the ApiError is
 * recognised here, where React Router reports each error as it was thrown, before it renders.
 */
const unavailableRequests = new WeakSet<Request>();

export function handleError(error: unknown, { request }: { request: Request }): void {
  if (error instanceof ApiError && error.status === 503) unavailableRequests.add(request);
  // React Router's own report, which this export replaces: a route error response carries the thrown
  // error in a field its public type does not name.
  const thrown = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
  if (!request.signal.aborted) console.error(thrown ?? error);
}

/** The same check on the errors the entry is given: they are the originals outside production. */
function loaderAnsweredUnavailable(routerContext: EntryContext): boolean {
  const errors = routerContext.staticHandlerContext.errors;
  return Object.values(errors ?? {}).some((error) => error instanceof ApiError && error.status === 503);
}

interface RenderedDocument {
  html: Buffer<ArrayBuffer>;
  /** A component threw while rendering: the page is answered with status 500. */
  failed: boolean;
}

/** React marks a Suspense boundary it could not finish with `<!--$?-->` (pending) or `<!--$!-->` (left to the client). */
const UNFINISHED_BOUNDARY = /<!--\$[?!]-->/;

function renderAtOnce(document: React.ReactElement): RenderedDocument | null {
  let html: string;
  try {
    html = renderToString(document);
  } catch {
    return null;
  }
  if (UNFINISHED_BOUNDARY.test(html)) return null;
  return { html: Buffer.from(`<!DOCTYPE html>${html}`), failed: false };
}

function renderStreamed(document: React.ReactElement): Promise<RenderedDocument> {
  return new Promise((resolve, reject) => {
    let failed = false;
    const { pipe, abort } = renderToPipeableStream(document, {
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => {
          clearTimeout(timer);
          resolve({ html: Buffer.concat(chunks), failed });
        });
        pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        failed = true;
        console.error(error);
      },
    });
    const timer = setTimeout(abort, streamTimeout + 1_000);
  });
}
