import { drawPdfTable, type PdfTableColumn } from '../../core/pdf/pdf-table.ts';
import { startShopPdf } from '../../core/pdf/shop-pdf.ts';
import { formatKopecks } from '../payments/money-format.ts';

/**
 * A distributor's sales document ('видаткова накладна') as a printable PDF (pdfkit), in Ukrainian as
 * the shop's documents are, with the shop's name and accent colour in the header. DejaVu Sans carries
 * the Cyrillic (core/pdf/shop-fonts.ts); pdfkit keeps only the glyphs used. The lines table is the
 * shop's one table writer (core/pdf/pdf-table.ts), which keeps a 1,000-line document well under a second.
 */

export const SALES_DOCUMENT_TITLE = 'Видаткова накладна';
const SHOP_NAME = 'ProCosmetics';
/** The shop's accent (apps/web/app/styles/tokens.css --color-accent). */
const ACCENT = '#8a4b5c';

export interface SalesDocumentLine {
  title: string;
  variant: string;
  article: string;
  count: number;
  /** Kopecks. */
  unitPrice: number;
  total: number;
}

export interface SalesDocument {
  number: string;
  date: Date;
  /** The distributor who sells: its name, e-mail and phone as its account has them. */
  supplier: { name: string; email: string | null; phone: string | null };
  /** The distributor's customer as the document names it. */
  customer: { name: string; phone: string | null; note: string | null };
  lines: SalesDocumentLine[];
  /** Kopecks. */
  total: number;
}

const dateFormat = new Intl.DateTimeFormat('uk-UA', { timeZone: 'Europe/Kyiv', day: '2-digit', month: '2-digit', year: 'numeric' });

/** Column widths of the lines table (A4 with 40 pt margins leaves 515 pt). */
const COLUMNS: readonly (PdfTableColumn & { title: string })[] = [
  { title: '№', width: 28, align: 'left' },
  { title: 'Товар', width: 211, align: 'left' },
  { title: 'Артикул', width: 70, align: 'left' },
  { title: 'Кільк.', width: 44, align: 'right' },
  { title: 'Ціна, грн', width: 76, align: 'right' },
  { title: 'Сума, грн', width: 86, align: 'right' },
];

/** Renders the sales document. `compress: false` leaves the content streams readable (tests read the text). */
export function renderSalesDocumentPdf(document: SalesDocument, options: { compress?: boolean } = {}): Promise<Buffer> {
  const date = dateFormat.format(document.date);
  const title = `${SALES_DOCUMENT_TITLE} № ${document.number} від ${date}`;
  const { doc, done } = startShopPdf({
    compress: options.compress,
    info: { Title: title, Author: document.supplier.name, Creator: SHOP_NAME },
  });

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;

  // The shop's header band: its name in the accent colour and a rule under it.
  doc.font('bold').fontSize(16).fillColor(ACCENT).text(SHOP_NAME, left, doc.y);
  doc.font('regular').fontSize(8).fillColor('#666666').text('Професійна косметика для косметологів і дистриб’юторів');
  const ruleY = doc.y + 4;
  doc.moveTo(left, ruleY).lineTo(left + width, ruleY).lineWidth(1.5).stroke(ACCENT);
  doc.fillColor('#000000');
  doc.x = left;
  doc.y = ruleY + 12;

  const labelled = (label: string, value: string) => {
    doc.font('bold').fontSize(9).text(`${label} `, { continued: true }).font('regular').text(value);
  };
  const { supplier, customer } = document;
  labelled('Постачальник:', [supplier.name, supplier.phone, supplier.email].filter(Boolean).join(', '));
  labelled('Покупець:', [customer.name, customer.phone].filter(Boolean).join(', '));
  if (customer.note) labelled('Примітка:', customer.note);
  doc.moveDown(1);

  doc.font('bold').fontSize(15).text(title, { align: 'center' });
  doc.moveDown(0.8);

  let units = 0;
  const rows = document.lines.map((line, index) => {
    const product = line.variant ? `${line.title}, ${line.variant}` : line.title;
    units += line.count;
    return [String(index + 1), product, line.article, String(line.count), formatKopecks(line.unitPrice), formatKopecks(line.total)];
  });
  drawPdfTable(
    doc,
    COLUMNS,
    COLUMNS.map((c) => c.title),
    rows,
    { headerFill: '#f4e9ec' },
  );

  doc.moveDown(0.8);
  doc.font('regular').fontSize(9).text(`Усього найменувань: ${document.lines.length}, одиниць: ${units}`, left, doc.y, { width, align: 'right' });
  doc.font('bold').fontSize(11).text(`Разом: ${formatKopecks(document.total)} грн`, left, doc.y, { width, align: 'right' });
  doc.font('regular').fontSize(9).text('Без ПДВ.', left, doc.y, { width, align: 'right' });

  doc.moveDown(2.5);
  if (doc.y + 40 > doc.page.height - doc.page.margins.bottom) doc.addPage();
  const signY = doc.y;
  const half = width / 2;
  doc.font('regular').fontSize(9);
  doc.text('Відвантажив: ____________________', left, signY, { width: half - 10 });
  doc.text('Отримав: ____________________', left + half, signY, { width: half - 10 });

  doc.end();
  return done;
}
