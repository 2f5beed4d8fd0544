import { type DataProvider, HttpError } from 'react-admin';
import { ApiError, api } from './http.ts';
import { resourceRoutes, sortParams } from '../resources/registry.ts';

interface ListMeta {
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/**
 * react-admin's data calls over the shop's API conventions (ARCHITECTURE §3): one record is `{data}`,
 * a list is `{data, meta: {current_page, last_page, per_page, total}}` paged with `page`/`per_page`
 * and sorted with `sort`/`order`, filters go as query parameters as they are named. A 422's
 * `errors: {field: [...]}` becomes react-admin's per-field form errors, a 409 a conflict notice.
 * Which path a resource uses is its descriptor's `path` (README: "Resources and routes").
 */
function query(params: Record<string, unknown>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) for (const item of value) search.append(key, String(item));
    else search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

function toHttpError(error: unknown): unknown {
  if (!(error instanceof ApiError)) return error;
  if (error.status === 422 && error.body?.errors) {
    const fields = Object.fromEntries(Object.entries(error.body.errors).map(([field, messages]) => [field, messages.join(' ')]));
    return new HttpError(error.message, 422, { errors: fields });
  }
  if (error.status === 409) return new HttpError(error.body?.message ?? 'ra.admin.conflict', 409, error.body);
  return new HttpError(error.message, error.status, error.body);
}

async function call<T>(method: Parameters<typeof api>[0], path: string, body?: unknown): Promise<T> {
  try {
    return await api<T>(method, path, body);
  } catch (error) {
    throw toHttpError(error);
  }
}

const base = (resource: string) => resourceRoutes(resource);

export const dataProvider: DataProvider = {
  async getList(resource, params) {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const sort = sortParams(resource, params.sort);
    const result = await call<{ data: never[]; meta: ListMeta }>(
      'GET',
      `${base(resource)}${query({ page, per_page: perPage, ...sort, ...params.filter })}`,
    );
    return { data: result.data, total: result.meta.total };
  },
  async getOne(resource, params) {
    return { data: (await call<{ data: never }>('GET', `${base(resource)}/${encodeURIComponent(String(params.id))}`)).data };
  },
  async getMany(resource, params) {
    const data = await Promise.all(
      params.ids.map(async (id) => (await call<{ data: never }>('GET', `${base(resource)}/${encodeURIComponent(String(id))}`)).data),
    );
    return { data };
  },
  async getManyReference(resource, params) {
    const { page = 1, perPage = 25 } = params.pagination ?? {};
    const sort = sortParams(resource, params.sort);
    const result = await call<{ data: never[]; meta: ListMeta }>(
      'GET',
      `${base(resource)}${query({ page, per_page: perPage, ...sort, ...params.filter, [params.target]: params.id })}`,
    );
    return { data: result.data, total: result.meta.total };
  },
  async create(resource, params) {
    return { data: (await call<{ data: never }>('POST', base(resource), params.data)).data };
  },
  async update(resource, params) {
    const path = `${base(resource)}/${encodeURIComponent(String(params.id))}`;
    return { data: (await call<{ data: never }>('PUT', path, params.data)).data };
  },
  async updateMany(resource, params) {
    await Promise.all(params.ids.map((id) => call('PUT', `${base(resource)}/${encodeURIComponent(String(id))}`, params.data)));
    return { data: params.ids };
  },
  async delete(resource, params) {
    await call('DELETE', `${base(resource)}/${encodeURIComponent(String(params.id))}`);
    return { data: params.previousData as never };
  },
  async deleteMany(resource, params) {
    await Promise.all(params.ids.map((id) => call('DELETE', `${base(resource)}/${encodeURIComponent(String(id))}`)));
    return { data: params.ids };
  },
};

/** A call outside the CRUD shape (a move of an order, the dashboard): the same errors as above. */
export const staffApi = {
  get: <T>(path: string) => call<T>('GET', path),
  post: <T>(path: string, body?: unknown) => call<T>('POST', path, body ?? {}),
};
