import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RouterContextProvider, createRequestHandler, type ServerBuild } from 'react-router';
import type { Transport } from '../app/lib/api-client.ts';
import { serverContext } from '../app/lib/request-context.ts';

/** Dispatches API calls of loaders straight into the Fastify instance: no socket, no HTTP parsing. */
export function inProcessTransport(app: FastifyInstance): Transport {
  return async ({ method, path, headers, body }) => {
    const res = await app.inject({
      method,
      url: `/api${path}`,
      headers,
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
    let parsed: unknown;
    try {
      parsed = res.body ? JSON.parse(res.body) : undefined;
    } catch {
      parsed = { message: res.body };
    }
    return { status: res.statusCode, headers: res.headers as Record<string, string | string[] | undefined>, body: parsed };
  };
}

function toFetchRequest(request: FastifyRequest, origin: string): Request {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) headers.append(key, v);
    else headers.set(key, String(value));
  }
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  let body: string | Uint8Array<ArrayBuffer> | undefined;
  if (hasBody && request.body !== undefined) {
    if (typeof request.body === 'string') body = request.body;
    else if (Buffer.isBuffer(request.body)) body = Uint8Array.from(request.body);
    else body = JSON.stringify(request.body);
  }
  return new Request(new URL(request.raw.url ?? '/', origin), { method: request.method, headers, body });
}

async function sendFetchResponse(reply: FastifyReply, response: Response): Promise<void> {
  reply.status(response.status);
  for (const [key, value] of response.headers) {
    if (key === 'set-cookie') continue;
    reply.header(key, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  const body = response.body ? Buffer.from(await response.arrayBuffer()) : null;
  await reply.send(body);
}

export interface PageHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'production' | 'development';
  origin: string;
}

/** Every path that is not the API, an asset or a media file renders through React Router. */
export function registerPageHandler(app: FastifyInstance, options: PageHandlerOptions): void {
  const handle = createRequestHandler(options.build, options.mode);
  const transport = inProcessTransport(app);
  app.all('/*', async (request, reply) => {
    const context = new RouterContextProvider();
    context.set(serverContext, { transport, visitorId: request.visitorId, origin: options.origin });
    const response = await handle(toFetchRequest(request, options.origin), context);
    await sendFetchResponse(reply, response);
  });
}
