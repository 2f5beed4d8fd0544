import type { Manager, ManagerCreatePayload, ManagerEditPayload, ManagersList, ManagerStatusAction } from '@shop/contracts/distributor-managers';
import { browserApi } from '../../../lib/browser-api.ts';

type Data<T> = { data: T };

/** SPEC §7 "Distributor managers", called by the distributor itself. */
export const managersApi = {
  list: (page: number) => browserApi.get<ManagersList>('/v1/distributor/managers', { page }),
  create: (payload: ManagerCreatePayload) => browserApi.post<Data<Manager>>('/v1/distributor/managers', payload).then((r) => r.data),
  edit: (id: number, payload: ManagerEditPayload) => browserApi.put<Data<Manager>>(`/v1/distributor/managers/${id}`, payload).then((r) => r.data),
  remove: (id: number) => browserApi.delete<Data<{ id: number }>>(`/v1/distributor/managers/${id}`).then((r) => r.data),
  setStatus: (id: number, status: ManagerStatusAction) => browserApi.post<Data<Manager>>(`/v1/distributor/managers/${id}/${status}`).then((r) => r.data),
};
