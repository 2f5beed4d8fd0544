import { and, asc, count, desc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { DbOrTx } from '../../db/client.ts';
import { productPrices, products } from '../../db/schema/catalog.ts';
import { users } from '../../db/schema/users.ts';

/** What the club lists of a client: the account's contacts and a summary of its orders. */
export interface ClientRow {
  id: number;
  name: string;
  secondName: string;
  phone: string | null;
  email: string;
  city: string | null;
  createdAt: Date;
  ordersCount: number;
  /** Kopecks of orders that were not cancelled or refunded. */
  ordersTotal: number;
  lastOrderAt: Date | null;
}

/** `%`, `_` and `\` typed by the caller are matched as themselves. */
const likeEscaped = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

function clientsWhere(code: string, search: string | undefined): SQL | undefined {
  const linked = eq(users.assignedCode, code);
  const words = (search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  if (!words.length) return linked;
  const wordMatches = words.map((word) => {
    const pattern = `%${likeEscaped(word)}%`;
    const digits = word.replace(/\D/g, '');
    return or(
      ilike(users.name, pattern),
      ilike(users.secondName, pattern),
      ilike(users.email, pattern),
      digits.length >= 3 ? ilike(users.phone, `%${digits}%`) : undefined,
    ) as SQL;
  });
  return and(linked, ...wordMatches);
}

const orderStats = {
  ordersCount: sql<number>`(select count(*)::int from orders o where o.user_id = users.id)`,
  ordersTotal: sql<number>`(select coalesce(sum(o.total), 0)::int from orders o where o.user_id = users.id and o.status not in ('cancelled', 'refunded'))`,
  lastOrderAt: sql<Date | string | null>`(select max(o.created_at) from orders o where o.user_id = users.id)`,
};

const clientColumns = {
  id: users.id,
  name: users.name,
  secondName: users.secondName,
  phone: users.phone,
  email: users.email,
  city: users.city,
  createdAt: users.createdAt,
  ...orderStats,
};

type RawClient = Omit<ClientRow, 'lastOrderAt' | 'ordersCount' | 'ordersTotal'> & { ordersCount: number | string; ordersTotal: number | string; lastOrderAt: Date | string | null };

const toClientRow = (row: RawClient): ClientRow => ({
  ...row,
  ordersCount: Number(row.ordersCount),
  ordersTotal: Number(row.ordersTotal),
  lastOrderAt: row.lastOrderAt === null ? null : new Date(row.lastOrderAt),
});

/** One page of the users linked to `code`, by surname and name, and how many match in all. */
export async function listClients(db: DbOrTx, code: string, search: string | undefined, limit: number, offset: number): Promise<{ rows: ClientRow[]; total: number }> {
  const where = clientsWhere(code, search);
  const [rows, [counted]] = await Promise.all([
    db.select(clientColumns).from(users).where(where).orderBy(asc(users.secondName), asc(users.name), asc(users.id)).limit(limit).offset(offset),
    db.select({ n: count() }).from(users).where(where),
  ]);
  return { rows: rows.map(toClientRow), total: Number(counted?.n ?? 0) };
}

/** The client under `id` when it is linked to `code`; anyone else's is null. */
export async function findClient(db: DbOrTx, code: string, id: number): Promise<ClientRow | null> {
  const [row] = await db
    .select(clientColumns)
    .from(users)
    .where(and(eq(users.id, id), eq(users.assignedCode, code)));
  return row ? toClientRow(row) : null;
}

/** The published variants named by the request, with their product's titles and every stored price. */
export async function variantsForPrices(db: DbOrTx, variantIds: number[]) {
  if (!variantIds.length) return [];
  return db
    .select({
      id: productPrices.id,
      productId: productPrices.productId,
      titleRu: products.titleRu,
      titleUk: products.titleUk,
      valueRu: productPrices.valueRu,
      valueUk: productPrices.valueUk,
      article: productPrices.article,
      retail: productPrices.retailPrice,
      professional: productPrices.professionalPrice,
      distributor: productPrices.distributorPrice,
      client: productPrices.clientPrice,
    })
    .from(productPrices)
    .innerJoin(products, eq(products.id, productPrices.productId))
    .where(and(inArray(productPrices.id, variantIds), eq(products.published, true)))
    .orderBy(desc(productPrices.id));
}
export type PriceVariantRow = Awaited<ReturnType<typeof variantsForPrices>>[number];

const priceColumns = {
  id: productPrices.id,
  productId: productPrices.productId,
  titleRu: products.titleRu,
  titleUk: products.titleUk,
  valueRu: productPrices.valueRu,
  valueUk: productPrices.valueUk,
  article: productPrices.article,
  retail: productPrices.retailPrice,
  oldRetail: productPrices.oldRetailPrice,
  professional: productPrices.professionalPrice,
  distributor: productPrices.distributorPrice,
  client: productPrices.clientPrice,
};

/**
 * One page of the variants on sale for the prices popup: those named by id (the basket's lines), or
 * those whose product title (either language) or article holds every word of `search`.
 */
export async function pagePriceVariants(
  db: DbOrTx,
  request: { search?: string; variantIds?: number[]; lang: ApiLanguage; limit: number; offset: number },
) {
  const conditions: (SQL | undefined)[] = [eq(products.published, true)];
  if (request.variantIds) conditions.push(inArray(productPrices.id, request.variantIds));
  const words = (request.search ?? '').trim().split(/\s+/).filter(Boolean).slice(0, 5);
  for (const word of words) {
    const pattern = `%${likeEscaped(word)}%`;
    conditions.push(or(ilike(products.titleRu, pattern), ilike(products.titleUk, pattern), ilike(productPrices.article, pattern)));
  }
  const where = and(...conditions);
  const title = request.lang === 'ua' ? products.titleUk : products.titleRu;
  const [rows, [counted]] = await Promise.all([
    db
      .select(priceColumns)
      .from(productPrices)
      .innerJoin(products, eq(products.id, productPrices.productId))
      .where(where)
      .orderBy(asc(title), asc(products.id), asc(productPrices.sort), asc(productPrices.id))
      .limit(request.limit)
      .offset(request.offset),
    db.select({ n: count() }).from(productPrices).innerJoin(products, eq(products.id, productPrices.productId)).where(where),
  ]);
  return { rows, total: Number(counted?.n ?? 0) };
}

