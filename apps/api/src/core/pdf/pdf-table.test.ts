import { describe, expect, it } from 'vitest';
import { cellLines, drawPdfTable } from './pdf-table.ts';
import { startShopPdf } from './shop-pdf.ts';

const columns = [
  { width: 30, align: 'left' },
  { width: 120, align: 'left' },
  { width: 60, align: 'right' },
] as const;

describe('drawPdfTable', () => {
  it('keeps a cell that fits on one line and measures it', () => {
    const { doc } = startShopPdf({ info: {} });
    doc.font('regular').fontSize(8.5);
    const [line, ...rest] = cellLines(doc, '1 234,56', 60);
    expect(rest).toEqual([]);
    expect(line.text).toBe('1 234,56');
    expect(line.width).toBeCloseTo(doc.widthOfString('1 234,56'), 5);
  });

  it('wraps a long cell at spaces into lines no wider than the column, every word kept in order', () => {
    const { doc } = startShopPdf({ info: {} });
    doc.font('regular').fontSize(8.5);
    const text = 'Крем для обличчя зволожуючий з гіалуроновою кислотою і пептидами, 50 мл';
    const lines = cellLines(doc, text, 114);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(114);
    expect(lines.map((line) => line.text).join(' ')).toBe(text);
  });

  it('cuts a word wider than the column where it reaches the edge', () => {
    const { doc } = startShopPdf({ info: {} });
    doc.font('regular').fontSize(8.5);
    const word = 'ARTICLE-0123456789-ABCDEFGHIJ';
    const lines = cellLines(doc, `x ${word}`, 40);
    expect(lines.map((line) => line.text).join('')).toBe(`x${word}`);
    for (const line of lines) expect(line.width).toBeLessThanOrEqual(40);
  });

  it('lays many rows over pages and ends under the last row', async () => {
    const { doc, done } = startShopPdf({ info: {}, compress: false });
    const rows = Array.from({ length: 300 }, (_, i) => [String(i + 1), `Товар ${i} з довгою назвою, яка не вміщується в один рядок`, '12,00']);
    drawPdfTable(doc, columns, ['№', 'Товар', 'Ціна'], rows, { headerFill: '#f4e9ec' });
    expect(doc.y).toBeLessThanOrEqual(doc.page.height - doc.page.margins.bottom);
    doc.end();
    const pdf = (await done).toString('latin1');
    const pages = pdf.match(/\/Type \/Page\b/g)?.length ?? 0;
    expect(pages).toBeGreaterThan(5);
    // The header's shade is drawn once on every page.
    expect(pdf.match(/^0\.956862\d* 0\.913725\d* 0\.925490\d* scn$/gm)?.length).toBe(pages);
  });
});
