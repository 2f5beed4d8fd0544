import { randomBytes } from 'node:crypto';
import type { ApiLanguage } from '@shop/contracts/i18n';
import { IMPORT_FIELDS, IMPORT_PREVIEW_TTL_MIN, type ImportField, type ImportPreview, type ImportRow } from '@shop/contracts/staff-catalogue-import';
import type { ApiDeps } from '../../deps.ts';
import { catalogChanged } from '../../core/answer-cache.ts';
import { HttpError } from '../../core/errors.ts';
import type { CatalogueImportRow } from '../../db/schema/catalogue-import.ts';
import { recordStaffAction } from '../audit/audit.public.ts';
import { importMessage, type ImportMessageKey } from './catalogue-import.messages.ts';
import * as repo from './catalogue-import.repository.ts';
import { articleOf, changedFields, checkRows } from './import-rows.ts';
import { readSheet, SheetProblem } from './import-sheet.ts';

/**
 * The bulk price-and-stock import (decision 0022): upload → preview under a token → confirm. Nothing
 * is written to the catalogue until a confirmation, which applies every row in one transaction or
 * none: a file with any bad row is refused, and so is a preview whose variants changed since.
 */

const TTL_MS = IMPORT_PREVIEW_TTL_MIN * 60_000;
const hryvnia = (field: ImportField, value: number) => (field === 'quantity' ? value : value / 100);

function problem(status: number, lang: ApiLanguage, key: ImportMessageKey, params?: Record<string, string | number>): HttpError {
  const message = importMessage(lang, key, params);
  return new HttpError(status, message, { file: [message] });
}

/** A stored preview as the screen shows it: rows with errors first, then the rows that change something. */
async function present(deps: ApiDeps, stored: repo.StoredImport, lang: ApiLanguage): Promise<ImportPreview> {
  const ids = stored.rows.flatMap((row) => (row.productPriceId ? [row.productPriceId] : []));
  const names = await repo.productNames(deps.database.db, ids, lang);
  const shown = (row: CatalogueImportRow): ImportRow => ({
    line: row.line,
    article: row.article,
    product: row.productPriceId ? (names.get(row.productPriceId) ?? null) : null,
    changes: Object.fromEntries(
      changedFields(row).map((field) => [field, { before: hryvnia(field, row.before?.[field] ?? 0), after: hryvnia(field, row.after[field]) }]),
    ),
    errors: row.errors.map((error) => ({ field: error.field, message: importMessage(lang, error.code as ImportMessageKey, error.params) })),
  });
  const withErrors = stored.rows.filter((row) => row.errors.length);
  const changing = stored.rows.filter((row) => !row.errors.length && changedFields(row).length);
  return {
    token: stored.token,
    file_name: stored.fileName,
    columns: stored.columns.filter((column): column is ImportField => (IMPORT_FIELDS as readonly string[]).includes(column)),
    rows_total: stored.rowsTotal,
    rows_changed: changing.length,
    rows_with_errors: stored.rowsWithErrors,
    can_confirm: stored.rowsWithErrors === 0 && !stored.appliedAt && changing.length > 0,
    expires_at: new Date(stored.createdAt.getTime() + TTL_MS).toISOString(),
    rows: [...withErrors, ...changing].map(shown),
  };
}

/** Reads the file, checks every row against the catalogue and stores the preview; nothing else changes. */
export async function previewImport(
  deps: ApiDeps,
  actorId: number,
  file: { body: Buffer; kind: 'xlsx' | 'csv'; name: string },
  lang: ApiLanguage,
): Promise<ImportPreview> {
  let sheet: Awaited<ReturnType<typeof readSheet>>;
  try {
    sheet = await readSheet(file.body, file.kind);
  } catch (error) {
    if (!(error instanceof SheetProblem)) throw error;
    throw problem(error.code === 'tooManyRows' || error.code === 'unpackedTooLarge' ? 413 : 422, lang, error.code, error.params);
  }
  const { db } = deps.database;
  const articles = [...new Set(sheet.rows.map((row) => articleOf(row.cells.article)).filter(Boolean))];
  const rows = checkRows(sheet, await repo.variantsByArticle(db, articles, lang));
  await repo.deleteUnappliedBefore(db, new Date(Date.now() - TTL_MS));
  const stored = await repo.insertImport(db, {
    token: randomBytes(24).toString('base64url'),
    actorId,
    fileName: file.name,
    columns: sheet.columns,
    rows,
    rowsWithErrors: rows.filter((row) => row.errors.length).length,
  });
  return present(deps, stored, lang);
}

export async function showImport(deps: ApiDeps, token: string, lang: ApiLanguage): Promise<ImportPreview> {
  const stored = await repo.findImport(deps.database.db, token);
  if (!stored) throw problem(404, lang, 'notFound');
  return present(deps, stored, lang);
}

/**
 * Applies a preview: all its changing rows in one transaction, with one audit record of the import.
 * Refused with nothing written when the file had a bad row (422), the preview expired (410) or was applied (409), the file changes nothing (422), or any variant's values moved since the preview (409: a sale's stock is never overwritten).
 */
export async function confirmImport(deps: ApiDeps, actorId: number, token: string, lang: ApiLanguage) {
  const { db } = deps.database;
  const applied = await db.transaction(async (tx) => {
    const stored = await repo.claimImport(tx, token);
    if (!stored) {
      const existing = await repo.findImport(tx, token);
      throw existing ? problem(409, lang, 'alreadyApplied') : problem(404, lang, 'notFound');
    }
    if (stored.rowsWithErrors > 0) throw problem(422, lang, 'hasErrors');
    if (Date.now() - stored.createdAt.getTime() > TTL_MS) throw problem(410, lang, 'expired');
    const changing = stored.rows.filter((row) => row.productPriceId && changedFields(row).length);
    const current = await repo.lockVariants(
      tx,
      changing.map((row) => row.productPriceId as number),
    );
    const moved = changing.filter((row) => {
      const now = current.get(row.productPriceId as number);
      return !now || changedFields(row).some((field) => now[field] !== row.before?.[field]);
    });
    if (!changing.length) throw problem(422, lang, 'nothingChanges');
    if (moved.length) throw problem(409, lang, 'stale', { articles: moved.slice(0, 5).map((row) => row.article).join(', ') });

    const writes = changing.map((row) => ({ id: row.productPriceId as number, ...Object.fromEntries(changedFields(row).map((f) => [f, row.after[f]])) }));
    await repo.writeVariants(tx, writes);
    const count = (field: ImportField) => changing.filter((row) => changedFields(row).includes(field)).length;
    const stockUnits = (side: 'before' | 'after') =>
      changing.reduce((sum, row) => sum + (row[side]?.quantity ?? row.before?.quantity ?? 0), 0);
    await recordStaffAction(tx, {
      actorId,
      action: 'catalogue.import',
      subjectType: 'catalogue_import',
      subjectId: stored.id,
      before: { variants: changing.length, stock_units: stockUnits('before') },
      after: { variants: changing.length, stock_units: stockUnits('after') },
      details: {
        file_name: stored.fileName,
        rows_total: stored.rowsTotal,
        rows_changed: changing.length,
        prices_changed: changing.filter((row) => changedFields(row).some((f) => f !== 'quantity')).length,
        stock_changed: count('quantity'),
      },
    });
    return { token, rows_applied: changing.length, applied_at: (stored.appliedAt ?? new Date()).toISOString() };
  });
  // Shop pages and cached answers carry the catalogue version: the new prices show at once.
  await catalogChanged(deps.cache);
  return applied;
}
