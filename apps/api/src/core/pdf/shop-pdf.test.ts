import { describe, expect, it } from 'vitest';
import { startShopPdf } from './shop-pdf.ts';

type WithFont = { _font: { layoutCache?: Record<string, unknown> } };

describe('startShopPdf', () => {
  it('keeps the words one document shaped for the next (pdfkit 0.20 reads them from its layout cache)', async () => {
    const first = startShopPdf({ info: {} });
    first.doc.font('regular').fontSize(9).text('Сироватка-концентрат BL-123456');
    first.doc.end();
    await first.done;
    const second = startShopPdf({ info: {} });
    second.doc.font('regular');
    expect(Object.keys((second.doc as unknown as WithFont)._font.layoutCache ?? {})).toContain('BL-123456');
    second.doc.end();
    await second.done;
  });

  it('starts with the shop font, both weights registered', async () => {
    const { doc, done } = startShopPdf({ info: { Title: 'Тест' }, compress: false });
    doc.text('Привіт').font('bold').text('Жирний');
    doc.end();
    const pdf = (await done).toString('latin1');
    expect(pdf.match(/\/BaseFont \/[A-Z]{6}\+DejaVuSans(-Bold)?\b/g)?.sort()).toEqual(
      expect.arrayContaining([expect.stringContaining('DejaVuSans-Bold'), expect.not.stringContaining('-Bold')]),
    );
    expect(pdf).not.toContain('Helvetica');
  });
});
