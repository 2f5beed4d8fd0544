/**
 * A table of text cells drawn with pdfkit: a header row, then the rows, each as tall as its tallest
 * cell, a thin frame round every row, and the header again at the top of every new page.
 *
 * Why not `doc.text(cell, { width })` and `heightOfString` per cell: pdfkit's line wrapper lays every
 * string out word by word each time it measures or draws it, which made a 1,000-line document take
 * over a second. Here a cell is measured once (pdfkit caches each word's layout for the document),
 * wrapped only when it is wider than its column, and each of its lines is drawn as a single line at
 * a position computed here (right alignment from the measured width).
 */

export interface PdfTableColumn {
  /** Points, the padding included. */
  width: number;
  align: 'left' | 'right';
}

export interface PdfTableStyle {
  /** Font names registered on the document (`startShopPdf` registers 'regular' and 'bold'). */
  font?: string;
  headerFont?: string;
  fontSize?: number;
  /** The header row's background; none when absent. */
  headerFill?: string;
  borderColor?: string;
}

/** Space between a cell's text and the row's frame: above and below, and on each side. */
const PADDING_Y = 4;
const PADDING_X = 3;

export interface CellLine {
  text: string;
  width: number;
}

/**
 * Draws the table from the document's current position (`doc.y`, the left margin) and leaves `doc.y`
 * under its last row. `rows` may be any iterable, so a caller can map its lines lazily.
 */
export function drawPdfTable(
  doc: PDFKit.PDFDocument,
  columns: readonly PdfTableColumn[],
  header: readonly string[],
  rows: Iterable<readonly string[]>,
  style: PdfTableStyle = {},
): void {
  const font = style.font ?? 'regular';
  const headerFont = style.headerFont ?? 'bold';
  const fontSize = style.fontSize ?? 8.5;
  const borderColor = style.borderColor ?? '#999999';
  const left = doc.page.margins.left;
  const tableWidth = columns.reduce((sum, column) => sum + column.width, 0);

  const layRow = (cells: readonly string[], rowFont: string) => {
    doc.font(rowFont).fontSize(fontSize);
    const lineHeight = doc.currentLineHeight(true);
    const lines = columns.map((column, i) => cellLines(doc, cells[i] ?? '', column.width - PADDING_X * 2));
    const height = Math.max(...lines.map((cell) => cell.length)) * lineHeight + PADDING_Y * 2;
    return { lines, lineHeight, height, font: rowFont };
  };

  const drawRow = (row: ReturnType<typeof layRow>, fill?: string) => {
    const top = doc.y;
    if (fill) doc.rect(left, top, tableWidth, row.height).fill(fill).fillColor('#000000');
    doc.font(row.font).fontSize(fontSize);
    let x = left;
    columns.forEach((column, i) => {
      const inner = column.width - PADDING_X * 2;
      row.lines[i].forEach((line, n) => {
        const lineX = x + PADDING_X + (column.align === 'right' ? inner - line.width : 0);
        doc.text(line.text, lineX, top + PADDING_Y + n * row.lineHeight, { lineBreak: false });
      });
      x += column.width;
    });
    doc.rect(left, top, tableWidth, row.height).lineWidth(0.5).stroke(borderColor);
    doc.x = left;
    doc.y = top + row.height;
  };

  const bottom = () => doc.page.height - doc.page.margins.bottom;
  const headerRow = layRow(header, headerFont);
  if (doc.y + headerRow.height > bottom()) doc.addPage();
  drawRow(headerRow, style.headerFill);
  for (const cells of rows) {
    const row = layRow(cells, font);
    if (doc.y + row.height > bottom()) {
      doc.addPage();
      drawRow(headerRow, style.headerFill);
    }
    drawRow(row);
  }
  doc.font(font);
}

/** The lines a cell takes in a column `inner` points wide, with their widths at the current font. */
export function cellLines(doc: PDFKit.PDFDocument, text: string, inner: number): CellLine[] {
  const whole = doc.widthOfString(text);
  if (whole <= inner) return [{ text, width: whole }];
  const space = doc.widthOfString(' ');
  const lines: CellLine[] = [];
  let line = '';
  let lineWidth = 0;
  for (const word of text.split(/\s+/)) {
    if (!word) continue;
    const width = doc.widthOfString(word);
    if (width > inner) {
      // A word wider than the column (a long article) is cut where it reaches the edge.
      if (line) lines.push({ text: line, width: lineWidth });
      const pieces = cutWord(doc, word, inner);
      const last = pieces.pop() as CellLine;
      lines.push(...pieces);
      line = last.text;
      lineWidth = last.width;
      continue;
    }
    const joined = line ? lineWidth + space + width : width;
    if (line && joined > inner) {
      lines.push({ text: line, width: lineWidth });
      line = word;
      lineWidth = width;
    } else {
      line = line ? `${line} ${word}` : word;
      lineWidth = joined;
    }
  }
  if (line || lines.length === 0) lines.push({ text: line, width: lineWidth });
  return lines;
}

function cutWord(doc: PDFKit.PDFDocument, word: string, inner: number): CellLine[] {
  const pieces: CellLine[] = [];
  let piece = '';
  let pieceWidth = 0;
  for (const char of word) {
    const width = doc.widthOfString(char);
    if (piece && pieceWidth + width > inner) {
      pieces.push({ text: piece, width: pieceWidth });
      piece = '';
      pieceWidth = 0;
    }
    piece += char;
    pieceWidth += width;
  }
  pieces.push({ text: piece, width: pieceWidth });
  return pieces;
}
