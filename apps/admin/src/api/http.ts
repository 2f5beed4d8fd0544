import type { ApiLanguage } from '@shop/contracts/i18n';

/**
 * The shop's API from the back office: same origin, `/api/v1/...`, the bearer access token in memory
 * and the refresh cookie the API sets at sign-in. A 401 on a call with a token refreshes once (one
 * refresh at a time for every waiting call) and repeats the call.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { message?: string; errors?: Record<string, string[]> } | undefined,
  ) {
    super(body?.message ?? `HTTP ${status}`);
  }
}

let accessToken: string | null = null;
let refreshing: Promise<boolean> | null = null;
let language: ApiLanguage = 'ru';

export const session = {
  setToken: (token: string | null) => {
    accessToken = token;
  },
  hasToken: () => accessToken !== null,
  setLanguage: (lang: ApiLanguage) => {
    language = lang;
  },
};

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function send(method: Method, path: string, body: unknown, token: string | null) {
  const headers: Record<string, string> = { accept: 'application/json', 'x-localization': language };
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`/api${path}`, {
    method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    credentials: 'same-origin',
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = { message: text };
  }
  return { status: response.status, body: parsed as ApiError['body'] & Record<string, unknown> };
}

/** New access token from the refresh cookie; false when the session is gone. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= send('POST', '/v1/auth/refresh', {}, null)
    .then((res) => {
      const token = res.status === 200 ? (res.body?.data as { accessToken?: string } | undefined)?.accessToken : undefined;
      accessToken = token ?? null;
      return accessToken !== null;
    })
    .catch(() => false)
    .finally(() => {
      refreshing = null;
    });
  return refreshing;
}

export async function api<T>(method: Method, path: string, body?: unknown): Promise<T> {
  let res = await send(method, path, body, accessToken);
  if (res.status === 401 && (await refreshSession())) res = await send(method, path, body, accessToken);
  if (res.status >= 400) throw new ApiError(res.status, res.body);
  return res.body as T;
}

/** A multipart upload (an image, a price list): the same token and refresh as `api`, the browser sets the boundary. */
export async function upload<T>(path: string, form: FormData): Promise<T> {
  const post = (token: string | null) =>
    fetch(`/api${path}`, {
      method: 'POST',
      headers: { accept: 'application/json', 'x-localization': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: form,
      credentials: 'same-origin',
    });
  let response = await post(accessToken);
  if (response.status === 401 && (await refreshSession())) response = await post(accessToken);
  const body = await response.json().catch(() => undefined);
  if (response.status >= 400) throw new ApiError(response.status, body);
  return body as T;
}

/** A file the API answers as bytes (a document to view inline): the same token and refresh as `api`. */
export async function downloadBlob(path: string): Promise<Blob> {
  const get = (token: string | null) =>
    fetch(`/api${path}`, {
      headers: { 'x-localization': language, ...(token ? { authorization: `Bearer ${token}` } : {}) },
      credentials: 'same-origin',
    });
  let response = await get(accessToken);
  if (response.status === 401 && (await refreshSession())) response = await get(accessToken);
  if (response.status >= 400) throw new ApiError(response.status, await response.json().catch(() => undefined));
  return response.blob();
}
