import { MAX_PRICE_HRYVNIA, KOPECKS_PER_HRYVNIA } from '@shop/contracts/bounds';
import type { ImportField } from '@shop/contracts/staff-catalogue-import';
import type { CatalogueImportRow } from '../../db/schema/catalogue-import.ts';
import type { Cell, Sheet } from './import-sheet.ts';

/**
 * Turns the file's rows into what the preview shows and the confirmation applies: each row's variant,
 * its values now (`before`) and the ones the file asks for (`after`), and every problem of the row
 * as an error code. A row with any error blocks the whole import (decision 0022).
 */

/** A stock count far above any real one, well within an integer column (as the product form's). */
const QUANTITY_MAX = 10_000_000;
const PRICE_FIELDS = ['retail_price', 'professional_price', 'distributor_price', 'client_price'] as const;

/** A variant as the database holds it now: kopecks and units. */
export interface CurrentVariant {
  id: number;
  article: string;
  product: string;
  values: Record<ImportField, number>;
}

type RowError = CatalogueImportRow['errors'][number];
type Parsed = { value: number } | { error: RowError };

/** "1 234,50", "1234.5", "1 234 грн" as a number; null when it is not one. */
function numberOf(cell: Cell): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  const text = String(cell)
    .replace(/[\s\u00A0\u202F]/g, '')
    .replace(/(грн\.?|uah|₴)$/i, '')
    .replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

function priceOf(field: string, cell: Cell): Parsed {
  const value = numberOf(cell);
  if (value === null) return { error: { field, code: 'badNumber', params: { value: String(cell).slice(0, 40) } } };
  if (value < 0) return { error: { field, code: 'negativePrice' } };
  if (value > MAX_PRICE_HRYVNIA) return { error: { field, code: 'tooLarge' } };
  const kopecks = value * KOPECKS_PER_HRYVNIA;
  if (Math.abs(kopecks - Math.round(kopecks)) > 1e-6) return { error: { field, code: 'tooManyDecimals' } };
  return { value: Math.round(kopecks) };
}

function quantityOf(cell: Cell): Parsed {
  const field = 'quantity';
  const value = numberOf(cell);
  if (value === null) return { error: { field, code: 'badNumber', params: { value: String(cell).slice(0, 40) } } };
  if (value < 0) return { error: { field, code: 'negativeStock' } };
  if (!Number.isInteger(value)) return { error: { field, code: 'notWhole' } };
  if (value > QUANTITY_MAX) return { error: { field, code: 'tooLarge' } };
  return { value };
}

/** The article as written: numbers from Excel lose nothing, spaces around are dropped. */
export function articleOf(cell: Cell | undefined): string {
  if (cell === null || cell === undefined) return '';
  return String(cell).trim();
}

export function checkRows(sheet: Sheet, variants: Map<string, CurrentVariant>): CatalogueImportRow[] {
  const firstLineOf = new Map<string, number>();
  return sheet.rows.map(({ line, cells }) => {
    const article = articleOf(cells.article);
    const errors: RowError[] = [];
    const after: Record<string, number> = {};
    const variant = article ? variants.get(article) : undefined;
    if (!article) errors.push({ field: 'article', code: 'articleMissing' });
    else if (firstLineOf.has(article)) errors.push({ field: 'article', code: 'duplicate', params: { line: firstLineOf.get(article) ?? 0 } });
    else if (!variant) errors.push({ field: 'article', code: 'unknownArticle', params: { article: article.slice(0, 64) } });
    if (article && !firstLineOf.has(article)) firstLineOf.set(article, line);
    for (const field of [...PRICE_FIELDS, 'quantity'] as const) {
      const cell = cells[field];
      if (cell === null || cell === undefined) continue;
      const parsed = field === 'quantity' ? quantityOf(cell) : priceOf(field, cell);
      if ('error' in parsed) errors.push(parsed.error);
      else after[field] = parsed.value;
    }
    return {
      line,
      article: article.slice(0, 64),
      productPriceId: variant?.id ?? null,
      before: variant ? { ...variant.values } : null,
      after,
      errors,
    };
  });
}

/** The fields a row really changes (the file may repeat today's values). */
export function changedFields(row: CatalogueImportRow): ImportField[] {
  if (!row.before) return [];
  const before = row.before;
  return (Object.keys(row.after) as ImportField[]).filter((field) => before[field] !== row.after[field]);
}
