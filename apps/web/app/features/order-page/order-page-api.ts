import type { LiqpayForm } from '@shop/contracts/checkout';
import type { OrderDetail, OrderLookupBody } from '@shop/contracts/orders';
import { browserApi } from '../../lib/browser-api.ts';

/**
 * The order's own page (`/api/v1/order-page/…`): the API decides who may see the order (its owner,
 * the key of a letter's link, or a guest's number and phone) and answers 404 to anyone else.
 */
const base = (number: string) => `/v1/order-page/${encodeURIComponent(number)}`;

export const orderPageApi = {
  open: (number: string, key: string | null): Promise<OrderDetail> =>
    browserApi.get<{ data: OrderDetail }>(base(number), key ? { key } : undefined).then((answer) => answer.data),
  lookUp: (body: OrderLookupBody): Promise<OrderDetail> =>
    browserApi.post<{ data: OrderDetail }>('/v1/order-page/lookup', body).then((answer) => answer.data),
  cancel: (number: string): Promise<OrderDetail> => browserApi.post<{ data: OrderDetail }>(`${base(number)}/cancel`, {}).then((answer) => answer.data),
  pay: (number: string): Promise<LiqpayForm> => browserApi.post<{ data: LiqpayForm }>(`${base(number)}/pay`, {}).then((answer) => answer.data),
};
