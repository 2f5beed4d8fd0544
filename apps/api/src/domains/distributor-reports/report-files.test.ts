import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { pdfText } from '../payments/pdf-text.test-support.ts';
import { leftoversXlsx, salesReportXlsx, type LeftoverRow, type SalesReport } from './report-xlsx.ts';
import { SALES_DOCUMENT_TITLE, renderSalesDocumentPdf, type SalesDocument } from './sales-document-pdf.ts';

async function readBack(xlsx: Buffer) {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(xlsx as unknown as ArrayBuffer);
  return book;
}

const rows = (sheet: ExcelJS.Worksheet) => {
  const out: unknown[][] = [];
  sheet.eachRow((row) => out.push((row.values as unknown[]).slice(1)));
  return out;
};

describe('leftovers .xlsx', () => {
  it('holds every row with its quantity and the total of units, in the asked language', async () => {
    const leftovers: LeftoverRow[] = [
      { title: 'Крем для обличчя', variant: '50 мл', article: 'CR-050', brand: 'Bioline', quantity: 7 },
      { title: 'Сироватка', variant: '', article: 'SR-1', brand: 'Christina', quantity: 3 },
    ];
    const book = await readBack(await leftoversXlsx(leftovers, 'ua', '05.03.2026'));
    const sheet = book.getWorksheet('Залишки');
    expect(sheet).toBeDefined();
    const all = rows(sheet!);
    expect(all[0][0]).toBe('Залишки на складі на 05.03.2026');
    expect(all[1]).toEqual(['Товар', 'Варіант', 'Артикул', 'Бренд', 'Залишок, шт.']);
    expect(all[2]).toEqual(['Крем для обличчя', '50 мл', 'CR-050', 'Bioline', 7]);
    expect(all[3]).toEqual(['Сироватка', '', 'SR-1', 'Christina', 3]);
    expect(all[4]).toEqual(['Разом', '', '', '', 10]);
    const ru = await readBack(await leftoversXlsx(leftovers, 'ru', '05.03.2026'));
    expect(ru.getWorksheet('Остатки')).toBeDefined();
  });

  it('writes 1,000 rows, each read back', async () => {
    const many = Array.from({ length: 1000 }, (_, i) => ({ title: `Товар ${i}`, variant: '30 мл', article: `A-${i}`, brand: 'Bioline', quantity: i }));
    const xlsx = await leftoversXlsx(many, 'ua', '05.03.2026');
    const sheet = (await readBack(xlsx)).worksheets[0];
    // The title, an empty row, the header, the rows and the total.
    expect(sheet.rowCount).toBe(1000 + 4);
  });
});

describe('sales report .xlsx', () => {
  it('has products, days and brands sheets whose money is hryvnias', async () => {
    const report: SalesReport = {
      from: '2026-03-01',
      to: '2026-03-07',
      days: [
        { day: '2026-03-01', count: 2, sum: 20_050 },
        { day: '2026-03-02', count: 1, sum: 5_000 },
      ],
      brands: [{ brand: 'Bioline', count: 3, sum: 25_050 }],
      products: [{ productPriceId: 1, title: 'Крем', variant: '50 мл', article: 'CR-050', brand: 'Bioline', quantity: 4, soldCount: 3, soldSum: 25_050 }],
      totals: { count: 3, sum: 25_050, stockUnits: 4 },
    };
    const book = await readBack(await salesReportXlsx(report, 'ru'));
    expect(book.worksheets.map((s) => s.name)).toEqual(['Продажи', 'По дням', 'По брендам']);
    expect(rows(book.worksheets[0])[2]).toEqual(['Крем', '50 мл', 'CR-050', 'Bioline', 3, 250.5, 4]);
    expect(rows(book.worksheets[1]).slice(2)).toEqual([
      ['2026-03-01', 2, 200.5],
      ['2026-03-02', 1, 50],
      ['Итого', 3, 250.5],
    ]);
    expect(rows(book.worksheets[2])[2]).toEqual(['Bioline', 3, 250.5]);
  });
});

const salesDocument: SalesDocument = {
  number: 'ВН-000042',
  date: new Date('2026-03-05T21:30:00Z'),
  supplier: { name: 'ТОВ «Дистриб’ютор»', email: 'distributor@example.com', phone: '+380670000005' },
  customer: { name: 'Салон «Орхідея»', phone: '+380501112233', note: null },
  lines: [
    { title: 'Сироватка з гіалуроновою кислотою', variant: '30 мл', article: 'SR-030', count: 2, unitPrice: 85_000, total: 170_000 },
    { title: 'Крем', variant: '', article: 'CR-1', count: 1, unitPrice: 12_345, total: 12_345 },
  ],
  total: 182_345,
};

describe('sales document PDF', () => {
  it('is a PDF whose text carries the Cyrillic title, the shop, both parties, the lines and the total', async () => {
    const pdf = await renderSalesDocumentPdf(salesDocument, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(pdf);
    expect(text).toContain(`${SALES_DOCUMENT_TITLE} № ВН-000042 від 05.03.2026`);
    for (const part of ['ProCosmetics', 'ТОВ «Дистриб’ютор»', 'Салон «Орхідея»', 'SR-030', '30 мл', '1\u00a0700,00', '123,45', 'Разом: 1\u00a0823,45 грн']) {
      expect(text).toContain(part);
    }
  });

  it('lays 1,000 lines out over pages, every line printed', async () => {
    const lines = Array.from({ length: 1000 }, (_, i) => ({ title: `Товар ${i}`, variant: '30 мл', article: `A-${i}`, count: 1, unitPrice: 100, total: 100 }));
    // Its time is measured by `npm run bench` (docs/performance.md), on a quiet machine.
    const pdf = await renderSalesDocumentPdf({ ...salesDocument, lines, total: 100_000 }, { compress: false });
    const text = pdfText(pdf);
    expect(text).toContain('A-0');
    expect(text).toContain('A-999');
    expect(text).toContain('Усього найменувань: 1000, одиниць: 1000');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(20);
  });
});
