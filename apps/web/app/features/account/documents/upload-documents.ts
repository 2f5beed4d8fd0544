import { VISITOR_COOKIE } from '@shop/contracts/constants';
import type { UserDocuments } from '@shop/contracts/user';
import { ApiError } from '../../../lib/api-client.ts';
import { readCookie } from '../../../lib/cookies.ts';
import { languageOfPath } from '../../../lib/language.ts';
import { getAccessToken, refreshAccessToken } from '../../../visitor/session.ts';

/**
 * POST /v1/user/files: the professional's documents as multipart (field `files`). The JSON client
 * cannot send files, so this call is made with fetch and the same headers; an expired token is
 * refreshed once, like every other call.
 */
async function send(files: readonly File[]): Promise<Response> {
  const body = new FormData();
  for (const file of files) body.append('files', file, file.name);
  const headers: Record<string, string> = {
    accept: 'application/json',
    'x-localization': languageOfPath(window.location.pathname),
  };
  const visitor = readCookie(VISITOR_COOKIE);
  if (visitor) headers['x-user-hash'] = visitor;
  const token = getAccessToken();
  if (token) headers.authorization = `Bearer ${token}`;
  return fetch('/api/v1/user/files', { method: 'POST', body, headers, credentials: 'same-origin' });
}

export async function uploadDocuments(files: readonly File[]): Promise<UserDocuments> {
  let response = await send(files);
  if (response.status === 401 && (await refreshAccessToken())) response = await send(files);
  const body = (await response.json().catch(() => undefined)) as { data?: UserDocuments; message?: string } | undefined;
  if (!response.ok || !body?.data) throw new ApiError(response.status, body as ApiError['body']);
  return body.data;
}
