import { PassThrough } from 'node:stream';
import { renderToPipeableStream } from 'react-dom/server';
import type { EntryContext, RouterContextProvider } from 'react-router';
import { ServerRouter } from 'react-router';
import { InlineStylesheetContext } from './lib/inline-stylesheet.tsx';
import { serverContext } from './lib/request-context.ts';
import { startScriptsAfterPaint } from './lib/scripts-after-paint.ts';
import { STYLESHEET_MARKER, spliceStylesheet } from './lib/stylesheet-splice.ts';

/** A render that has not finished by then is abandoned, with whatever it could flush. */
export const streamTimeout = 5_000;

/**
 * Whole documents: the page is sent once everything (loader data included) has rendered, never as a
 * stream of parts, so crawlers, the guest HTML cache and visitors all get the same complete HTML.
 * React Router's loader data travels through a Suspense boundary, which only the streaming renderer
 * resolves on the server; the stream is collected into one body.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    const { stylesheet } = loadContext.get(serverContext);
    const document = (
      <InlineStylesheetContext value={stylesheet ? STYLESHEET_MARKER : undefined}>
        <ServerRouter context={routerContext} url={request.url} />
      </InlineStylesheetContext>
    );
    const { pipe, abort } = renderToPipeableStream(document, {
      onAllReady() {
        const chunks: Buffer[] = [];
        const sink = new PassThrough();
        sink.on('data', (chunk: Buffer) => chunks.push(chunk));
        sink.on('end', () => {
          clearTimeout(timer);
          responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
          let html = startScriptsAfterPaint(Buffer.concat(chunks));
          if (stylesheet) html = spliceStylesheet(html, stylesheet);
          resolve(new Response(html, { status, headers: responseHeaders }));
        });
        pipe(sink);
      },
      onShellError(error) {
        clearTimeout(timer);
        reject(error);
      },
      onError(error) {
        status = 500;
        console.error(error);
      },
    });
    const timer = setTimeout(abort, streamTimeout + 1_000);
  });
}
