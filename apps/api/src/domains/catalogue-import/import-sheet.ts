import ExcelJS from 'exceljs';
import { IMPORT_MAX_ROWS, type ImportField } from '@shop/contracts/staff-catalogue-import';
import { SheetProblem } from './import-sheet-problem.ts';
import { checkUnpackedSize } from './unpacked-size.ts';

export { SheetProblem };

/**
 * Reads an uploaded price list into its header and data rows of raw cell values. Both .xlsx (the
 * first sheet) and .csv (comma, semicolon or tab, as Excel saves it in Ukrainian and Russian locales)
 * arrive here; what the cells mean is `import-rows.ts`'s job.
 */

export type ImportColumn = 'article' | ImportField;
export type Cell = string | number | null;

export interface SheetRow {
  /** Row number in the file, the header being row 1 (as Excel shows it). */
  line: number;
  cells: Partial<Record<ImportColumn, Cell>>;
}

export interface Sheet {
  /** Recognised columns, in the file's order. */
  columns: ImportColumn[];
  rows: SheetRow[];
}

/** Lowercased letters and digits only, `ё` as `е`: "Розничная цена, грн" → "розничнаяценагрн". */
function normalise(header: string): string {
  return header
    .toLowerCase()
    .replaceAll('ё', 'е')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/**
 * The column a header names, in Russian, Ukrainian or English. Tried in this order because a header
 * may hold two keywords ("Кол-во на складе", "Цена проф."): the more specific word wins.
 */
const HEADER_WORDS: Array<[ImportColumn, string[]]> = [
  ['article', ['артикул', 'article', 'sku', 'vendorcode']],
  ['quantity', ['остат', 'залиш', 'количеств', 'колво', 'кількість', 'кільк', 'наличи', 'наявн', 'склад', 'stock', 'quantity', 'qty']],
  ['professional_price', ['проф', 'professional']],
  ['distributor_price', ['дистриб', 'distrib', 'дилер', 'опт']],
  ['client_price', ['клиент', 'клієнт', 'client']],
  ['retail_price', ['розн', 'роздр', 'retail', 'цена', 'ціна', 'price']],
];

export function columnOf(header: string): ImportColumn | null {
  const key = normalise(header);
  if (!key) return null;
  for (const [column, words] of HEADER_WORDS) if (words.some((word) => key.includes(word))) return column;
  return null;
}

function textOf(value: ExcelJS.CellValue): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return String(value);
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') {
    if ('result' in value) return textOf(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((part) => part.text).join('');
    if ('text' in value) return String(value.text);
    if ('error' in value) return String(value.error);
  }
  return String(value);
}

async function xlsxRows(file: Buffer): Promise<Cell[][]> {
  await checkUnpackedSize(file);
  const book = new ExcelJS.Workbook();
  try {
    await book.xlsx.load(file as unknown as ArrayBuffer);
  } catch {
    throw new SheetProblem('unreadable');
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw new SheetProblem('empty');
  if (sheet.actualRowCount > IMPORT_MAX_ROWS + 1) throw new SheetProblem('tooManyRows', { max: IMPORT_MAX_ROWS });
  const rows: Cell[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const cells: Cell[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = textOf(cell.value);
    });
    rows[number - 1] = cells;
  });
  return Array.from(rows, (cells) => cells ?? []);
}

/** Splits CSV text into rows of cells: quoted cells may hold the separator, quotes ("") and line breaks. */
export function csvRows(text: string): Cell[][] {
  const body = text.replace(/^\uFEFF/, '');
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const separator = [';', '\t', ','].reduce((best, candidate) => (firstLine.split(candidate).length > firstLine.split(best).length ? candidate : best), ',');
  const rows: Cell[][] = [];
  let row: Cell[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < body.length; i++) {
    const char = body[i];
    if (quoted) {
      if (char === '"' && body[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"' && cell === '') quoted = true;
    else if (char === separator) {
      row.push(cell);
      cell = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && body[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      if (rows.length > IMPORT_MAX_ROWS + 1) throw new SheetProblem('tooManyRows', { max: IMPORT_MAX_ROWS });
    } else cell += char;
  }
  if (cell !== '' || row.length) rows.push([...row, cell]);
  if (rows.length > IMPORT_MAX_ROWS + 1) throw new SheetProblem('tooManyRows', { max: IMPORT_MAX_ROWS });
  return rows.map((cells) => cells.map((value) => (value === '' ? null : value)));
}

function decodeCsv(file: Buffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(file);
  } catch {
    // Excel in a Cyrillic locale saves "CSV" in Windows-1251 unless told otherwise.
    return new TextDecoder('windows-1251').decode(file);
  }
}

/** The file's header and rows; `kind` follows the request's media type. */
export async function readSheet(file: Buffer, kind: 'xlsx' | 'csv'): Promise<Sheet> {
  const raw = kind === 'xlsx' ? await xlsxRows(file) : csvRows(decodeCsv(file));
  const headerAt = raw.findIndex((cells) => cells.some((cell) => cell !== null && String(cell).trim() !== ''));
  if (headerAt < 0) throw new SheetProblem('empty');
  const positions: Array<[number, ImportColumn]> = [];
  raw[headerAt].forEach((cell, index) => {
    const column = cell === null ? null : columnOf(String(cell));
    if (!column) return;
    if (positions.some(([, seen]) => seen === column)) throw new SheetProblem('duplicateColumn', { column: String(cell) });
    positions.push([index, column]);
  });
  if (!positions.some(([, column]) => column === 'article')) throw new SheetProblem('noArticleColumn');
  const rows: SheetRow[] = [];
  for (let at = headerAt + 1; at < raw.length; at++) {
    const cells: SheetRow['cells'] = {};
    let filled = false;
    for (const [index, column] of positions) {
      const value = raw[at][index] ?? null;
      const blank = value === null || (typeof value === 'string' && value.trim() === '');
      cells[column] = blank ? null : value;
      filled ||= !blank;
    }
    if (filled) rows.push({ line: at + 1, cells });
  }
  if (!rows.length) throw new SheetProblem('empty');
  return { columns: positions.map(([, column]) => column), rows };
}
