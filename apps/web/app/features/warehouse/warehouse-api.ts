import type { DocumentAnswer, DocumentsAnswer, DocumentType, Leftover, LeftoversAnswer, ManualMoveBody, SaleBody, VariantsAnswer } from '@shop/contracts/warehouse';
import { browserApi } from '../../lib/browser-api.ts';
import { downloadApiFile } from '../checkout/invoice-download.ts';

/** SPEC §7 "Documents" and "Remainings": the distributor's warehouse, read and written in the browser. */
export const warehouseApi = {
  documents: (type: DocumentType, page: number): Promise<DocumentsAnswer> => browserApi.get<DocumentsAnswer>('/v1/documents', { type, page: String(page) }),
  document: (id: number): Promise<DocumentAnswer['data']> => browserApi.get<DocumentAnswer>(`/v1/documents/${id}`).then((answer) => answer.data),
  downloadExcel: (id: number, number: string) => downloadApiFile(`/v1/documents/${id}/excel`, `${number}.xlsx`),
  recordMove: (body: ManualMoveBody) => browserApi.post<DocumentAnswer>('/v1/documents/moves', body).then((answer) => answer.data),
  recordSale: (body: SaleBody) => browserApi.post<DocumentAnswer>('/v1/documents/sales', body).then((answer) => answer.data),
  leftovers: (search: string, page: number): Promise<LeftoversAnswer> => browserApi.get<LeftoversAnswer>('/v1/remainings', { search, page: String(page) }),
  variants: (search: string): Promise<Leftover[]> => browserApi.get<VariantsAnswer>('/v1/remainings/variants', { search }).then((answer) => answer.data),
};
