import { renderToString } from 'react-dom/server';
import type { EntryContext } from 'react-router';
import { ServerRouter } from 'react-router';
import { readHydrationData } from '../../../apps/web/app/lib/hydration-data.server.ts';

/** The shop's own way of rendering a whole document (apps/web/app/entry.server.tsx), without its extras. */
export default async function handleRequest(request: Request, status: number, headers: Headers, context: EntryContext) {
  await readHydrationData(context);
  const html = `<!DOCTYPE html>${renderToString(<ServerRouter context={context} url={request.url} />)}`;
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(html, { status, headers });
}
