import ExcelJS from 'exceljs';
import type { ApiLanguage } from '@shop/contracts/i18n';
import { reportsMessage } from './distributor-reports.messages.ts';

/**
 * The distributor's Excel files (exceljs, a real .xlsx): the leftovers on one sheet, and the sales
 * report for a period on three (products, days, brands). Money is kept in kopecks everywhere else and
 * written here as hryvnias in a number cell with two decimals, so Excel sums it.
 */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export interface LeftoverRow {
  title: string;
  variant: string;
  article: string;
  brand: string;
  quantity: number;
}

export interface ReportProductRow extends LeftoverRow {
  productPriceId: number;
  soldCount: number;
  /** Kopecks. */
  soldSum: number;
}

export interface ReportDay {
  /** YYYY-MM-DD, Kyiv time. */
  day: string;
  count: number;
  sum: number;
}

export interface ReportBrand {
  brand: string;
  count: number;
  sum: number;
}

export interface SalesReport {
  from: string;
  to: string;
  days: ReportDay[];
  brands: ReportBrand[];
  products: ReportProductRow[];
  totals: { count: number; sum: number; stockUnits: number };
}

const MONEY = '#,##0.00';

function workbook(): ExcelJS.Workbook {
  const book = new ExcelJS.Workbook();
  book.creator = 'ProCosmetics';
  book.created = new Date();
  return book;
}

function titleRow(sheet: ExcelJS.Worksheet, title: string, columns: number) {
  const row = sheet.addRow([title]);
  row.font = { bold: true, size: 13 };
  sheet.mergeCells(row.number, 1, row.number, columns);
  sheet.addRow([]);
}

function headerRow(sheet: ExcelJS.Worksheet, titles: string[]) {
  const row = sheet.addRow(titles);
  row.font = { bold: true };
  row.eachCell((cell) => {
    cell.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFF4E9EC' } };
    cell.border = { bottom: { style: 'thin', color: { argb: 'FF999999' } } };
  });
  sheet.views = [{ state: 'frozen', ySplit: row.number }];
}

const hryvnias = (kopecks: number) => Math.round(kopecks) / 100;

async function toBuffer(book: ExcelJS.Workbook): Promise<Buffer> {
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** The leftovers as an .xlsx: product, variant, article, brand, quantity, and the total of units. */
export function leftoversXlsx(rows: readonly LeftoverRow[], lang: ApiLanguage, date: string): Promise<Buffer> {
  const t = (key: Parameters<typeof reportsMessage>[1], params?: Record<string, string>) => reportsMessage(lang, key, params);
  const book = workbook();
  const sheet = book.addWorksheet(t('leftoversSheet'));
  sheet.columns = [{ width: 48 }, { width: 22 }, { width: 16 }, { width: 22 }, { width: 14 }];
  titleRow(sheet, t('leftoversTitle', { date }), 5);
  headerRow(sheet, [t('product'), t('variant'), t('article'), t('brand'), t('quantity')]);
  let units = 0;
  for (const row of rows) {
    sheet.addRow([row.title, row.variant, row.article, row.brand, row.quantity]);
    units += row.quantity;
  }
  const total = sheet.addRow([t('total'), '', '', '', units]);
  total.font = { bold: true };
  return toBuffer(book);
}

/** The sales report for a period as an .xlsx: products (sold and in stock), sales by day, by brand. */
export function salesReportXlsx(report: SalesReport, lang: ApiLanguage): Promise<Buffer> {
  const t = (key: Parameters<typeof reportsMessage>[1], params?: Record<string, string>) => reportsMessage(lang, key, params);
  const title = t('reportTitle', { from: report.from, to: report.to });
  const book = workbook();

  const products = book.addWorksheet(t('salesSheet'));
  products.columns = [{ width: 48 }, { width: 22 }, { width: 16 }, { width: 22 }, { width: 14 }, { width: 18 }, { width: 14 }];
  titleRow(products, title, 7);
  headerRow(products, [t('product'), t('variant'), t('article'), t('brand'), t('soldCount'), t('soldSum'), t('quantity')]);
  for (const row of report.products) {
    products.addRow([row.title, row.variant, row.article, row.brand, row.soldCount, hryvnias(row.soldSum), row.quantity]);
  }
  const productTotal = products.addRow([t('total'), '', '', '', report.totals.count, hryvnias(report.totals.sum), report.totals.stockUnits]);
  productTotal.font = { bold: true };
  products.getColumn(6).numFmt = MONEY;

  const days = book.addWorksheet(t('daysSheet'));
  days.columns = [{ width: 14 }, { width: 14 }, { width: 18 }];
  titleRow(days, title, 3);
  headerRow(days, [t('day'), t('soldCount'), t('soldSum')]);
  for (const day of report.days) days.addRow([day.day, day.count, hryvnias(day.sum)]);
  days.addRow([t('total'), report.totals.count, hryvnias(report.totals.sum)]).font = { bold: true };
  days.getColumn(3).numFmt = MONEY;

  const brands = book.addWorksheet(t('brandsSheet'));
  brands.columns = [{ width: 28 }, { width: 14 }, { width: 18 }];
  titleRow(brands, title, 3);
  headerRow(brands, [t('brand'), t('soldCount'), t('soldSum')]);
  for (const brand of report.brands) brands.addRow([brand.brand, brand.count, hryvnias(brand.sum)]);
  brands.addRow([t('total'), report.totals.count, hryvnias(report.totals.sum)]).font = { bold: true };
  brands.getColumn(3).numFmt = MONEY;

  return toBuffer(book);
}
