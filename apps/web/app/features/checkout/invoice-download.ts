import { VISITOR_COOKIE } from '@shop/contracts/constants';
import { ApiError } from '../../lib/api-client.ts';
import { readCookie } from '../../lib/cookies.ts';
import { languageOfPath } from '../../lib/language.ts';
import { getAccessToken, refreshAccessToken } from '../../visitor/session.ts';

/**
 * SPEC §7 "Other": a file is downloaded as a blob by GET of its URL (with the bearer token, since
 * invoices are personal) and saved under a given name. The JSON client cannot read a PDF, so this
 * call is made with fetch and the same headers; an expired token is refreshed once.
 */

/** The API answers with `/api/v1/…`, `/v1/…` or an absolute URL: all are read from the shop's origin. */
export function apiFileUrl(path: string): string {
  if (/^https?:\/\//.test(path) || path.startsWith('/api/')) return path;
  return `/api${path.startsWith('/') ? path : `/${path}`}`;
}

async function get(url: string): Promise<Response> {
  const headers: Record<string, string> = { accept: 'application/pdf', 'x-localization': languageOfPath(window.location.pathname) };
  const visitor = readCookie(VISITOR_COOKIE);
  if (visitor) headers['x-user-hash'] = visitor;
  const token = getAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch(url, { headers, credentials: 'same-origin' });
}

/** Downloads a file of the API and offers it to the shopper as `fileName`. */
export async function downloadApiFile(path: string, fileName: string): Promise<void> {
  const url = apiFileUrl(path);
  let response = await get(url);
  if (response.status === 401 && (await refreshAccessToken())) response = await get(url);
  if (!response.ok) {
    const body = (await response.json().catch(() => undefined)) as ApiError['body'];
    throw new ApiError(response.status, body);
  }
  saveBlob(await response.blob(), fileName);
}

/** The invoice of an order, saved as `invoice-<number>.pdf` (the order's public number). */
export function downloadInvoice(path: string, orderNumber: string): Promise<void> {
  return downloadApiFile(path, `invoice-${orderNumber}.pdf`);
}

function saveBlob(blob: Blob, fileName: string): void {
  const href = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the object URL; give the browser a moment before releasing it.
  window.setTimeout(() => URL.revokeObjectURL(href), 10_000);
}
