import { createHash } from 'node:crypto';
import { type BasketLineInput, MAX_BASKET_LINES, syncBasketAnswer } from '@shop/contracts/basket';
import { LIST_TTL_S, cachedJson } from '../../core/answer-cache.ts';
import { viewerKey } from '../pricing/price-viewer.ts';
import type { ApiDeps } from '../../deps.ts';
import { unauthenticated } from '../../core/auth.ts';
import { validationError } from '../../core/errors.ts';
import { messageTable } from '../../core/messages.ts';
import type { Caller } from '../catalog/products.service.ts';
import { type LineFacts, type LineRequest, pairKey, reconcileLines, sameLines } from './basket-reconcile.ts';
import * as repo from './basket-lines.repository.ts';
import type { LinePair } from './basket-lines.repository.ts';
import { toBasketLines } from './basket-lines.service.ts';

const basketMessage = messageTable({
  ru: { tooManyLines: 'В корзине может быть не больше :count позиций' },
  ua: { tooManyLines: 'У кошику може бути не більше :count позицій' },
});

/** The body after the contract: defaults applied. */
export interface SyncRequest {
  products: Array<Required<BasketLineInput>>;
  merge: boolean;
}

/**
 * POST /v1/checkout/sync-basket: keeps the signed-in user's basket on the server (SPEC §4).
 * `merge: false` (every re-sync) makes the browser's lines the saved basket; `merge: true` (the first
 * sync after signing in) adds them to the saved lines. Either way lines that can no longer be bought
 * as named are dropped and named back, identical lines merge, counts stay within stock.
 *
 * Writes happen in one transaction with the user's row locked: concurrent syncs of one user (two
 * tabs, a retried request) run one after the other, so none inserts beside lines another has not
 * committed yet. The usual 10-second re-sync changes nothing: it is answered from one unlocked read
 * and writes nothing (two replaces racing end as the last one, whether or not this one wrote).
 */
export async function syncBasket(deps: ApiDeps, userId: number, body: SyncRequest, caller: Caller): Promise<Buffer> {
  // Tickets and webinars stay in the browser's basket only (decision 0018): they name a seminar or a
  // course, not a variant, and the server copy keeps goods.
  const incoming: LineRequest[] = body.products.filter((line) => line.type !== 'ticket' && line.type !== 'webinar').map((line) => ({
    productId: line.id,
    productPriceId: line.product_price_id,
    type: line.type,
    count: line.count,
  }));
  const unchanged = body.merge ? null : await unchangedBasket(deps, userId, incoming, caller);
  const { lines, dropped } = unchanged ?? (await writeBasket(deps, userId, incoming, body.merge, caller));
  // Priced after the commit. The lines' cards depend only on the catalogue, the language and the
  // price audience, so the answer to a basket that lost nothing is shared under the catalogue
  // version like any list (stock moves within LIST_TTL_S; placing the order checks it again).
  const answer = async () => ({ data: { products: await toBasketLines(deps, lines, caller, true), dropped } });
  if (dropped.length) return Buffer.from(JSON.stringify(syncBasketAnswer.parse(await answer())));
  const signature = createHash('sha1')
    .update(lines.map((l) => `${l.productId}.${l.productPriceId}.${l.type}.${l.count}`).join(','))
    .digest('base64url');
  const key = `basket-sync:${caller.lang}:${viewerKey(caller.viewer)}:${signature}`;
  return cachedJson(deps.cache, key, LIST_TTL_S, syncBasketAnswer, answer);
}

type Reconciled = ReturnType<typeof reconcileLines>;

/** The reconciled browser lines when they are exactly what is saved, else null. */
async function unchangedBasket(deps: ApiDeps, userId: number, incoming: LineRequest[], caller: Caller): Promise<Reconciled | null> {
  const { saved, facts } = await repo.savedLinesAndFacts(deps.database, userId, uniquePairs(incoming));
  const result = reconcileLines(incoming, factsByPair(facts), caller.lang);
  return sameLines(saved, result.lines) ? result : null;
}

async function writeBasket(deps: ApiDeps, userId: number, incoming: LineRequest[], merge: boolean, caller: Caller): Promise<Reconciled> {
  return deps.database.db.transaction(async (tx) => {
    if (!(await repo.lockUser(tx, userId))) throw unauthenticated(caller.lang);
    const saved = await repo.savedLines(tx, userId);
    const requests = merge ? [...saved, ...incoming] : incoming;
    const result = reconcileLines(requests, factsByPair(await repo.lineFacts(tx, uniquePairs(requests))), caller.lang);
    if (result.lines.length > MAX_BASKET_LINES) {
      throw validationError(caller.lang, { products: [basketMessage(caller.lang, 'tooManyLines', { count: MAX_BASKET_LINES })] });
    }
    if (!sameLines(saved, result.lines)) await repo.replaceLines(tx, userId, result.lines);
    return result;
  });
}

function factsByPair(rows: readonly LineFacts[]): Map<string, LineFacts> {
  return new Map(rows.map((row) => [pairKey(row.productId, row.productPriceId), row]));
}

function uniquePairs(lines: readonly LineRequest[]): LinePair[] {
  const pairs = new Map<string, LinePair>();
  for (const line of lines) pairs.set(pairKey(line.productId, line.productPriceId), { productId: line.productId, productPriceId: line.productPriceId });
  return [...pairs.values()];
}
