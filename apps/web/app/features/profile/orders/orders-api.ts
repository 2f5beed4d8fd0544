import { PAGE_SIZE } from '@shop/contracts/constants';
import type { OrderSummary, RepeatAnswer } from '@shop/contracts/orders';
import { browserApi } from '../../../lib/browser-api.ts';

/** SPEC §7: the orders of the signed-in user, and what can be done with one of them. */
export type OrdersStatus = 'in_progress' | 'finished';

export interface OrdersPage {
  data: OrderSummary[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

export const ordersApi = {
  /** GET /v1/orders: one page of current (in_progress) or finished orders, newest first. */
  list: (status: OrdersStatus, page: number) =>
    browserApi.get<OrdersPage>('/v1/orders', { orders_status: status, perPage: PAGE_SIZE.orders, page }),
  cancel: (orderNumber: string) => browserApi.post<unknown>(`/v1/orders/${encodeURIComponent(orderNumber)}/cancel`, {}),
  /** What of an order can be bought again now, and what cannot. */
  repeat: (orderNumber: string): Promise<RepeatAnswer['data']> =>
    browserApi.get<RepeatAnswer>(`/v1/order/${encodeURIComponent(orderNumber)}/repeat`).then((answer) => answer.data),
};

