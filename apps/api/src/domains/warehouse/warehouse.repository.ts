import { kyivToday } from '@shop/contracts/distributor-report';
import type { ApiLanguage } from '@shop/contracts/i18n';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx, Tx } from '../../db/client.ts';

/**
 * The distributor's warehouse (issue 28; SPEC §7 "Documents", "Remainings"). Tables (db/schema/warehouse.ts,
 * migrations 0039–0040), money in kopecks, days as Kyiv dates:
 *
 *   warehouse_leftovers  (distributor_id, product_price_id) PK, quantity int ≥ 0 (CHECK), updated_at
 *   warehouse_moves      id (shared sequence warehouse_document_ids), distributor_id, number 'П-000123',
 *                        moved_on date, source 'order'|'manual', order_id (UNIQUE: one move per order),
 *                        comment, total bigint, created_by, created_at
 *   warehouse_move_lines id, move_id, product_price_id, count > 0, unit_price (purchase), total
 *   warehouse_sales      id (same sequence), distributor_id, number 'ВН-000123', sold_on date,
 *                        customer_name, customer_phone, comment, total bigint, created_by, created_at
 *   warehouse_sale_lines id, sale_id, product_price_id, count > 0, unit_price (sale), total
 *
 * A document id names one document whatever its type (one sequence). Leftovers change only here, in
 * the same transaction as the document: a move adds (`addLeftovers`), a sale takes away after locking
 * the rows in variant order (`takeLeftovers`), so concurrent sales queue on the rows and never go
 * below zero. `product_price_id` is a soft reference to the catalogue, as on order lines.
 */

export type DocumentType = 'moving' | 'invoice';

export interface DocumentLineInput {
  productPriceId: number;
  count: number;
  /** Kopecks per unit. */
  unitPrice: number;
}

const rowsOf = async <Row>(db: DbOrTx, query: ReturnType<typeof sql>): Promise<Row[]> => (await db.execute(query)).rows as Row[];

const padded = (id: number) => String(id).padStart(6, '0');

/** Lines of one variant added up, in variant order (the order rows are locked in). */
export function mergeLines(lines: DocumentLineInput[]): DocumentLineInput[] {
  const merged = new Map<string, DocumentLineInput>();
  for (const line of lines) {
    const key = `${line.productPriceId}:${line.unitPrice}`;
    const existing = merged.get(key);
    if (existing) existing.count += line.count;
    else merged.set(key, { ...line });
  }
  return [...merged.values()].sort((a, b) => a.productPriceId - b.productPriceId || a.unitPrice - b.unitPrice);
}

async function nextDocumentId(tx: Tx): Promise<number> {
  const [row] = await rowsOf<{ id: number }>(tx, sql`select nextval('warehouse_document_ids')::int as id`);
  return row.id;
}

async function addLeftovers(tx: Tx, distributorId: number, lines: DocumentLineInput[]): Promise<void> {
  for (const line of mergeLines(lines)) {
    await tx.execute(sql`
      insert into warehouse_leftovers (distributor_id, product_price_id, quantity) values (${distributorId}, ${line.productPriceId}, ${line.count})
      on conflict (distributor_id, product_price_id) do update set quantity = warehouse_leftovers.quantity + excluded.quantity, updated_at = now()`);
  }
}

export interface Shortage {
  productPriceId: number;
  have: number;
  need: number;
}

/**
 * Takes the lines' units from the distributor's leftovers, locking the rows in variant order; returns
 * what is short (and changes nothing) when any variant has fewer units than asked.
 */
export async function takeLeftovers(tx: Tx, distributorId: number, lines: DocumentLineInput[]): Promise<Shortage[]> {
  const need = new Map<number, number>();
  for (const line of lines) need.set(line.productPriceId, (need.get(line.productPriceId) ?? 0) + line.count);
  const ids = [...need.keys()].sort((a, b) => a - b);
  const held = await rowsOf<{ id: number; quantity: number }>(
    tx,
    sql`select product_price_id as id, quantity from warehouse_leftovers
      where distributor_id = ${distributorId} and product_price_id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})
      order by product_price_id for update`,
  );
  const have = new Map(held.map((row) => [row.id, row.quantity]));
  const shortages = ids.filter((id) => (have.get(id) ?? 0) < (need.get(id) ?? 0)).map((id) => ({ productPriceId: id, have: have.get(id) ?? 0, need: need.get(id) ?? 0 }));
  if (shortages.length) return shortages;
  for (const id of ids) {
    // The condition keeps the CHECK's promise even if a row was changed outside this lock.
    const updated = await rowsOf<{ quantity: number }>(
      tx,
      sql`update warehouse_leftovers set quantity = quantity - ${need.get(id)}, updated_at = now()
        where distributor_id = ${distributorId} and product_price_id = ${id} and quantity >= ${need.get(id)} returning quantity`,
    );
    if (!updated.length) return [{ productPriceId: id, have: have.get(id) ?? 0, need: need.get(id) ?? 0 }];
  }
  return [];
}

async function insertLines(tx: Tx, table: 'warehouse_move_lines' | 'warehouse_sale_lines', documentId: number, lines: DocumentLineInput[]): Promise<number> {
  let total = 0;
  const column = table === 'warehouse_move_lines' ? sql.raw('move_id') : sql.raw('sale_id');
  for (const line of lines) {
    const lineTotal = line.count * line.unitPrice;
    total += lineTotal;
    await tx.execute(sql`insert into ${sql.raw(table)} (${column}, product_price_id, count, unit_price, total)
      values (${documentId}, ${line.productPriceId}, ${line.count}, ${line.unitPrice}, ${lineTotal})`);
  }
  return total;
}

export interface MoveInput {
  distributorId: number;
  createdBy: number | null;
  movedOn?: string;
  comment?: string;
  orderId?: number | null;
  lines: DocumentLineInput[];
}

/** Records a move and adds its units to the leftovers, in the caller's transaction. */
export async function insertMove(tx: Tx, move: MoveInput): Promise<number> {
  const id = await nextDocumentId(tx);
  await tx.execute(sql`insert into warehouse_moves (id, distributor_id, number, moved_on, source, order_id, comment, created_by)
    values (${id}, ${move.distributorId}, ${`П-${padded(id)}`}, ${move.movedOn ?? kyivToday()}::date, ${move.orderId ? 'order' : 'manual'},
      ${move.orderId ?? null}, ${move.comment ?? ''}, ${move.createdBy})`);
  const total = await insertLines(tx, 'warehouse_move_lines', id, move.lines);
  await tx.execute(sql`update warehouse_moves set total = ${total} where id = ${id}`);
  await addLeftovers(tx, move.distributorId, move.lines);
  return id;
}

/**
 * The move of a delivered shop order of a distributor or of its manager: its goods (with a variant)
 * at the prices paid, once — the unique order id makes a replay add nothing. Returns the move's id,
 * or null when the order is not a distributor's or already moved.
 * The warehouse is the order's owner (`owner_key` `u:<distributor id>`, which a manager's orders carry
 * too), not the account that placed it: a manager deleted before the delivery leaves `user_id` null,
 * and its distributor must still get the goods. Orders from before owner keys named the distributor
 * fall back on the placing account.
 */
export async function moveDeliveredOrder(tx: Tx, orderId: number): Promise<number | null> {
  const [owner] = await rowsOf<{ distributorId: number | null }>(
    tx,
    sql`select coalesce(d.id, case when u.is_manager then u.distributor_id when u.user_type = 'distributor' then u.id end) as "distributorId"
      from orders o
      left join users d on d.id = (case when o.owner_key ~ '^u:[0-9]{1,9}$' then substring(o.owner_key from 3)::int end)
        and d.user_type = 'distributor' and not d.is_manager
      left join users u on u.id = o.user_id
      where o.id = ${orderId}`,
  );
  if (!owner?.distributorId) return null;
  const [already] = await rowsOf<{ id: number }>(tx, sql`select id from warehouse_moves where order_id = ${orderId}`);
  if (already) return null;
  const lines = await rowsOf<DocumentLineInput>(
    tx,
    sql`select product_price_id as "productPriceId", sum(count)::int as count, min(unit_price)::int as "unitPrice"
      from order_lines where order_id = ${orderId} and product_price_id is not null group by product_price_id, unit_price order by product_price_id`,
  );
  if (!lines.length) return null;
  return insertMove(tx, { distributorId: owner.distributorId, createdBy: null, orderId, lines });
}

export interface SaleInput {
  distributorId: number;
  createdBy: number;
  soldOn?: string;
  customerName: string;
  customerPhone: string | null;
  comment: string | null;
  lines: DocumentLineInput[];
}

/** Records a sale when every unit is held; else returns the shortages and the caller rolls back. */
export async function insertSale(tx: Tx, sale: SaleInput): Promise<{ id: number } | { shortages: Shortage[] }> {
  const shortages = await takeLeftovers(tx, sale.distributorId, sale.lines);
  if (shortages.length) return { shortages };
  const id = await nextDocumentId(tx);
  await tx.execute(sql`insert into warehouse_sales (id, distributor_id, number, sold_on, customer_name, customer_phone, comment, created_by)
    values (${id}, ${sale.distributorId}, ${`ВН-${padded(id)}`}, ${sale.soldOn ?? kyivToday()}::date, ${sale.customerName}, ${sale.customerPhone},
      ${sale.comment}, ${sale.createdBy})`);
  const total = await insertLines(tx, 'warehouse_sale_lines', id, sale.lines);
  await tx.execute(sql`update warehouse_sales set total = ${total} where id = ${id}`);
  return { id };
}

export interface DocumentHead {
  id: number;
  type: DocumentType;
  number: string;
  date: string;
  total: number;
  source: 'order' | 'manual' | null;
  orderNumber: string | null;
  customerName: string | null;
  customerPhone: string | null;
  comment: string | null;
  lineCount: number;
}

const MOVE_HEAD = sql`select m.id, 'moving' as type, m.number, to_char(m.moved_on, 'YYYY-MM-DD') as date, m.total::float8 as total, m.source,
    o.number as "orderNumber", null as "customerName", null as "customerPhone", m.comment,
    (select count(*)::int from warehouse_move_lines l where l.move_id = m.id) as "lineCount"
  from warehouse_moves m left join orders o on o.id = m.order_id`;

const SALE_HEAD = sql`select s.id, 'invoice' as type, s.number, to_char(s.sold_on, 'YYYY-MM-DD') as date, s.total::float8 as total, null as source,
    null as "orderNumber", s.customer_name as "customerName", s.customer_phone as "customerPhone", s.comment,
    (select count(*)::int from warehouse_sale_lines l where l.sale_id = s.id) as "lineCount"
  from warehouse_sales s`;

/** A page of the distributor's documents of one type, newest first, and how many there are. */
export async function listDocuments(db: Db, distributorId: number, type: DocumentType, limit: number, offset: number): Promise<{ rows: DocumentHead[]; total: number }> {
  const [rows, [count]] =
    type === 'moving'
      ? await Promise.all([
          rowsOf<DocumentHead>(db, sql`${MOVE_HEAD} where m.distributor_id = ${distributorId} order by m.moved_on desc, m.id desc limit ${limit} offset ${offset}`),
          rowsOf<{ n: number }>(db, sql`select count(*)::int as n from warehouse_moves where distributor_id = ${distributorId}`),
        ])
      : await Promise.all([
          rowsOf<DocumentHead>(db, sql`${SALE_HEAD} where s.distributor_id = ${distributorId} order by s.sold_on desc, s.id desc limit ${limit} offset ${offset}`),
          rowsOf<{ n: number }>(db, sql`select count(*)::int as n from warehouse_sales where distributor_id = ${distributorId}`),
        ]);
  return { rows, total: count?.n ?? 0 };
}

export interface DocumentLine {
  productPriceId: number;
  productId: number | null;
  title: string;
  variant: string;
  article: string;
  brand: string;
  count: number;
  unitPrice: number;
  total: number;
}

const titleColumn = (lang: ApiLanguage) => sql.raw(lang === 'ua' ? 'title_uk' : 'title_ru');
const valueColumn = (lang: ApiLanguage) => sql.raw(lang === 'ua' ? 'value_uk' : 'value_ru');

/** One document of the distributor with its lines (named in the asked language); null when not its own. */
export async function findDocument(db: Db, distributorId: number, id: number, lang: ApiLanguage): Promise<{ head: DocumentHead; lines: DocumentLine[] } | null> {
  const [move] = await rowsOf<DocumentHead>(db, sql`${MOVE_HEAD} where m.id = ${id} and m.distributor_id = ${distributorId}`);
  const [head] = move ? [move] : await rowsOf<DocumentHead>(db, sql`${SALE_HEAD} where s.id = ${id} and s.distributor_id = ${distributorId}`);
  if (!head) return null;
  const table = sql.raw(head.type === 'moving' ? 'warehouse_move_lines' : 'warehouse_sale_lines');
  const key = sql.raw(head.type === 'moving' ? 'move_id' : 'sale_id');
  const lines = await rowsOf<DocumentLine>(
    db,
    sql`select l.product_price_id as "productPriceId", p.id as "productId", coalesce(p.${titleColumn(lang)}, '') as title,
        coalesce(pp.${valueColumn(lang)}, '') as variant, coalesce(pp.article, '') as article, coalesce(b.${titleColumn(lang)}, '') as brand,
        l.count, l.unit_price as "unitPrice", l.total::float8 as total
      from ${table} l left join product_prices pp on pp.id = l.product_price_id left join products p on p.id = pp.product_id
        left join brands b on b.id = p.brand_id
      where l.${key} = ${id} order by l.id`,
  );
  return { head, lines };
}

export interface LeftoverRow {
  productPriceId: number;
  productId: number | null;
  title: string;
  variant: string;
  article: string;
  brand: string;
  quantity: number;
  /** The distributor's purchase price now, kopecks. */
  price: number;
}

/** A page of what the distributor holds (quantity > 0), by brand and title, optionally searched by title or article. */
export async function listLeftovers(db: Db, distributorId: number, lang: ApiLanguage, search: string, limit: number, offset: number): Promise<{ rows: LeftoverRow[]; total: number }> {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = sql`w.distributor_id = ${distributorId} and w.quantity > 0
    and (${search} = '' or p.title_ru ilike ${pattern} or p.title_uk ilike ${pattern} or pp.article ilike ${pattern} or b.title_ru ilike ${pattern})`;
  const from = sql`warehouse_leftovers w join product_prices pp on pp.id = w.product_price_id join products p on p.id = pp.product_id
    join brands b on b.id = p.brand_id`;
  const [rows, [count]] = await Promise.all([
    rowsOf<LeftoverRow>(
      db,
      sql`select w.product_price_id as "productPriceId", p.id as "productId", p.${titleColumn(lang)} as title, pp.${valueColumn(lang)} as variant,
          pp.article, b.${titleColumn(lang)} as brand, w.quantity, pp.distributor_price as price
        from ${from} where ${where} order by b.title_ru, p.title_ru, pp.value_ru, w.product_price_id limit ${limit} offset ${offset}`,
    ),
    rowsOf<{ n: number }>(db, sql`select count(*)::int as n from ${from} where ${where}`),
  ]);
  return { rows, total: count?.n ?? 0 };
}

/** The catalogue names of variants (to name a shortage); ids that are not in the catalogue are left out. */
export async function variantNames(db: DbOrTx, ids: number[], lang: ApiLanguage): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await rowsOf<{ id: number; name: string }>(
    db,
    sql`select pp.id, p.${titleColumn(lang)} || ', ' || pp.${valueColumn(lang)} as name from product_prices pp join products p on p.id = pp.product_id
      where pp.id in (${sql.join(ids.map((id) => sql`${id}`), sql`, `)})`,
  );
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * Catalogue variants matching a search (title in either language, brand or article), with what the
 * distributor holds of each and its purchase price: the product picker of the move and sale forms.
 */
export async function findVariants(db: Db, distributorId: number, lang: ApiLanguage, search: string, limit: number): Promise<LeftoverRow[]> {
  const pattern = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return rowsOf<LeftoverRow>(
    db,
    sql`select pp.id as "productPriceId", p.id as "productId", p.${titleColumn(lang)} as title, pp.${valueColumn(lang)} as variant,
        pp.article, b.${titleColumn(lang)} as brand, coalesce(w.quantity, 0) as quantity, pp.distributor_price as price
      from product_prices pp join products p on p.id = pp.product_id join brands b on b.id = p.brand_id
        left join warehouse_leftovers w on w.distributor_id = ${distributorId} and w.product_price_id = pp.id
      where p.title_ru ilike ${pattern} or p.title_uk ilike ${pattern} or pp.article ilike ${pattern} or b.title_ru ilike ${pattern}
      order by coalesce(w.quantity, 0) > 0 desc, b.title_ru, p.title_ru, pp.value_ru limit ${limit}`,
  );
}
