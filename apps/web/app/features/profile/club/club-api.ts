import type { OrderSummary } from '@shop/contracts/orders';
import { CLIENT_ORDERS_PAGE_SIZE, CLIENTS_PAGE_SIZE, type ClubClient } from '@shop/contracts/professional-club';
import { browserApi } from '../../../lib/browser-api.ts';

/** SPEC §7: the professional's clients (GET v1/user/clients…), read in the browser (they are personal). */
export interface ListPage<T> {
  data: T[];
  meta: { current_page: number; last_page: number; per_page: number; total: number };
}

export const clubApi = {
  clients: (page: number, search: string) =>
    browserApi.get<ListPage<ClubClient>>('/v1/user/clients', { page, perPage: CLIENTS_PAGE_SIZE, ...(search ? { search } : {}) }),
  /** A client of another professional, or an unknown id, is 404: passed to the page, not handled globally. */
  client: (id: number) => browserApi.get<{ data: ClubClient }>(`/v1/user/clients/${id}`, undefined, { skipErrorHandling: true }).then((answer) => answer.data),
  orders: (id: number, page: number) =>
    browserApi.get<ListPage<OrderSummary>>(`/v1/user/clients/${id}/orders`, { page, perPage: CLIENT_ORDERS_PAGE_SIZE }, { skipErrorHandling: true }),
};
