import { startShopPdf } from '../../core/pdf/shop-pdf.ts';

/**
 * A certificate as a one-page landscape PDF (pdfkit), in Ukrainian as the shop's documents are;
 * DejaVu Sans is embedded for Cyrillic, as invoices do (core/pdf/shop-fonts.ts).
 */

export interface CertificatePrint {
  number: string;
  title: string;
  course: string;
  issuedOn: string;
  holder: string;
}

const dayMonthYear = (isoDate: string) => isoDate.split('-').reverse().join('.');

export function renderCertificatePdf(certificate: CertificatePrint): Promise<Buffer> {
  const { doc, done } = startShopPdf({ layout: 'landscape', margin: 60, info: { Title: `${certificate.title} № ${certificate.number}` } });
  doc.rect(30, 30, doc.page.width - 60, doc.page.height - 60).lineWidth(2).stroke('#9b7b5a');
  doc.moveDown(3);
  doc.font('bold').fontSize(32).fillColor('#333').text(certificate.title.toUpperCase(), { align: 'center' });
  doc.moveDown(0.5).font('regular').fontSize(14).text(`№ ${certificate.number}`, { align: 'center' });
  doc.moveDown(2).fontSize(14).text('Цей сертифікат засвідчує, що', { align: 'center' });
  doc.moveDown(0.5).font('bold').fontSize(24).text(certificate.holder, { align: 'center' });
  doc.moveDown(0.5).font('regular').fontSize(14).text('успішно пройшов(ла) курс', { align: 'center' });
  doc.moveDown(0.5).font('bold').fontSize(18).text(`«${certificate.course}»`, { align: 'center' });
  doc.moveDown(2).font('regular').fontSize(12).text(`Дата видачі: ${dayMonthYear(certificate.issuedOn)}`, { align: 'center' });
  doc.moveDown(0.5).text('ProCosmetics', { align: 'center' });
  doc.end();
  return done;
}
