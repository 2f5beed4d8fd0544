import type { ClientPricesList, ClientPriceRow, PriceListKind } from '@shop/contracts/professional-club';
import type { Me } from '@shop/contracts/user';
import { browserApi } from '../../lib/browser-api.ts';
import { downloadApiFile } from '../checkout/invoice-download.ts';

/** A line of the prices table: a variant at the caller's prices and how many of it. */
export interface PriceLine {
  row: ClientPriceRow;
  count: number;
}

/**
 * Whose prices the popup is about (SPEC §6): a professional hands out client prices; a distributor
 * (or its manager) professional prices. The server decides the same way for the file.
 */
export function priceListKindOf(user: Pick<Me, 'userType' | 'isManager'> | null): PriceListKind {
  return user?.userType.name === 'professional' && !user.isManager ? 'client' : 'professional';
}

/** SPEC §7 v1/client_prices: the popup's catalogue search and its file. */
export const pricesApi = {
  /** One page (10) of the variants on sale whose title or article matches. */
  search: (search: string, page: number) => browserApi.get<ClientPricesList>('/v1/client_prices', { page, ...(search ? { search } : {}) }),
  /** The rows of the given variants (the basket's lines). */
  variants: (ids: number[]) => browserApi.get<ClientPricesList>('/v1/client_prices', { variants: ids.join(',') }),
  /** POST v1/client_prices/download, then the file it names saved as prices.pdf. */
  download: async (lines: PriceLine[]) => {
    const answer = await browserApi.post<{ data: { path: string; file_name: string } }>('/v1/client_prices/download', {
      products: lines.map(({ row, count }) => ({ id: row.id, value: row.value, count })),
    });
    await downloadApiFile(answer.data.path, answer.data.file_name);
  },
};
