import type { StaffOrderDetail, StaffOrderEvent } from '@shop/contracts/orders';
import { staffApi } from '../../api/data-provider.ts';

/** The order moves and notes, outside react-admin's CRUD shape (routes: docs/orders.md, "Back office"). */
const base = (id: number) => `/v1/staff/orders/${id}`;

/** One move from the version the page shows; a stale version answers 409 (decision 0021). */
export const moveOrder = async (id: number, body: { event: StaffOrderEvent; version: number; waybill?: string; note?: string }) =>
  (await staffApi.post<{ data: StaffOrderDetail }>(`${base(id)}/events`, body)).data;

export const addOrderNote = async (id: number, body: { version: number; text: string }) =>
  (await staffApi.post<{ data: StaffOrderDetail }>(`${base(id)}/notes`, body)).data;
