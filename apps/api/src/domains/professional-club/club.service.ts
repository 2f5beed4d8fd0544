import type { ApiLanguage } from '@shop/contracts/i18n';
import { localizeIssues } from '@shop/contracts/validation';
import type { OrderSummary } from '@shop/contracts/orders';
import {
  PRICE_ROWS_PAGE_SIZE,
  type ClientPriceRow,
  type ClientPricesBody,
  clientPricesQuery,
  type ClubClient,
  type PriceListKind,
} from '@shop/contracts/professional-club';
import type { ApiDeps } from '../../deps.ts';
import type { AuthUser } from '../../core/auth.ts';
import { HttpError, validationError } from '../../core/errors.ts';
import { type Page, offsetOf, toPage } from '../../core/pagination.ts';
import { ownerKeyOf } from '../orders/order-owner.ts';
import { listOwnOrders } from '../orders/orders.service.ts';
import type { PriceViewer } from '../pricing/price-viewer.ts';
import { chooseVariantPrice, toHryvnia } from '../pricing/pricing.ts';
import { findUserById } from '../users/users.public.ts';
import { renderPricesPdf, type PriceLine } from './client-prices-pdf.ts';
import { clubMessage } from './club.messages.ts';
import * as repo from './club.repository.ts';
import { PRICES_LINK_SECONDS, makePricesToken, openPricesToken, type PricesLink } from './prices-link.ts';

/**
 * The professional club (SPEC §6): a professional's or distributor's clients are the accounts linked
 * to its code (`users.assigned_code`). The caller's code is the only key: another professional's
 * client is simply not found (404), whatever its id.
 */

const toClient = (row: repo.ClientRow): ClubClient => ({
  id: row.id,
  name: row.name,
  second_name: row.secondName,
  phone: row.phone,
  email: row.email,
  city: row.city,
  created_at: row.createdAt.toISOString(),
  orders_count: row.ordersCount,
  orders_total: toHryvnia(row.ordersTotal),
  last_order_at: row.lastOrderAt ? row.lastOrderAt.toISOString() : null,
});

export interface ClientsPageRequest {
  search?: string;
  page: number;
  perPage: number;
  url: string;
}

/** GET /v1/user/clients. A professional without a code yet has no clients. */
export async function listClients(deps: ApiDeps, caller: AuthUser, request: ClientsPageRequest): Promise<Page<ClubClient>> {
  if (!caller.code) return toPage([], 0, request.page, request.perPage, request.url);
  const { rows, total } = await repo.listClients(deps.database.db, caller.code, request.search, request.perPage, offsetOf(request.page, request.perPage));
  return toPage(rows.map(toClient), total, request.page, request.perPage, request.url);
}

async function ownClient(deps: ApiDeps, caller: AuthUser, id: number, lang: ApiLanguage): Promise<repo.ClientRow> {
  const row = caller.code ? await repo.findClient(deps.database.db, caller.code, id) : null;
  if (!row) throw new HttpError(404, clubMessage(lang, 'clientMissing'));
  return row;
}

/** GET /v1/user/clients/{id}. */
export async function clientOf(deps: ApiDeps, caller: AuthUser, id: number, lang: ApiLanguage): Promise<ClubClient> {
  return toClient(await ownClient(deps, caller, id, lang));
}

/** GET /v1/user/clients/{id}/orders: every order of the client, newest first, with lines and totals. */
export async function clientOrders(
  deps: ApiDeps,
  caller: AuthUser,
  id: number,
  request: { page: number; perPage: number; url: string },
  lang: ApiLanguage,
): Promise<Page<OrderSummary>> {
  const client = await ownClient(deps, caller, id, lang);
  const page = await listOwnOrders(deps, ownerKeyOf({ user: { id: client.id }, visitorId: '' }), request, lang);
  // The professional looks on: paying, cancelling and invoices are the client's own actions.
  return { ...page, data: page.data.map((order) => ({ ...order, can_pay: false, can_cancel: false, can_invoice: false })) };
}

/**
 * Whose prices a caller hands out (SPEC §6): a professional's file is for its clients (client price);
 * a distributor's, or its manager's, is for the professionals it supplies (professional price).
 */
export function priceListKind(caller: AuthUser): PriceListKind {
  return caller.userType === 'professional' && !caller.isManager ? 'client' : 'professional';
}

const listedPrice = (kind: PriceListKind, variant: { client: number; professional: number }) => (kind === 'client' ? variant.client : variant.professional);

/**
 * GET /v1/client_prices: variants on sale with retail, the caller's own price (the one pricing rule,
 * a professional's individual discount included) and the price its file lists, in whole hryvnia as
 * every priced answer (SPEC §9). The article is the
 * distributors' column (SPEC §6).
 */
export async function pagePrices(deps: ApiDeps, caller: AuthUser, viewer: PriceViewer, raw: unknown, url: string, lang: ApiLanguage): Promise<Page<ClientPriceRow> & { kind: PriceListKind }> {
  const parsed = clientPricesQuery.safeParse(raw);
  if (!parsed.success) throw validationError(lang, localizeIssues(parsed.error.issues, lang));
  const query = parsed.data;
  const kind = priceListKind(caller);
  const perPage = query.variants ? query.variants.length : PRICE_ROWS_PAGE_SIZE;
  const page = query.variants ? 1 : query.page;
  const { rows, total } = await repo.pagePriceVariants(deps.database.db, { search: query.search, variantIds: query.variants, lang, limit: perPage, offset: offsetOf(page, perPage) });
  const data = rows.map(
    (row): ClientPriceRow => ({
      id: row.productId,
      value: row.id,
      title: lang === 'ua' ? row.titleUk : row.titleRu,
      volume: lang === 'ua' ? row.valueUk : row.valueRu,
      article: kind === 'professional' ? row.article : null,
      retail: toHryvnia(row.retail),
      own: toHryvnia(chooseVariantPrice(row, viewer).price),
      listed: toHryvnia(listedPrice(kind, row)),
    }),
  );
  return { ...toPage(data, total, page, perPage, url), kind };
}

/**
 * Checks the chosen lines against the catalogue (each variant must belong to its product and be on
 * sale) and answers the signed path of the file. Prices are not taken from the request at all.
 */
export async function requestPricesFile(deps: ApiDeps, caller: AuthUser, body: ClientPricesBody, lang: ApiLanguage, now = Date.now()) {
  const found = new Map((await repo.variantsForPrices(deps.database.db, body.products.map((p) => p.value))).map((v) => [v.id, v]));
  const errors: Record<string, string[]> = {};
  body.products.forEach((line, i) => {
    if (found.get(line.value)?.productId !== line.id) errors[`products.${i}.value`] = [clubMessage(lang, 'variantMissing')];
  });
  if (Object.keys(errors).length) throw validationError(lang, errors);
  const expires = Math.floor(now / 1000) + PRICES_LINK_SECONDS;
  const token = makePricesToken(deps.config, { owner: caller.id, expires, lines: body.products.map((p) => [p.id, p.value, p.count]) });
  return { path: `/api/v1/client_prices/file?token=${token}`, expires_at: new Date(expires * 1000).toISOString(), file_name: 'prices.pdf' as const };
}

/** The link a token opens for this caller, or 404 (another user's, expired, altered). */
export function openPricesLink(deps: ApiDeps, caller: AuthUser, token: string, lang: ApiLanguage): PricesLink {
  const link = openPricesToken(deps.config, token);
  if (!link || link.owner !== caller.id) throw new HttpError(404, clubMessage(lang, 'badLink'));
  return link;
}

/** Renders `prices.pdf` at today's client (or, for a distributor, professional) prices; lines gone from the catalogue since are left out. */
export async function pricesPdf(deps: ApiDeps, caller: AuthUser, link: PricesLink, lang: ApiLanguage, options: { compress?: boolean } = {}): Promise<Buffer> {
  const db = deps.database.db;
  const found = new Map((await repo.variantsForPrices(db, link.lines.map(([, value]) => value))).map((v) => [v.id, v]));
  const kind = priceListKind(caller);
  const lines: PriceLine[] = [];
  for (const [productId, value, count] of link.lines) {
    const variant = found.get(value);
    if (!variant || variant.productId !== productId) continue;
    lines.push({
      title: lang === 'ua' ? variant.titleUk : variant.titleRu,
      value: lang === 'ua' ? variant.valueUk : variant.valueRu,
      article: variant.article,
      count,
      price: listedPrice(kind, variant),
    });
  }
  const user = await findUserById(db, caller.id);
  const preparedBy = [[user?.name, user?.secondName].filter(Boolean).join(' '), caller.code].filter(Boolean).join(', ');
  return renderPricesPdf({ lang, kind, date: new Date(), preparedBy, lines }, options);
}
