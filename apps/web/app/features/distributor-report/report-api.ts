import type { ReportAnswer, ReportData, ReportQuery } from '@shop/contracts/distributor-report';
import { browserApi } from '../../lib/browser-api.ts';
import { downloadApiFile } from '../checkout/invoice-download.ts';

/** SPEC §7 "Remainings": the distributor's storage report, the leftovers file and its letter. */
export const reportApi = {
  /** GET /v1/remainings/report: sales and stock of the period. */
  report: (period: ReportQuery): Promise<ReportData> =>
    browserApi.get<ReportAnswer>('/v1/remainings/report', { from: period.from, to: period.to }).then((answer) => answer.data),
  /** The report of the period as .xlsx, saved as `report-<from>-<to>.xlsx`. */
  downloadReport: (period: ReportQuery) =>
    downloadApiFile(`/v1/remainings/report/excel?from=${period.from}&to=${period.to}`, `report-${period.from}-${period.to}.xlsx`),
  /** GET /v1/remainings/attachment: today's leftovers as .xlsx. */
  downloadLeftovers: () => downloadApiFile('/v1/remainings/attachment', 'remainings.xlsx'),
  /** POST /v1/remainings/send-report: the leftovers report by e-mail, to the account's address. */
  sendReport: () => browserApi.post<{ data: { email: string }; message: string }>('/v1/remainings/send-report', {}),
};
