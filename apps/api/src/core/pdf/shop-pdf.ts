import PDFDocument from 'pdfkit';
import { shopFonts } from './shop-fonts.ts';

export interface ShopPdfOptions {
  info: PDFKit.DocumentInfo;
  /** `false` leaves the content streams readable (tests read the text back). */
  compress?: boolean;
  layout?: 'portrait' | 'landscape';
  margin?: number;
}

/**
 * An A4 pdfkit document with the shop's fonts registered as 'regular' and 'bold', and the bytes it
 * will have once `doc.end()` is called.
 */
export function startShopPdf(options: ShopPdfOptions): { doc: PDFKit.PDFDocument; done: Promise<Buffer> } {
  const { regular, bold } = shopFonts();
  const doc = new PDFDocument({
    size: 'A4',
    layout: options.layout ?? 'portrait',
    margin: options.margin ?? 40,
    compress: options.compress ?? true,
    info: options.info,
  });
  // pdfkit takes a parsed fontkit font as well as bytes (its typings name only the bytes).
  doc.registerFont('regular', regular as unknown as Buffer);
  doc.registerFont('bold', bold as unknown as Buffer);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}
