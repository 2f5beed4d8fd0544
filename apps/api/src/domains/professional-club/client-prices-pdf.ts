import type { ApiLanguage } from '@shop/contracts/i18n';
import type { PriceListKind } from '@shop/contracts/professional-club';
import { drawPdfTable, type PdfTableColumn } from '../../core/pdf/pdf-table.ts';
import { startShopPdf } from '../../core/pdf/shop-pdf.ts';
import { formatKopecks } from '../payments/money-format.ts';
import { clubMessage } from './club.messages.ts';

/**
 * The client prices file (`prices.pdf`, SPEC §7 POST v1/client_prices/download): the products a
 * professional chose, with volume, count and the client price (a distributor's file: the
 * professional price), under the shop's name and accent
 * colour. DejaVu Sans carries the Cyrillic (core/pdf/shop-fonts.ts); the table is the shop's one
 * table writer (core/pdf/pdf-table.ts).
 */

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
const COLUMNS: readonly (PdfTableColumn & { key: Parameters<typeof clubMessage>[1] })[] = [
  { key: 'colNumber', width: 26, align: 'left' },
  { key: 'colProduct', width: 195, align: 'left' },
  { key: 'colValue', width: 60, align: 'left' },
  { key: 'colArticle', width: 70, align: 'left' },
  { key: 'colCount', width: 44, align: 'right' },
  { key: 'colPrice', width: 58, align: 'right' },
  { key: 'colSum', width: 62, align: 'right' },
];

/** Renders the prices file. `compress: false` leaves the content streams readable (tests read the text). */
export function renderPricesPdf(document: PricesDocument, options: { compress?: boolean } = {}): Promise<Buffer> {
  const word = (key: Parameters<typeof clubMessage>[1], params?: Record<string, string>) => clubMessage(document.lang, key, params);
  const title = word(document.kind === 'client' ? 'pdfTitle' : 'pdfTitleProfessional');
  const { doc, done } = startShopPdf({ compress: options.compress, info: { Title: title, Author: SHOP_NAME, Creator: SHOP_NAME } });

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

  let total = 0;
  const rows = document.lines.map((line, index) => {
    total += line.price * line.count;
    return [String(index + 1), line.title, line.value, line.article, String(line.count), formatKopecks(line.price), formatKopecks(line.price * line.count)];
  });
  drawPdfTable(
    doc,
    COLUMNS,
    COLUMNS.map((c) => word(c.key)),
    rows,
    { headerFill: '#f4e9ec' },
  );

  doc.moveDown(0.8);
  doc.font('bold').fontSize(11).text(word('pdfTotal', { sum: formatKopecks(total) }), left, doc.y, { width, align: 'right' });
  doc.font('regular').fontSize(8).fillColor('#666666').text(word('pdfNote'), left, doc.y + 6, { width, align: 'right' });

  doc.end();
  return done;
}
