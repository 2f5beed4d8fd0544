import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import { ROOT_DIR } from '../../config.ts';
import { formatKopecks } from '../payments/money-format.ts';

/**
 * A distributor's sales document ('видаткова накладна') as a printable PDF (pdfkit), in Ukrainian as
 * the shop's documents are, with the shop's name and accent colour in the header. DejaVu Sans carries
 * the Cyrillic (apps/api/assets/fonts, as the invoices embed it); pdfkit keeps only the glyphs used.
 */

const FONT_DIR = path.join(ROOT_DIR, 'apps/api/assets/fonts');
let fonts: { regular: Buffer; bold: Buffer } | null = null;
function loadFonts() {
  fonts ??= {
    regular: fs.readFileSync(path.join(FONT_DIR, 'DejaVuSans.ttf')),
    bold: fs.readFileSync(path.join(FONT_DIR, 'DejaVuSans-Bold.ttf')),
  };
  return fonts;
}

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
const COLUMNS = [
  { title: '№', width: 28, align: 'left' },
  { title: 'Товар', width: 211, align: 'left' },
  { title: 'Артикул', width: 70, align: 'left' },
  { title: 'Кільк.', width: 44, align: 'right' },
  { title: 'Ціна, грн', width: 76, align: 'right' },
  { title: 'Сума, грн', width: 86, align: 'right' },
] as const;

/** Renders the sales document. `compress: false` leaves the content streams readable (tests read the text). */
export function renderSalesDocumentPdf(document: SalesDocument, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const date = dateFormat.format(document.date);
  const title = `${SALES_DOCUMENT_TITLE} № ${document.number} від ${date}`;
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    compress: options.compress ?? true,
    info: { Title: title, Author: document.supplier.name, Creator: SHOP_NAME },
  });
  doc.registerFont('regular', regular);
  doc.registerFont('bold', bold);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
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

  const rowPadding = 4;
  // pdfkit lays a string out each time it measures or wraps it, which made a 1,000-line document take
  // seconds. So a cell is measured and wrapped only when it is wider than its column; a cell that
  // fits is drawn once on one line, placed by its width for right alignment.
  const drawRow = (cells: readonly string[], font: 'regular' | 'bold', shade = false) => {
    doc.font(font).fontSize(8.5);
    const lineHeight = doc.currentLineHeight(true);
    const widths = cells.map((cell) => doc.widthOfString(cell));
    const wraps = cells.map((_, i) => widths[i] > COLUMNS[i].width - 6);
    const heights = cells.map((cell, i) => (wraps[i] ? doc.heightOfString(cell, { width: COLUMNS[i].width - 6 }) : lineHeight));
    const height = Math.max(...heights) + rowPadding * 2;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    if (shade) doc.rect(left, top, width, height).fill('#f4e9ec').fillColor('#000000');
    let x = left;
    cells.forEach((cell, i) => {
      const inner = COLUMNS[i].width - 6;
      if (wraps[i]) doc.text(cell, x + 3, top + rowPadding, { width: inner, align: COLUMNS[i].align });
      else doc.text(cell, x + 3 + (COLUMNS[i].align === 'right' ? inner - widths[i] : 0), top + rowPadding, { lineBreak: false });
      x += COLUMNS[i].width;
    });
    doc.rect(left, top, width, height).lineWidth(0.5).stroke('#999999');
    doc.x = left;
    doc.y = top + height;
  };

  drawRow(
    COLUMNS.map((c) => c.title),
    'bold',
    true,
  );
  let units = 0;
  document.lines.forEach((line, index) => {
    const product = line.variant ? `${line.title}, ${line.variant}` : line.title;
    units += line.count;
    drawRow([String(index + 1), product, line.article, String(line.count), formatKopecks(line.unitPrice), formatKopecks(line.total)], 'regular');
  });

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
