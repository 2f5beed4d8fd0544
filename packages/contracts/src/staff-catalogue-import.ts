import { z } from 'zod';
import { dataEnvelope } from './envelope.ts';

/**
 * The back office's bulk price-and-stock import (issue 29, screen 5; decision 0022). A content editor
 * uploads an .xlsx or .csv file; the API answers a preview with every row's changes and errors under a
 * token; confirming the token applies all rows in one transaction, or nothing when any row is bad.
 * Prices travel in hryvnia (what the file and the editor see); the server stores kopecks.
 */

/** The largest file the import reads: a price list of the whole catalogue is a few hundred kilobytes. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
/** The most data rows one file may carry (the catalogue has a few thousand variants). */
export const IMPORT_MAX_ROWS = 10_000;
/** A preview can be confirmed within this many minutes; later the file must be uploaded again. */
export const IMPORT_PREVIEW_TTL_MIN = 30;

export const XLSX_MEDIA_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
export const CSV_MEDIA_TYPE = 'text/csv';

/** The columns an import may change, besides the article that finds the variant. */
export const IMPORT_FIELDS = ['retail_price', 'professional_price', 'distributor_price', 'client_price', 'quantity'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** POST /v1/staff/catalogue-import?file_name=…: the file is the body. */
export const importUploadQuery = z.object({
  file_name: z.string().max(200).optional(),
});

export const importTokenParams = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{20,64}$/),
});

const change = z.object({ before: z.number(), after: z.number() });

export const importRow = z.object({
  /** The row's number in the file (the header is row 1), as the editor sees it in Excel. */
  line: z.number().int(),
  article: z.string(),
  /** The product's name in the caller's language, when the article was found. */
  product: z.string().nullable(),
  /** Only the columns whose value changes. */
  changes: z.partialRecord(z.enum(IMPORT_FIELDS), change),
  /** Localised problems of the row; any one blocks the whole import. */
  errors: z.array(z.object({ field: z.string(), message: z.string() })),
});
export type ImportRow = z.infer<typeof importRow>;

export const importPreview = z.object({
  token: z.string(),
  file_name: z.string(),
  /** Columns recognised in the header. */
  columns: z.array(z.enum(IMPORT_FIELDS)),
  rows_total: z.number().int(),
  rows_changed: z.number().int(),
  rows_with_errors: z.number().int(),
  can_confirm: z.boolean(),
  expires_at: z.string(),
  /** Rows with errors first, then the rows that change something. */
  rows: z.array(importRow),
});
export type ImportPreview = z.infer<typeof importPreview>;
export const importPreviewAnswer = dataEnvelope(importPreview);

export const importResult = z.object({
  token: z.string(),
  rows_applied: z.number().int(),
  applied_at: z.string(),
});
export const importResultAnswer = dataEnvelope(importResult);
