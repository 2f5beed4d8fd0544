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
  shareLayouts(doc);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

/**
 * pdfkit shapes every word with fontkit (the font's substitution and positioning tables) and keeps
 * the result for one document only. Shaping is most of a long table's time, and a distributor's
 * documents repeat their words (titles, articles, prices), so the shaped words are kept for the
 * process, per font, in the object pdfkit reads them from. It starts afresh past MAX_SHARED_WORDS,
 * so the memory it takes stays bounded. (A cached word is a glyph run of the one shared fontkit font;
 * each document still collects its own glyph subset when it draws.) Should a later pdfkit keep no
 * such object, each document simply shapes on its own again.
 */
const MAX_SHARED_WORDS = 50_000;
const sharedLayouts = new Map<string, Record<string, unknown>>();

function shareLayouts(doc: PDFKit.PDFDocument) {
  for (const name of ['regular', 'bold'] as const) {
    doc.font(name);
    const font = (doc as unknown as { _font?: { layoutCache?: Record<string, unknown> } })._font;
    if (!font?.layoutCache) continue;
    let shared = sharedLayouts.get(name);
    if (!shared || Object.keys(shared).length > MAX_SHARED_WORDS) {
      shared = Object.create(null) as Record<string, unknown>;
      sharedLayouts.set(name, shared);
    }
    font.layoutCache = shared;
  }
  doc.font('regular');
}
