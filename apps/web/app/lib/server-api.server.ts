import type { RouterContextProvider } from 'react-router';
import { createApiClient } from './api-client.ts';
import { languageOfPath } from './language.ts';
import { serverContext } from './request-context.server.ts';

/** The API client a loader uses: in-process, in the language of the requested page. */
export function serverApi(context: Readonly<RouterContextProvider>, request: Request) {
  const { transport, visitorId } = context.get(serverContext);
  const lang = languageOfPath(new URL(request.url).pathname);
  return { api: createApiClient(transport, { lang, visitorId }), lang };
}
