import ExcelJS from 'exceljs';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { DocumentHead, DocumentLine } from './warehouse.repository.ts';
import { warehouseMessage } from './warehouse.messages.ts';

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

const hryvnias = (kopecks: number) => Math.round(kopecks) / 100;

/** A move or a sales document as one sheet: its header, the lines and the total. */
export async function documentXlsx(head: DocumentHead, lines: DocumentLine[], lang: ApiLanguage): Promise<Buffer> {
  const m = (key: Parameters<typeof warehouseMessage>[1], params?: Record<string, string>) => warehouseMessage(lang, key, params);
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(head.number);
  sheet.columns = [{ width: 6 }, { width: 16 }, { width: 48 }, { width: 14 }, { width: 10 }, { width: 14 }, { width: 16 }];
  sheet.addRow([`${m(head.type === 'moving' ? 'moving' : 'invoice')} ${head.number}`]).font = { bold: true, size: 14 };
  sheet.addRow([`${m('date')}: ${head.date.split('-').reverse().join('.')}`]);
  if (head.type === 'moving') {
    sheet.addRow([`${m('source')}: ${head.orderNumber ? m('sourceOrder', { number: head.orderNumber }) : m('sourceManual')}`]);
  } else {
    sheet.addRow([`${m('customer')}: ${head.customerName ?? ''}${head.customerPhone ? `, ${head.customerPhone}` : ''}`]);
  }
  if (head.comment) sheet.addRow([head.comment]);
  sheet.addRow([]);
  const header = sheet.addRow(['№', m('article'), m('product'), m('variant'), m('count'), m('price'), m('total')]);
  header.font = { bold: true };
  lines.forEach((line, i) => {
    sheet.addRow([i + 1, line.article, [line.brand, line.title].filter(Boolean).join(' — '), line.variant, line.count, hryvnias(line.unitPrice), hryvnias(line.total)]);
  });
  const total = sheet.addRow(['', '', m('grandTotal'), '', lines.reduce((sum, l) => sum + l.count, 0), '', hryvnias(head.total)]);
  total.font = { bold: true };
  for (const column of [6, 7]) sheet.getColumn(column).numFmt = '#,##0.00';
  return Buffer.from(await book.xlsx.writeBuffer());
}
