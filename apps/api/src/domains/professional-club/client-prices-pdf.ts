import fs from 'node:fs';
import path from 'node:path';
import PDFDocument from 'pdfkit';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { PriceListKind } from '@shop/contracts/professional-club';
import { ROOT_DIR } from '../../config.ts';
import { formatKopecks } from '../payments/money-format.ts';
import { clubMessage } from './club.messages.ts';

/**
 * The client prices file (`prices.pdf`, SPEC §7 POST v1/client_prices/download): the products a
 * professional chose, with volume, count and the client price (a distributor's file: the
 * professional price), under the shop's name and accent
 * colour. DejaVu Sans carries the Cyrillic (apps/api/assets/fonts, as the invoices embed it).
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

const SHOP_NAME = 'ProCosmetics';
/** The shop's accent (apps/web/app/styles/tokens.css --color-accent). */
const ACCENT = '#8a4b5c';

export interface PriceLine {
  title: string;
  value: string;
  article: string;
  count: number;
  /** Kopecks per unit. */
  price: number;
}

export interface PricesDocument {
  lang: ApiLanguage;
  /** A professional's file for its clients, or a distributor's for its professionals: the title differs. */
  kind: PriceListKind;
  date: Date;
  /** Who made the file: the professional's name and code. */
  preparedBy: string;
  lines: PriceLine[];
}

const dateFormat = new Intl.DateTimeFormat('uk-UA', { timeZone: 'Europe/Kyiv', day: '2-digit', month: '2-digit', year: 'numeric' });

/** Column widths (A4 with 40 pt margins leaves 515 pt). */
const COLUMNS = [
  { key: 'colNumber', width: 26, align: 'left' },
  { key: 'colProduct', width: 195, align: 'left' },
  { key: 'colValue', width: 60, align: 'left' },
  { key: 'colArticle', width: 70, align: 'left' },
  { key: 'colCount', width: 44, align: 'right' },
  { key: 'colPrice', width: 58, align: 'right' },
  { key: 'colSum', width: 62, align: 'right' },
] as const;

/** Renders the prices file. `compress: false` leaves the content streams readable (tests read the text). */
export function renderPricesPdf(document: PricesDocument, options: { compress?: boolean } = {}): Promise<Buffer> {
  const { regular, bold } = loadFonts();
  const word = (key: Parameters<typeof clubMessage>[1], params?: Record<string, string>) => clubMessage(document.lang, key, params);
  const title = word(document.kind === 'client' ? 'pdfTitle' : 'pdfTitleProfessional');
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    compress: options.compress ?? true,
    info: { Title: title, Author: SHOP_NAME, Creator: SHOP_NAME },
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

  doc.font('bold').fontSize(16).fillColor(ACCENT).text(SHOP_NAME, left, doc.y);
  doc.font('regular').fontSize(8).fillColor('#666666').text(word('pdfSubtitle'));
  const ruleY = doc.y + 4;
  doc.moveTo(left, ruleY).lineTo(left + width, ruleY).lineWidth(1.5).stroke(ACCENT);
  doc.fillColor('#000000');
  doc.x = left;
  doc.y = ruleY + 12;

  doc.font('bold').fontSize(15).text(title, { align: 'center' });
  doc.moveDown(0.5);
  doc.font('bold').fontSize(9).text(`${word('pdfPrepared')} `, { continued: true }).font('regular').text(document.preparedBy);
  doc.font('bold').fontSize(9).text(`${word('pdfDate')} `, { continued: true }).font('regular').text(dateFormat.format(document.date));
  doc.moveDown(0.8);

  const rowPadding = 4;
  const drawRow = (cells: readonly string[], font: 'regular' | 'bold', shade = false) => {
    doc.font(font).fontSize(8.5);
    const heights = cells.map((cell, i) => doc.heightOfString(cell, { width: COLUMNS[i].width - 6 }));
    const height = Math.max(...heights) + rowPadding * 2;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    if (shade) doc.rect(left, top, width, height).fill('#f4e9ec').fillColor('#000000');
    let x = left;
    cells.forEach((cell, i) => {
      doc.text(cell, x + 3, top + rowPadding, { width: COLUMNS[i].width - 6, align: COLUMNS[i].align });
      x += COLUMNS[i].width;
    });
    doc.rect(left, top, width, height).lineWidth(0.5).stroke('#999999');
    doc.x = left;
    doc.y = top + height;
  };

  drawRow(
    COLUMNS.map((c) => word(c.key)),
    'bold',
    true,
  );
  let total = 0;
  document.lines.forEach((line, index) => {
    total += line.price * line.count;
    drawRow([String(index + 1), line.title, line.value, line.article, String(line.count), formatKopecks(line.price), formatKopecks(line.price * line.count)], 'regular');
  });

  doc.moveDown(0.8);
  doc.font('bold').fontSize(11).text(word('pdfTotal', { sum: formatKopecks(total) }), left, doc.y, { width, align: 'right' });
  doc.font('regular').fontSize(8).fillColor('#666666').text(word('pdfNote'), left, doc.y + 6, { width, align: 'right' });

  doc.end();
  return done;
}
