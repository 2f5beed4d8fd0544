import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';

/**
 * A large order history for measuring at scale (issue 31, `npm run db:seed -- --orders 1000000
 * --customers 50000`): customers and their orders written by the database itself, a batch of
 * `insert … select from generate_series` at a time, so a million orders take minutes, not hours.
 * Every order has one to three lines of real variants at their retail prices, a state spread over
 * the order states (with payment states that fit them), a day over the last two years, and its
 * `placed` event; the shop's numbers and totals follow the same rules as checkout's.
 */
export interface BulkOrdersOptions {
  orders: number;
  customers: number;
  progress?: (message: string) => void;
}

const BATCH = 50_000;

export async function seedBulkOrders(db: Db, options: BulkOrdersOptions): Promise<void> {
  const { orders, customers, progress } = options;
  await db.execute(sql`
    insert into users (email, name, second_name, phone, city, user_type, password_hash, lang)
    select 'customer-' || n || '@bulk.procosmetics.test', 'Клієнт', 'Номер ' || n,
           '+38063' || lpad(n::text, 7, '0'), 'Київ', 'regular', null, case when n % 3 = 0 then 'ru' else 'ua' end
    from generate_series(1, ${customers}) as n
    on conflict do nothing`);
  progress?.(`${customers} customers`);
  // Variants and customers numbered 0..k-1, so each order picks them by arithmetic. Plain tables, not
  // temporary ones: the pool may run each statement on another connection.
  await db.execute(sql`drop table if exists bulk_variants, bulk_customers`);
  await db.execute(sql`
    create unlogged table bulk_variants as
    select row_number() over (order by pp.id) - 1 as k, pp.id, pp.product_id, pp.retail_price, pp.article,
           coalesce(p.title_ru, '') as title_ru, coalesce(p.title_uk, '') as title_uk
    from product_prices pp join products p on p.id = pp.product_id where p.published`);
  await db.execute(sql`create unlogged table bulk_customers as select row_number() over (order by id) - 1 as k, id, phone, email, name, second_name from users where email like '%@bulk.procosmetics.test'`);
  const [{ variants }] = (await db.execute<{ variants: number }>(sql`select count(*)::int as variants from bulk_variants`)).rows;
  if (!variants) throw new Error('no published variants to order: seed the catalogue first');

  for (let start = 0; start < orders; start += BATCH) {
    const end = Math.min(orders, start + BATCH) - 1;
    const [{ floor }] = (await db.execute<{ floor: number }>(sql`select coalesce(max(id), 0)::int as floor from orders`)).rows;
    await db.execute(sql`
      with picked as (
        select n, c.id as user_id, c.phone, c.email, c.name, c.second_name,
               (array['new','confirmed','paid','shipped','delivered','delivered','delivered','cancelled'])[1 + n % 8] as status,
               now() - ((n % 730) || ' days')::interval - ((n % 86400) || ' seconds')::interval as created_at
        from generate_series(${start}::int, ${end}::int) as n
        join bulk_customers c on c.k = n % ${customers}
      ),
      placed as (
        insert into orders (user_id, owner_key, idempotency_key, request_hash, status, payment_method, payment_status,
                            price_audience, name, second_name, phone, email, delivery_method_id, goods_total, total,
                            created_at, updated_at)
        select p.user_id, 'u:' || p.user_id, 'bulk-' || p.n, 'bulk', p.status,
               case when p.n % 2 = 0 then 'liqpay' else 'cash' end,
               case when p.status in ('paid','shipped','delivered') then 'paid' else 'not_paid' end,
               'retail', p.name, p.second_name, p.phone, p.email, case when p.n % 4 = 0 then 5 else 1 end,
               0, 0, p.created_at, p.created_at
        from picked p
        returning id, idempotency_key
      )
      insert into order_lines (order_id, product_id, product_price_id, title_ru, title_uk, article, count, unit_price, total)
      select o.id, v.product_id, v.id, v.title_ru, v.title_uk, v.article, 1 + (n + line) % 2, v.retail_price,
             v.retail_price * (1 + (n + line) % 2)
      from placed o
      cross join lateral (select substr(o.idempotency_key, 6)::int as n) as num
      cross join lateral generate_series(0, (num.n % 3)) as line
      join bulk_variants v on v.k = (num.n * 7 + line * 13) % ${variants}`);
    await db.execute(sql`
      update orders o set goods_total = s.goods, total = s.goods
      from (select l.order_id, sum(l.total)::int as goods from order_lines l where l.order_id > ${floor} group by l.order_id) s
      where o.id = s.order_id`);
    await db.execute(sql`
      insert into order_events (order_id, event, to_status, to_payment_status, actor, created_at)
      select o.id, 'placed', 'new', 'not_paid', o.owner_key, o.created_at from orders o where o.id > ${floor}`);
    progress?.(`${end + 1} of ${orders} orders`);
  }
  await db.execute(sql`drop table bulk_variants, bulk_customers`);
  await db.execute(sql`analyze orders`);
  await db.execute(sql`analyze order_lines`);
  await db.execute(sql`analyze users`);
}
