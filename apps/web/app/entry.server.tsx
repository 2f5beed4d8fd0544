import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { renderToString } from 'react-dom/server';

/**
 * Whole-document rendering with renderToString: pages carry no deferred data, and on this hardware
 * renderToString costs about half of streaming (docs/performance.md).
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const html = `<!DOCTYPE html>${renderToString(<ServerRouter context={routerContext} url={request.url} />)}`;
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html, { status: responseStatusCode, headers: responseHeaders });
}
