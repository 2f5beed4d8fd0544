import type { BasketLine, DroppedLine } from '@shop/contracts/basket';
import type { RepeatAnswer } from '@shop/contracts/orders';
import type { ApiDeps } from '../../deps.ts';
import { HttpError } from '../../core/errors.ts';
import { pick } from '../../core/localized.ts';
import { type Caller, productSummariesByIds } from '../catalog/products.service.ts';
import type { PriceViewer } from '../pricing/price-viewer.ts';
import { ordersMessage } from './order-messages.ts';
import * as repo from './orders.repository.ts';

/** Free lines the shop added (samples the shopper picked, gifts): a repeat earns them afresh or not at all. */
const NOT_REPEATED = new Set(['sampler', 'gift']);

/** Professionals and distributors see, beside their own price, what a client linked to their code pays. */
const CLIENT_VIEWER: PriceViewer = { audience: 'client', individualDiscount: 0 };
const seesClientPrice = (viewer: PriceViewer) => viewer.audience === 'professional' || viewer.audience === 'distributor';

/**
 * GET /v1/order/{number}/repeat: the order's lines as basket lines at the caller's current prices, each
 * count capped at what is in stock, and the lines that cannot be bought any more with the reason.
 * Lines of the same variant and kind merge, unless the product is `hasDuplicate` (SPEC §4).
 */
export async function repeatOrder(deps: ApiDeps, number: string, ownerKey: string, caller: Caller): Promise<RepeatAnswer['data']> {
  const db = deps.database.db;
  const id = await repo.ownOrderIdByNumber(db, number, ownerKey);
  if (id === null) throw new HttpError(404, ordersMessage(caller.lang, 'notFound'));
  const lines = (await repo.linesOfOrders(db, [id])).filter((line) => !NOT_REPEATED.has(line.type));
  const productIds = lines.flatMap((line) => (line.productId === null ? [] : [line.productId]));
  const [cards, clientCards] = await Promise.all([
    productSummariesByIds(deps, productIds, caller),
    seesClientPrice(caller.viewer) ? productSummariesByIds(deps, productIds, { lang: caller.lang, viewer: CLIENT_VIEWER }) : Promise.resolve([]),
  ]);
  const cardById = new Map(cards.map((card) => [card.id, card]));
  const clientPriceOf = new Map(clientCards.flatMap((card) => card.productPrices.map((variant) => [variant.id, variant.price] as const)));

  const products: BasketLine[] = [];
  const unavailable: DroppedLine[] = [];
  for (const line of lines) {
    const dropped = (reason: DroppedLine['reason']) =>
      unavailable.push({ id: line.productId ?? 0, product_price_id: line.productPriceId ?? 0, title: pick(line, 'title', caller.lang), reason });
    const card = line.productId === null ? undefined : cardById.get(line.productId);
    if (!card) {
      dropped('product_missing');
      continue;
    }
    const variant = card.productPrices.find((v) => v.id === line.productPriceId);
    if (!variant) {
      dropped('price_missing');
      continue;
    }
    if (variant.quantity <= 0) {
      dropped('out_of_stock');
      continue;
    }
    const same = card.hasDuplicate ? undefined : products.find((p) => p.select_type.id === variant.id && p.type === line.type);
    if (same) {
      same.select_count = Math.min(same.select_count + line.count, variant.quantity);
      continue;
    }
    const clientPrice = clientPriceOf.get(variant.id);
    products.push({
      ...card,
      type: line.type,
      select_count: Math.min(line.count, variant.quantity),
      select_type: variant,
      client_with_code_price: seesClientPrice(caller.viewer) && clientPrice !== undefined ? { price: clientPrice } : null,
    });
  }
  return { products, unavailable };
}
