import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client.ts';
import { settings } from '../db/schema/index.ts';

/**
 * A large order history for measuring at scale (issue 31, `npm run db:seed -- --orders 1000000
 * --customers 50000`): customers and their orders written by the database itself with a few
 * `insert … select from generate_series`, so a million orders take minutes, not hours.
 *
 * The history is shaped like a shop's year: orders over the last 365 days; the last two weeks' in
 * every state, older ones delivered, cancelled or refunded; card, cash and invoice payments with the
 * payment states their order states have; all five delivery methods; one to three lines of real
 * variants at their retail prices, goods totals that are their lines' sums; a `placed` event and,
 * once the order has moved, the event of its current state. Customers are drawn unevenly (the k-th
 * of n customers about `√((k+1)/n) − √(k/n)` of the orders): most have a dozen orders, the first
 * ones thousands. The first is the demo shop's `regular` account when it exists, so a signed-in
 * customer with a long history can be measured (bench/orders.ts).
 *
 * Everything runs in one transaction, all or nothing. The order tables' secondary indexes are dropped
 * first and built again at the end: one sorted build per index is many times faster than a million
 * inserts into each (the trigram index of the staff search above all).
 */
export interface BulkOrdersOptions {
  orders: number;
  customers: number;
  progress?: (message: string) => void;
}

/** The settings row that says which order history the database holds (the bench reuses a seeded one). */
export const BULK_ORDERS_MARKER = 'bulk-orders';

/** The demo account given the longest history (`regular@demo.procosmetics.ua`). */
const LONG_HISTORY_EMAIL = 'regular@demo.procosmetics.ua';

/** A repeatable number in [0, 1) for order `n` and a salt: the same seed gives the same history. */
const unit = (n: SQL, salt: number) => sql`((hashint8extended((${n})::bigint, ${sql.raw(String(salt))}) & 4294967295)::float8 / 4294967296.0)`;

const ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
/**
 * Order n's public number: 12 letters of the alphabet of `shop_order_number()` (migration 0023), the
 * base-32 digits of `n × K + C mod 2⁶⁰`. With K odd that is one-to-one, so no two bulk orders share a
 * number, and it costs a multiplication instead of the function's random bytes and aggregate per row.
 */
const orderNumber = (n: SQL) => {
  const m = sql`((${n})::bigint * 34359738337 + 914090518371) & 1152921504606846975`;
  return sql.join(
    Array.from({ length: 12 }, (_, i) => sql`substr('${sql.raw(ALPHABET)}', (((${m}) >> ${sql.raw(String(5 * i))}) & 31)::int + 1, 1)`),
    sql` || `,
  );
};

/** The secondary indexes of the order tables, as statements that create them again. */
async function secondaryIndexes(tx: Tx): Promise<Array<{ name: string; definition: string }>> {
  const { rows } = await tx.execute<{ name: string; definition: string }>(sql`
    select quote_ident(c.relname) as name, pg_get_indexdef(i.indexrelid) as definition
    from pg_index i join pg_class c on c.oid = i.indexrelid
    where i.indrelid in ('orders'::regclass, 'order_lines'::regclass, 'order_events'::regclass)
      and not i.indisprimary
      and not exists (select 1 from pg_constraint k where k.conindid = i.indexrelid)`);
  return rows;
}

/** The foreign keys the order tables hold, as clauses that add them again. */
async function foreignKeys(tx: Tx): Promise<Array<{ table: string; name: string; definition: string }>> {
  const { rows } = await tx.execute<{ table: string; name: string; definition: string }>(sql`
    select conrelid::regclass::text as table, quote_ident(conname) as name, pg_get_constraintdef(oid) as definition
    from pg_constraint
    where contype = 'f' and conrelid in ('orders'::regclass, 'order_lines'::regclass, 'order_events'::regclass)`);
  return rows;
}

export async function seedBulkOrders(db: Db, options: BulkOrdersOptions): Promise<void> {
  const { orders, customers, progress } = options;
  const step = (() => {
    let last = Date.now();
    return (message: string) => {
      const now = Date.now();
      progress?.(`${message} (${((now - last) / 1000).toFixed(1)} s)`);
      last = now;
    };
  })();
  await db.transaction(async (tx) => {
    // Nobody else places an order meanwhile: the new orders' ids are counted from the highest one.
    await tx.execute(sql`lock table orders in share row exclusive mode`);
    await tx.execute(sql`set local maintenance_work_mem = '256MB'`);
    await tx.execute(sql`
      insert into users (email, name, second_name, phone, city, user_type, password_hash, lang)
      select 'customer-' || n || '@bulk.procosmetics.test', 'Клієнт', 'Номер ' || n,
             '+38063' || lpad(n::text, 7, '0'), 'Київ', 'regular', null, case when n % 3 = 0 then 'ru' else 'ua' end
      from generate_series(1, ${customers}::int) as n
      on conflict do nothing`);
    step(`${customers} customers`);
    // Variants and customers numbered 0..k-1, so each order picks them by arithmetic.
    await tx.execute(sql`
      create temporary table bulk_variants on commit drop as
      select (row_number() over (order by pp.id) - 1)::int as k, pp.id, pp.product_id, pp.retail_price, pp.article,
             coalesce(p.title_ru, '') as title_ru, coalesce(p.title_uk, '') as title_uk,
             coalesce(pp.value_ru, '') as value_ru, coalesce(pp.value_uk, '') as value_uk
      from product_prices pp join products p on p.id = pp.product_id where p.published`);
    await tx.execute(sql`
      create temporary table bulk_customers on commit drop as
      select (row_number() over (order by email <> ${LONG_HISTORY_EMAIL}, id) - 1)::int as k, id, phone, email, name, second_name, lang
      from users where email like '%@bulk.procosmetics.test' or email = ${LONG_HISTORY_EMAIL}`);
    await tx.execute(sql`create unique index on bulk_variants (k)`);
    await tx.execute(sql`create unique index on bulk_customers (k)`);
    await tx.execute(sql`analyze bulk_variants`);
    await tx.execute(sql`analyze bulk_customers`);
    const [{ variants, people }] = (
      await tx.execute<{ variants: number; people: number }>(
        sql`select (select count(*)::int from bulk_variants) as variants, (select count(*)::int from bulk_customers) as people`,
      )
    ).rows;
    if (!variants) throw new Error('no published variants to order: seed the catalogue first');
    const [{ floor }] = (await tx.execute<{ floor: number }>(sql`select coalesce(max(id), 0)::int as floor from orders`)).rows;

    const indexes = await secondaryIndexes(tx);
    for (const index of indexes) await tx.execute(sql.raw(`drop index ${index.name}`));
    // Foreign keys too: a key checked row by row costs a lookup per inserted row; added back at the
    // end, each is checked over the whole table in one join, and a bad row still fails the seed.
    const keys = await foreignKeys(tx);
    for (const key of keys) await tx.execute(sql.raw(`alter table ${key.table} drop constraint ${key.name}`));
    step(`${indexes.length} secondary indexes and ${keys.length} foreign keys of the order tables dropped for the load`);

    // Order n (0-based) gets id floor + n + 1; its lines and events find it by the same arithmetic.
    const n = sql.raw('n');
    // Order n has 1 + n % 3 lines; line i is variant `lineVariant(i)`, `lineCount(i)` units of it. Plain
    // joins on these numbers (hash joins), not a set-returning function per order, keep it a few seconds.
    const lineVariant = (line: SQL) => sql`floor(${unit(sql`n * 4 + ${line}`, 7)} * ${sql.raw(String(variants))})::int`;
    const lineCount = (line: SQL) => sql`(1 + floor(${unit(sql`n * 4 + ${line}`, 8)} * 2))::int`;
    const line = (i: number) => sql.raw(String(i));
    await tx.execute(sql`
      insert into orders (id, number, user_id, owner_key, idempotency_key, request_hash, status, payment_method, payment_status,
                          price_audience, name, second_name, phone, email, lang, delivery_method_id, city_name, waybill,
                          goods_total, total, created_at, updated_at)
      select ${sql.raw(String(floor))} + n + 1, ${orderNumber(n)}, c.id, 'u:' || c.id, 'bulk-' || n, 'bulk', s.status, m.method,
             case
               when s.status in ('new', 'confirmed') then 'not_paid'
               when s.status = 'awaiting_payment' then case when m.method = 'liqpay' then 'pending' else 'not_paid' end
               when s.status in ('paid', 'shipped') then case when m.method = 'cash' then 'not_paid' else 'paid' end
               when s.status = 'delivered' then 'paid'
               when s.status = 'refunded' then 'refunded'
               else case when m.method = 'liqpay' and n % 2 = 0 then 'failed' else 'not_paid' end
             end,
             'retail', c.name, c.second_name, c.phone, c.email, c.lang, d.method_id,
             case when d.method_id <= 3 then (array['Київ', 'Львів', 'Одеса', 'Харків', 'Дніпро'])[1 + n % 5] end,
             case when d.method_id <= 3 and s.status in ('shipped', 'delivered') then '2045' || lpad(n::text, 10, '0') end,
             g.goods, g.goods, t.created_at, t.created_at
      from generate_series(0, ${sql.raw(String(orders - 1))}) as n
      cross join lateral (select now() - floor(${unit(n, 1)} * 365 * 86400) * interval '1 second' as created_at) t
      cross join lateral (select ${unit(n, 2)} as u) r
      cross join lateral (select case
          when t.created_at > now() - interval '14 days'
            then (array['new', 'confirmed', 'awaiting_payment', 'paid', 'shipped', 'delivered', 'cancelled'])[1 + floor(r.u * 7)::int]
          when r.u < 0.8 then 'delivered' when r.u < 0.95 then 'cancelled' else 'refunded' end as status) s
      cross join lateral (select case when ${unit(n, 3)} < 0.55 then 'liqpay' when ${unit(n, 3)} < 0.9 then 'cash' else 'invoice' end as method) m
      cross join lateral (select (array[1, 1, 1, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 5, 5])[1 + floor(${unit(n, 4)} * 15)::int] as method_id) d
      join bulk_customers c on c.k = floor(${sql.raw(String(people))} * power(${unit(n, 5)}, 2))::int
      join bulk_variants v0 on v0.k = ${lineVariant(line(0))}
      left join bulk_variants v1 on n % 3 >= 1 and v1.k = ${lineVariant(line(1))}
      left join bulk_variants v2 on n % 3 >= 2 and v2.k = ${lineVariant(line(2))}
      cross join lateral (
        select v0.retail_price * ${lineCount(line(0))} + coalesce(v1.retail_price * ${lineCount(line(1))}, 0)
               + coalesce(v2.retail_price * ${lineCount(line(2))}, 0) as goods
      ) g`);
    step(`${orders} orders`);
    await tx.execute(sql`select setval(pg_get_serial_sequence('orders', 'id'), (select max(id) from orders))`);
    await tx.execute(sql`
      insert into order_lines (order_id, product_id, product_price_id, title_ru, title_uk, value_ru, value_uk, article, count, unit_price, total)
      select ${sql.raw(String(floor))} + n + 1, v.product_id, v.id, v.title_ru, v.title_uk, v.value_ru, v.value_uk, v.article, ${lineCount(sql.raw('l.line'))}, v.retail_price,
             v.retail_price * ${lineCount(sql.raw('l.line'))}
      from generate_series(0, ${sql.raw(String(orders - 1))}) as n
      join (values (0), (1), (2)) as l(line) on l.line <= n % 3
      join bulk_variants v on v.k = ${lineVariant(sql.raw('l.line'))}`);
    step('their lines');
    await tx.execute(sql`
      insert into order_events (order_id, event, from_status, to_status, to_payment_status, actor, created_at)
      select o.id, 'placed', null, 'new', 'not_paid', o.owner_key, o.created_at from orders o where o.id > ${floor}
      union all
      select o.id, case o.status when 'shipped' then 'ship' when 'delivered' then 'deliver' when 'cancelled' then 'cancel'
                          when 'refunded' then 'refund' when 'paid' then 'invoice_paid' else 'confirm' end,
             'new', o.status, o.payment_status, 'staff', least(now(), o.created_at + interval '1 day')
      from orders o where o.id > ${floor} and o.status <> 'new'`);
    step('their events');
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
    for (const key of keys) await tx.execute(sql.raw(`alter table ${key.table} add constraint ${key.name} ${key.definition}`));
    step(`${indexes.length} indexes built and ${keys.length} foreign keys checked again`);
    await tx
      .insert(settings)
      .values({ key: BULK_ORDERS_MARKER, value: { orders: String(orders), customers: String(customers), at: new Date().toISOString() } })
      .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value` } });
  });
  for (const table of ['orders', 'order_lines', 'order_events', 'users']) await db.execute(sql.raw(`analyze ${table}`));
  step('statistics');
}
