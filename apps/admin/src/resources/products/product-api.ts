import { staffApi } from '../../api/data-provider.ts';

/** A read outside react-admin's records (the form's options), with the data provider's errors. */
export async function staffGet<T>(path: string): Promise<T> {
  return (await staffApi.get<{ data: T }>(path)).data;
}
