import type { ApiLanguage } from '@shop/contracts/i18n';
import { type DocumentType, leftoversAnswer, type manualMoveBody, type saleBody } from '@shop/contracts/warehouse';
import type { z } from 'zod';
import { cachedJson } from '../../core/answer-cache.ts';
import { HttpError, validationError } from '../../core/errors.ts';
import { offsetOf, type Page, toPage } from '../../core/pagination.ts';
import type { ApiDeps } from '../../deps.ts';
import { storageVersion } from './storage-version.ts';
import { warehouseMessage } from './warehouse.messages.ts';
import {
  type DocumentHead,
  type DocumentLine,
  type DocumentLineInput,
  type LeftoverRow,
  findDocument,
  findVariants,
  insertMove,
  insertSale,
  listDocuments,
  listLeftovers,
  type Shortage,
  variantNames,
} from './warehouse.repository.ts';
import { documentXlsx } from './warehouse-xlsx.ts';

/**
 * The warehouse's use cases. Every function takes the distributor the caller acts for (the route's
 * guard settles it: the distributor itself or its manager), so another distributor's rows are never read.
 */

const hryvnias = (kopecks: number) => Math.round(kopecks) / 100;
const kopecks = (hryvnias: number) => Math.round(hryvnias * 100);

function headAnswer(head: DocumentHead) {
  return {
    id: head.id,
    type: head.type,
    number: head.number,
    date: head.date,
    total: hryvnias(head.total),
    source: head.source,
    order_number: head.orderNumber,
    customer_name: head.customerName,
    customer_phone: head.customerPhone,
    comment: head.comment || null,
    lines_count: head.lineCount,
  };
}

const lineAnswer = (line: DocumentLine) => ({
  product_price_id: line.productPriceId,
  product_id: line.productId,
  title: line.title,
  variant: line.variant,
  article: line.article,
  brand: line.brand,
  count: line.count,
  price: hryvnias(line.unitPrice),
  total: hryvnias(line.total),
});

export async function documentsPage(deps: ApiDeps, distributorId: number, query: { type: DocumentType; page: number; per_page: number }, url: string): Promise<Page<ReturnType<typeof headAnswer>>> {
  const { rows, total } = await listDocuments(deps.database.db, distributorId, query.type, query.per_page, offsetOf(query.page, query.per_page));
  return toPage(rows.map(headAnswer), total, query.page, query.per_page, url);
}

async function ownDocument(deps: ApiDeps, distributorId: number, id: number, lang: ApiLanguage) {
  const found = await findDocument(deps.database.db, distributorId, id, lang);
  if (!found) throw new HttpError(404, warehouseMessage(lang, 'notFound'));
  return found;
}

export async function documentDetail(deps: ApiDeps, distributorId: number, id: number, lang: ApiLanguage) {
  const { head, lines } = await ownDocument(deps, distributorId, id, lang);
  return { data: { ...headAnswer(head), lines: lines.map(lineAnswer) } };
}

export async function documentExcel(deps: ApiDeps, distributorId: number, id: number, lang: ApiLanguage): Promise<{ number: string; xlsx: Buffer }> {
  const { head, lines } = await ownDocument(deps, distributorId, id, lang);
  return { number: head.number, xlsx: await documentXlsx(head, lines, lang) };
}

const linesOf = (lines: Array<{ product_price_id: number; count: number; price: number }>): DocumentLineInput[] =>
  lines.map((line) => ({ productPriceId: line.product_price_id, count: line.count, unitPrice: kopecks(line.price) }));

/** Every line names a variant of the catalogue; a line that does not is a 422 on its field. */
async function checkVariants(deps: ApiDeps, lines: DocumentLineInput[], lang: ApiLanguage): Promise<void> {
  const names = await variantNames(deps.database.db, [...new Set(lines.map((l) => l.productPriceId))], lang);
  const errors: Record<string, string[]> = {};
  lines.forEach((line, i) => {
    if (!names.has(line.productPriceId)) errors[`lines.${i}.product_price_id`] = [warehouseMessage(lang, 'unknownVariant')];
  });
  if (Object.keys(errors).length) throw validationError(lang, errors);
}

export async function recordManualMove(deps: ApiDeps, distributorId: number, userId: number, body: z.output<typeof manualMoveBody>, lang: ApiLanguage) {
  const lines = linesOf(body.lines);
  await checkVariants(deps, lines, lang);
  const id = await deps.database.db.transaction((tx) => insertMove(tx, { distributorId, createdBy: userId, movedOn: body.date, comment: body.comment, lines }));
  return documentDetail(deps, distributorId, id, lang);
}

/** Thrown inside the sale's transaction to roll it back and answer which variants are short. */
class ShortOfStock extends Error {
  constructor(readonly shortages: Shortage[]) {
    super('short of stock');
  }
}

export async function recordSale(deps: ApiDeps, distributorId: number, userId: number, body: z.output<typeof saleBody>, lang: ApiLanguage) {
  const lines = linesOf(body.lines);
  await checkVariants(deps, lines, lang);
  let id: number;
  try {
    id = await deps.database.db.transaction(async (tx) => {
      const result = await insertSale(tx, {
        distributorId,
        createdBy: userId,
        soldOn: body.date,
        customerName: body.customer_name,
        customerPhone: body.customer_phone ?? null,
        comment: body.comment ?? null,
        lines,
      });
      if ('shortages' in result) throw new ShortOfStock(result.shortages);
      return result.id;
    });
  } catch (error) {
    if (!(error instanceof ShortOfStock)) throw error;
    const names = await variantNames(deps.database.db, error.shortages.map((s) => s.productPriceId), lang);
    const errors: Record<string, string[]> = {};
    for (const shortage of error.shortages) {
      const message = warehouseMessage(lang, 'short', { name: names.get(shortage.productPriceId) ?? String(shortage.productPriceId), have: shortage.have, need: shortage.need });
      const index = lines.findIndex((line) => line.productPriceId === shortage.productPriceId);
      errors[`lines.${index}.count`] = [message];
    }
    throw validationError(lang, errors);
  }
  return documentDetail(deps, distributorId, id, lang);
}

const leftoverAnswer = (row: LeftoverRow) => ({
  product_price_id: row.productPriceId,
  product_id: row.productId,
  title: row.title,
  variant: row.variant,
  article: row.article,
  brand: row.brand,
  quantity: row.quantity,
  price: hryvnias(row.price),
});

/** The forms' product picker: up to 20 catalogue variants matching `search`, with what is held. */
export async function variantChoices(deps: ApiDeps, distributorId: number, search: string, lang: ApiLanguage) {
  const rows = search ? await findVariants(deps.database.db, distributorId, lang, search, 20) : [];
  return { data: rows.map(leftoverAnswer) };
}

/** How long a leftovers page stays cached; a sale or a move makes a new version long before that. */
const LEFTOVERS_TTL_S = 300;

/**
 * A page of leftovers as ready JSON, cached under the storage's version (its last sale and move) and
 * the catalogue's (names and purchase prices): a sale or a move is on the next page read at once, and
 * reading the same page again costs the version's two index look-ups instead of joining and sorting
 * everything the distributor holds.
 */
export async function leftoversPage(deps: ApiDeps, distributorId: number, query: { search: string; page: number; per_page: number }, url: string, lang: ApiLanguage): Promise<Buffer> {
  const version = await storageVersion(deps.database, distributorId);
  const key = `leftovers:${distributorId}:${version}:${lang}:${query.page}:${query.per_page}:${url}`;
  return cachedJson(deps.cache, key, LEFTOVERS_TTL_S, leftoversAnswer, async () => {
    const { rows, total } = await listLeftovers(deps.database.db, distributorId, lang, query.search, query.per_page, offsetOf(query.page, query.per_page));
    return toPage(rows.map(leftoverAnswer), total, query.page, query.per_page, url);
  });
}
