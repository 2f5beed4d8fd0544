import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { RouterContextProvider, createRequestHandler, type ServerBuild } from 'react-router';
import type { Transport } from '../app/lib/api-client.ts';
import { serverContext } from '../app/lib/request-context.server.ts';
import { type CachedPage, type HtmlCache, isCacheablePath } from './html-cache.ts';
import { createCachedPageSource, isShareable, type RenderedPage } from './cached-page-source.ts';
import { createLimiter } from './render-limiter.ts';
import { compress, type Encoding, MIN_COMPRESS_BYTES, pickEncoding } from './compression.ts';
import { sameOriginPath } from './same-origin-path.ts';
import { demoUnlockCookie, staffPreviewCookie } from '@shop/api/shop-api';

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

/**
 * The request React Router renders. HEAD is rendered as GET, so the document entry never sees one:
 * the answer's headers (its length above all) must be those of the page, Node leaves the body out,
 * and the page can be kept for the GETs that follow. React Router answers HEAD with an empty body.
 */
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
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  // Resolved as a path, so a target like `//host%2f` can neither name another host nor fail to parse.
  return new Request(new URL(sameOriginPath(request.raw.url ?? '/'), origin), { method, headers, body });
}

async function toRenderedPage(response: Response): Promise<RenderedPage> {
  const headers: Record<string, string> = {};
  for (const [key, value] of response.headers) if (key !== 'set-cookie') headers[key] = value;
  return {
    status: response.status,
    headers,
    setCookies: response.headers.getSetCookie(),
    body: response.body ? Buffer.from(await response.arrayBuffer()) : Buffer.alloc(0),
  };
}

/** Compressed copies of a page body, made on first demand and kept with the page. */
const compressedBodies = new WeakMap<Buffer, Partial<Record<Encoding, Promise<Buffer>>>>();

function compressedBody(body: Buffer, encoding: Encoding): Promise<Buffer> {
  let copies = compressedBodies.get(body);
  if (!copies) compressedBodies.set(body, (copies = {}));
  return (copies[encoding] ??= compress(body, encoding));
}

async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage & { setCookies?: string[] },
  cacheControl: string,
) {
  reply.status(page.status).headers(page.headers);
  if (page.setCookies?.length) reply.header('set-cookie', page.setCookies);
  if (!page.headers['cache-control']) reply.header('cache-control', cacheControl);
  reply.header('vary', 'Accept-Encoding');
  const encoding = page.body.length >= MIN_COMPRESS_BYTES ? pickEncoding(request.headers['accept-encoding']) : null;
  if (!encoding) return reply.send(page.body);
  reply.header('content-encoding', encoding);
  return reply.send(await compressedBody(page.body, encoding));
}

/**
 * The price audience a page is rendered for (decision 0010): the few price groups a page can differ
 * by. Retail (guests and ordinary users) is the empty key; the rest are named by the API.
 */
export interface PageAudience {
  /** Part of the page's cache key; '' for retail, whose pages are shared with everyone. */
  key: string;
  /** The Cookie header the loaders' in-process API calls carry, so the API prices by the same audience. */
  apiCookie?: string;
}

export const RETAIL_PAGE: PageAudience = Object.freeze({ key: '' });

/** The loaders' transport with the page's audience cookie (and the demo's unlock or staff preview cookie) added to every call. */
function transportFor(transport: Transport, audience: PageAudience, ...extraCookies: (string | null)[]): Transport {
  const cookie = [audience.apiCookie, ...extraCookies].filter(Boolean).join('; ');
  if (!cookie) return transport;
  return (call) => transport({ ...call, headers: { ...call.headers, cookie } });
}

/** The demo's own pages (never cached), the only ones whose loaders may read its outbox for the visitor. */
const isDemoPage = (url: string) => /^\/(ua\/)?demo\//.test(url);

/**
 * A staff preview of a draft (`?preview` in the address, issue 29): rendered for this visitor alone,
 * never cached, and the only page whose loaders carry the staff preview cookie to the API, which
 * decides whether the visitor may see the draft.
 */
const isPreviewPage = (url: string) => /[?&]preview(=|&|$)/.test(url);

export interface PageHandlerOptions {
  build: ServerBuild | (() => Promise<ServerBuild>);
  mode: 'production' | 'development';
  origin: string;
  /** The stylesheet written into every page's head; absent in development, where Vite serves styles. */
  stylesheet?: Buffer;
  /** Builds a page's Content Security Policy from the hashes of its inline scripts. */
  contentSecurityPolicy: (scriptHashes: readonly string[]) => string;
  /** Guest HTML cache; absent in development. */
  cache?: HtmlCache;
  /** Pages rendered at once; the rest wait in line. */
  maxConcurrentRenders: number;
  /** The request's price audience; without it every page is rendered with retail prices. */
  audienceOf?: (request: FastifyRequest) => PageAudience;
  /** The API's catalogue version (memoised by its owner), handed to every render (ServerContext). */
  catalogVersion?: () => Promise<string>;
}

/** The methods a page answers: reading it, and the form submissions its actions take. */
const PAGE_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);

/** Shared caches (a CDN) may keep a page a minute and serve it stale while they fetch a new one. */
const CACHEABLE = 'public, max-age=0, s-maxage=60, stale-while-revalidate=300';
/**
 * Pages priced for a price group other than retail: kept in this server's cache under their audience,
 * but never in a shared cache, which keys by URL alone and would hand them to guests.
 */
const AUDIENCE_ONLY = 'private, no-store';

/** What the server needs of the page handler once it is registered. */
export interface PageHandler {
  /** Resolves once no page renders or waits to render (or after `timeoutMs`): call before closing the API. */
  idle(timeoutMs: number): Promise<void>;
}

/** Every path that is not the API, an asset or a media file renders through React Router. */
export function registerPageHandler(app: FastifyInstance, options: PageHandlerOptions): PageHandler {
  const handle = createRequestHandler(options.build, options.mode);
  const transport = inProcessTransport(app);
  const limit = createLimiter(options.maxConcurrentRenders);

  const audienceOf = options.audienceOf ?? (() => RETAIL_PAGE);

  async function render(request: FastifyRequest, audience: PageAudience): Promise<RenderedPage> {
    const context = new RouterContextProvider();
    context.set(serverContext, {
      transport: transportFor(
        transport,
        audience,
        isDemoPage(request.url) ? demoUnlockCookie(request) : null,
        isPreviewPage(request.url) ? staffPreviewCookie(request) : null,
      ),
      visitorId: request.visitorId,
      origin: options.origin,
      stylesheet: options.stylesheet,
      priceAudience: audience.key || 'retail',
      catalogVersion: options.catalogVersion ? await options.catalogVersion() : undefined,
      contentSecurityPolicy: options.contentSecurityPolicy,
    });
    const response = await limit(() => handle(toFetchRequest(request, options.origin), context));
    return toRenderedPage(response);
  }

  const pageFor = options.cache
    ? createCachedPageSource(options.cache, (call: { request: FastifyRequest; audience: PageAudience }) => render(call.request, call.audience), (error) => app.log.warn({ err: error }, 'refreshing a cached page failed'))
    : undefined;

  app.all('/*', async (request, reply) => {
    // TRACE, CONNECT and the like are no page's business (and a fetch Request refuses some of them).
    if (!PAGE_METHODS.has(request.method)) {
      return reply.status(405).header('allow', [...PAGE_METHODS].join(', ')).type('text/plain; charset=utf-8').send('Method Not Allowed');
    }
    // The path as rendered, so `//account/` is kept (or not) exactly like `/account/`.
    const url = sameOriginPath(request.raw.url ?? '/');
    const audience = audienceOf(request);
    const cacheable =
      pageFor !== undefined &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !isPreviewPage(url) &&
      isCacheablePath(url.split('?')[0]);
    if (!cacheable) return sendPage(request, reply, await render(request, audience), 'private, no-store');

    const { page, outcome } = await pageFor(url, audience.key, { request, audience });
    reply.header('x-cache', outcome);
    // A page rendered for this visitor alone (an error, or one setting cookies) is for nobody else either.
    const personal = 'setCookies' in page && !isShareable(page);
    return sendPage(request, reply, page, personal ? 'no-store' : audience.key ? AUDIENCE_ONLY : CACHEABLE);
  });

  return { idle: limit.idle };
}
