import type { ApiLanguage } from '@shop/contracts/i18n';

/** The answer of one API call as the client sees it, whatever carried it. */
export interface TransportResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: unknown;
}

export interface TransportRequest {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path under /api, e.g. `/v1/variables?x=1`. */
  path: string;
  headers: Record<string, string>;
  body?: unknown;
}

/**
 * How a request reaches the API: `fetch` in the browser; in the one-process server a direct
 * dispatch into the Fastify instance (no network hop).
 */
export type Transport = (request: TransportRequest) => Promise<TransportResponse>;

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; errors?: Record<string, string[]> } | undefined,
  ) {
    super(body?.message ?? `API answered ${status}`);
  }
}

export interface ApiClientOptions {
  lang: ApiLanguage;
  visitorId?: string;
  token?: string | null;
}

export type Query = Record<string, string | number | boolean | undefined | null | Array<string | number>>;

export function buildQuery(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const v of value) params.append(`${key}[]`, String(v));
    else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** A typed client for /api/v1 with the headers every call carries (SPEC §7). */
export function createApiClient(transport: Transport, options: ApiClientOptions) {
  async function call<T>(method: TransportRequest['method'], path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json', 'x-localization': options.lang };
    if (options.visitorId) headers['x-user-hash'] = options.visitorId;
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await transport({ method, path, headers, body });
    if (response.status >= 400) throw new ApiError(response.status, response.body as ApiError['body']);
    return response.body as T;
  }
  return {
    get: <T>(path: string, query?: Query) => call<T>('GET', `${path}${buildQuery(query)}`),
    post: <T>(path: string, body?: unknown) => call<T>('POST', path, body ?? {}),
    put: <T>(path: string, body?: unknown) => call<T>('PUT', path, body ?? {}),
    delete: <T>(path: string) => call<T>('DELETE', path),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** Browser transport: same-origin fetch to /api. */
export const fetchTransport: Transport = async ({ method, path, headers, body }) => {
  const res = await fetch(`/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  const text = await res.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = { message: text };
  }
  return { status: res.status, headers: Object.fromEntries(res.headers.entries()), body: parsed };
};
