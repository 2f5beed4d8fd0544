import { randomUUID } from 'node:crypto';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ApiDeps } from '../../deps.ts';
import { productPrices, products } from '../../db/schema/catalog.ts';
import type { BasketLineType } from '../../db/schema/basket.ts';
import { orderEvents, orderLines, orders, type OrderStatus, type PaymentMethod, type PaymentStatus } from '../../db/schema/orders.ts';
import { users } from '../../db/schema/users.ts';
import { DEMO_DOMAIN } from '../../seed/users.ts';

/**
 * Orders for tests, written straight into the tables the way checkout writes them (stock reserved,
 * the creating history line, kopeck amounts of whole hryvnia), so the orders domain is tested
 * without depending on the checkout domain.
 */

export const DEMO_ROLES = ['regular', 'noid', 'professional', 'distributor', 'manager', 'authorised', 'staff', 'orders', 'content', 'reviewer'] as const;
export type DemoRole = (typeof DEMO_ROLES)[number];

export const demoEmail = (role: DemoRole) => `${role}@${DEMO_DOMAIN}`;

export async function demoUserId(deps: ApiDeps, role: DemoRole): Promise<number> {
  const [row] = await deps.database.db.select({ id: users.id }).from(users).where(eq(users.email, demoEmail(role)));
  if (!row) throw new Error(`no demo ${role}`);
  return row.id;
}

export interface TestLine {
  productPriceId: number;
  count: number;
  type?: BasketLineType;
  /** Whole hryvnia per unit; the variant's retail price when left out (0 for samples and gifts). */
  price?: number;
}

export interface TestOrder {
  /** `{ userId }` for a signed-in shopper's order, `{ visitorId }` for a guest's. */
  owner: { userId: number } | { visitorId: string };
  lines: TestLine[];
  paymentMethod?: PaymentMethod;
  status?: OrderStatus;
  paymentStatus?: PaymentStatus;
  /** 1 Nova Poshta branch (default), 4 the shop's courier, 5 pickup. */
  deliveryMethodId?: number;
  /** Whole hryvnia. */
  bonusesSpent?: number;
  deliveryPrice?: number;
  paymentDeadline?: Date | null;
  email?: string | null;
  phone?: string;
  name?: string;
  lang?: 'ru' | 'ua';
  createdAt?: Date;
  /** Take the lines' units from stock, as checkout does (default true). */
  reserve?: boolean;
}

/** A variant of the seeded catalogue with stock: the n-th by id. */
export async function variantsInStock(deps: ApiDeps, limit = 6): Promise<Array<{ id: number; productId: number; quantity: number; retail: number }>> {
  return deps.database.db
    .select({ id: productPrices.id, productId: productPrices.productId, quantity: productPrices.quantity, retail: productPrices.retailPrice })
    .from(productPrices)
    .where(sql`${productPrices.quantity} >= 5`)
    .orderBy(asc(productPrices.id))
    .limit(limit);
}

export async function stockOf(deps: ApiDeps, priceId: number): Promise<number> {
  const [row] = await deps.database.db.select({ q: productPrices.quantity }).from(productPrices).where(eq(productPrices.id, priceId));
  return row.q;
}

export async function bonusesOf(deps: ApiDeps, userId: number): Promise<number> {
  const [row] = await deps.database.db.select({ b: users.bonusAmount }).from(users).where(eq(users.id, userId));
  return row.b;
}

/** The public number of the order under `id` (what the shopper's routes take). */
/** The order's version now (by id or public number): what a staff change sends (decision 0021). */
export async function versionOf(deps: ApiDeps, ref: number | string): Promise<number> {
  const where = typeof ref === 'number' ? eq(orders.id, ref) : eq(orders.number, ref);
  const [row] = await deps.database.db.select({ version: orders.version }).from(orders).where(where);
  // A missing order has no version; the route answers 404 before it would look at one.
  return row?.version ?? 1;
}

/** A staff event's body with the order's current version, unless the test names one. */
export async function withVersion(deps: ApiDeps, ref: number | string, payload: object): Promise<object> {
  return 'version' in payload ? payload : { ...payload, version: await versionOf(deps, ref) };
}

export async function numberOf(deps: ApiDeps, id: number): Promise<string> {
  const [row] = await deps.database.db.select({ number: orders.number }).from(orders).where(eq(orders.id, id));
  if (!row) throw new Error(`no order ${id}`);
  return row.number;
}

/** The internal id of the order with this public number (answers name orders only by their number). */
export async function orderIdOf(deps: ApiDeps, number: string): Promise<number> {
  const [row] = await deps.database.db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
  if (!row) throw new Error(`no order ${number}`);
  return row.id;
}

/** Inserts an order with its lines and its "placed" history line; returns its id. */
export async function insertOrder(deps: ApiDeps, order: TestOrder): Promise<number> {
  const db = deps.database.db;
  const priceIds = order.lines.map((line) => line.productPriceId);
  const variants = await db
    .select({
      id: productPrices.id,
      productId: productPrices.productId,
      retail: productPrices.retailPrice,
      valueRu: productPrices.valueRu,
      valueUk: productPrices.valueUk,
      article: productPrices.article,
      titleRu: products.titleRu,
      titleUk: products.titleUk,
    })
    .from(productPrices)
    .innerJoin(products, eq(products.id, productPrices.productId))
    .where(inArray(productPrices.id, priceIds));
  const byId = new Map(variants.map((v) => [v.id, v]));
  const lines = order.lines.map((line) => {
    const variant = byId.get(line.productPriceId);
    if (!variant) throw new Error(`no variant ${line.productPriceId}`);
    const type = line.type ?? 'product';
    const free = type === 'sampler' || type === 'gift';
    const unit = line.price !== undefined ? line.price * 100 : free ? 0 : Math.round(variant.retail / 100) * 100;
    return { variant, type, count: line.count, unit, total: unit * line.count };
  });
  const goods = lines.reduce((sum, line) => sum + line.total, 0);
  const bonuses = (order.bonusesSpent ?? 0) * 100;
  const delivery = (order.deliveryPrice ?? 0) * 100;
  const userId = 'userId' in order.owner ? order.owner.userId : null;
  const ownerKey = 'userId' in order.owner ? `u:${order.owner.userId}` : `v:${order.owner.visitorId}`;
  const paymentMethod = order.paymentMethod ?? 'cash';

  return db.transaction(async (tx) => {
    if (order.reserve !== false) {
      for (const line of lines) {
        await tx
          .update(productPrices)
          .set({ quantity: sql`${productPrices.quantity} - ${line.count}` })
          .where(eq(productPrices.id, line.variant.id));
      }
    }
    if (userId !== null && bonuses > 0) {
      await tx.update(users).set({ bonusAmount: sql`${users.bonusAmount} - ${bonuses / 100}` }).where(eq(users.id, userId));
    }
    const [row] = await tx
      .insert(orders)
      .values({
        userId,
        ownerKey,
        idempotencyKey: randomUUID(),
        requestHash: 'test',
        status: order.status ?? 'new',
        paymentMethod,
        paymentStatus: order.paymentStatus ?? 'not_paid',
        priceAudience: 'retail',
        name: order.name ?? 'Олена',
        secondName: 'Коваль',
        phone: order.phone ?? '+380671112233',
        email: order.email === undefined ? 'buyer@example.com' : order.email,
        lang: order.lang ?? 'ru',
        deliveryMethodId: order.deliveryMethodId ?? 1,
        cityName: 'Київ',
        warehouseName: 'Відділення №12',
        goodsTotal: goods,
        bonusesSpent: bonuses,
        deliveryPrice: delivery,
        total: Math.max(0, goods - bonuses + delivery),
        paymentDeadline: order.paymentDeadline ?? null,
        ...(order.createdAt ? { createdAt: order.createdAt } : {}),
      })
      .returning({ id: orders.id });
    await tx.insert(orderLines).values(
      lines.map((line) => ({
        orderId: row.id,
        productId: line.variant.productId,
        productPriceId: line.variant.id,
        type: line.type,
        titleRu: line.variant.titleRu,
        titleUk: line.variant.titleUk,
        valueRu: line.variant.valueRu,
        valueUk: line.variant.valueUk,
        article: line.variant.article,
        count: line.count,
        unitPrice: line.unit,
        total: line.total,
      })),
    );
    await tx.insert(orderEvents).values({
      orderId: row.id,
      event: 'place',
      fromStatus: null,
      toStatus: order.status ?? 'new',
      fromPaymentStatus: null,
      toPaymentStatus: order.paymentStatus ?? 'not_paid',
      actor: ownerKey,
    });
    return row.id;
  });
}
