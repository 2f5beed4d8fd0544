import { describe, expect, it } from 'vitest';
import { INVOICE_TITLE, renderInvoicePdf, type InvoiceDocument } from './invoice-pdf.ts';
import { formatKopecks } from './money-format.ts';
import { pdfText } from './pdf-text.test-support.ts';

const invoice: InvoiceDocument = {
  number: '1042',
  date: new Date('2026-03-05T21:30:00Z'),
  buyer: { name: 'Наталія Шевченко', phone: '+380670000003', email: 'pro@example.com', address: 'Одеса, Відділення №5' },
  lines: [
    { title: 'Сироватка з гіалуроновою кислотою для зволоження', variant: '30 мл', article: 'SR-030', count: 2, unitPrice: 85_000, total: 170_000 },
    { title: 'Пробник крему', variant: '', article: 'SM-1', count: 1, unitPrice: 0, total: 0 },
  ],
  goodsTotal: 170_000,
  discountTotal: 8_500,
  bonusesSpent: 10_000,
  deliveryPrice: 0,
  deliveryCharge: 'carrier_rates',
  total: 151_500,
};

describe('invoice PDF', () => {
  it('is a PDF whose text carries the Cyrillic title, seller, buyer, lines and totals', async () => {
    const pdf = await renderInvoicePdf(invoice, { compress: false });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdf.subarray(-6).toString()).toContain('%%EOF');
    const text = pdfText(pdf);
    // The date is the shop's (Kyiv) day: 23:30 on 5 March there.
    expect(text).toContain(`${INVOICE_TITLE} № 1042 від 05.03.2026`);
    for (const part of ['ФОП Коваленко Ірина Сергіївна', 'UA743052990000026007233566001', 'Наталія Шевченко', 'SR-030', '30 мл', 'Пробник крему']) {
      expect(text).toContain(part);
    }
    expect(text).toContain(`Разом до сплати: ${formatKopecks(151_500)} грн`);
    expect(text).toContain(`Знижка: ${formatKopecks(-8_500)} грн`);
    expect(text).not.toContain('Доставка: 0,00');
    // Nova Poshta below the free-delivery threshold: paid to the carrier, said in Ukrainian.
    expect(text).toContain('Доставка: за тарифами перевізника, сплачується при отриманні');
    expect(pdfText(await renderInvoicePdf({ ...invoice, deliveryCharge: 'free' }, { compress: false }))).toContain('Доставка: безкоштовно');
  });

  it('compresses by default and still starts a new page for long orders', async () => {
    const many = { ...invoice, lines: Array.from({ length: 80 }, (_, i) => ({ ...invoice.lines[0], article: `A-${i}` })) };
    const pdf = await renderInvoicePdf(many);
    expect(pdf.toString('latin1')).toContain('/FlateDecode');
    expect(pdf.toString('latin1').match(/\/Type \/Page\b/g)?.length).toBeGreaterThan(1);
  });

  it('writes kopecks the Ukrainian way', () => {
    expect([formatKopecks(0), formatKopecks(5), formatKopecks(123_456_78), formatKopecks(-8_500)]).toEqual([
      '0,00',
      '0,05',
      '123\u00a0456,78',
      '-85,00',
    ]);
  });
});
