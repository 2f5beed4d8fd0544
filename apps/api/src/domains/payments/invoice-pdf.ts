import { drawPdfTable, type PdfTableColumn } from '../../core/pdf/pdf-table.ts';
import { startShopPdf } from '../../core/pdf/shop-pdf.ts';
import { formatKopecks } from './money-format.ts';
import { SELLER } from './seller.ts';
import type { DeliveryCharge } from '@shop/contracts/delivery-rules';

/**
 * The invoice PDF (pdfkit), in Ukrainian as the shop's documents are. PDF's standard fonts have no
 * Cyrillic, so DejaVu Sans is embedded (core/pdf/shop-fonts.ts); pdfkit keeps only the glyphs used,
 * so a one-page invoice stays small. The lines table is the shop's one table writer (core/pdf/pdf-table.ts).
 */

export interface InvoiceLine {
  title: string;
  variant: string;
  article: string;
  count: number;
  /** Kopecks. */
  unitPrice: number;
  total: number;
}

export interface InvoiceDocument {
  number: string;
  date: Date;
  buyer: { name: string; phone: string; email: string | null; address: string };
  lines: InvoiceLine[];
  /** Kopecks. */
  goodsTotal: number;
  discountTotal: number;
  bonusesSpent: number;
  deliveryPrice: number;
  /** Who pays the delivery: free, Nova Poshta's rate paid on receipt, or `deliveryPrice` in the total. */
  deliveryCharge: DeliveryCharge;
  total: number;
}

export const INVOICE_TITLE = 'Рахунок на оплату';

/** The delivery line when it adds nothing to the invoice's total, in the invoice's Ukrainian. */
const DELIVERY_WORDS = {
  free: 'безкоштовно',
  carrier_rates: 'за тарифами перевізника, сплачується при отриманні',
} as const;

const dateFormat = new Intl.DateTimeFormat('uk-UA', { timeZone: 'Europe/Kyiv', day: '2-digit', month: '2-digit', year: 'numeric' });

/** Column widths of the lines table (A4 with 40 pt margins leaves 515 pt). */
const COLUMNS: readonly (PdfTableColumn & { title: string })[] = [
  { title: '№', width: 24, align: 'left' },
  { title: 'Товар', width: 215, align: 'left' },
  { title: 'Артикул', width: 70, align: 'left' },
  { title: 'Кільк.', width: 44, align: 'right' },
  { title: 'Ціна, грн', width: 76, align: 'right' },
  { title: 'Сума, грн', width: 86, align: 'right' },
];

/** Renders the invoice. `compress: false` leaves the content streams readable (tests read the text). */
export function renderInvoicePdf(invoice: InvoiceDocument, options: { compress?: boolean } = {}): Promise<Buffer> {
  const date = dateFormat.format(invoice.date);
  const title = `${INVOICE_TITLE} № ${invoice.number} від ${date}`;
  const { doc, done } = startShopPdf({ compress: options.compress, info: { Title: title, Author: SELLER.uk.name } });

  const left = doc.page.margins.left;
  const width = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const labelled = (label: string, value: string) => {
    doc.font('bold').fontSize(9).text(`${label} `, { continued: true }).font('regular').text(value);
  };

  labelled('Постачальник:', `${SELLER.uk.name}, РНОКПП ${SELLER.taxId}`);
  labelled('Адреса:', SELLER.uk.address);
  labelled('Рахунок IBAN:', `${SELLER.iban} у ${SELLER.uk.bank}`);
  labelled('E-mail:', SELLER.email);
  doc.text('Не є платником ПДВ.');
  doc.moveDown(1.2);

  doc.font('bold').fontSize(15).text(title, { align: 'center' });
  doc.moveDown(0.8);

  const { buyer } = invoice;
  labelled('Покупець:', [buyer.name, buyer.phone, buyer.email].filter(Boolean).join(', '));
  if (buyer.address) labelled('Доставка:', buyer.address);
  doc.moveDown(0.8);

  drawPdfTable(
    doc,
    COLUMNS,
    COLUMNS.map((c) => c.title),
    invoice.lines.map((line, index) => {
      const product = line.variant ? `${line.title}, ${line.variant}` : line.title;
      return [String(index + 1), product, line.article, String(line.count), formatKopecks(line.unitPrice), formatKopecks(line.total)];
    }),
  );

  doc.moveDown(0.8);
  const total = (label: string, kopecks: number, font: 'regular' | 'bold' = 'regular') => {
    doc.font(font).fontSize(font === 'bold' ? 11 : 9).text(`${label}: ${formatKopecks(kopecks)} грн`, left, doc.y, { width, align: 'right' });
  };
  total('Товари', invoice.goodsTotal);
  if (invoice.discountTotal > 0) total('Знижка', -invoice.discountTotal);
  if (invoice.bonusesSpent > 0) total('Оплачено бонусами', -invoice.bonusesSpent);
  if (invoice.deliveryCharge === 'fixed') total('Доставка', invoice.deliveryPrice);
  else doc.font('regular').fontSize(9).text(`Доставка: ${DELIVERY_WORDS[invoice.deliveryCharge]}`, left, doc.y, { width, align: 'right' });
  total('Разом до сплати', invoice.total, 'bold');
  doc.font('regular').fontSize(9).text('Без ПДВ.', { width, align: 'right' });

  doc.moveDown(1.5);
  labelled('Призначення платежу:', `оплата за рахунком № ${invoice.number} від ${date}, без ПДВ.`);
  doc.text('Рахунок дійсний протягом 5 банківських днів. Товар відвантажується після надходження оплати.');

  doc.end();
  return done;
}
