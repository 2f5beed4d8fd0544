import pg from 'pg';

/**
 * The demo distributor's storage at the size issue 28 measures: 2,000 variants held, 50,000 sales
 * lines over the last 90 days (10,000 sales of 5 lines), and one sales document of 1,000 lines for
 * the PDF. Written straight into the warehouse's tables, once per bench database; returns the big
 * document's id. The catalogue must hold at least 2,000 variants (`--products 2000` or more).
 */
export const STORAGE_VARIANTS = 2_000;
export const STORAGE_SALE_LINES = 50_000;
const LINES_PER_SALE = 5;
const BIG_DOCUMENT_LINES = 1_000;
const BIG_DOCUMENT_NUMBER = 'BIG-1000';

export async function seedDistributorStorage(url: string, email = 'distributor@demo.procosmetics.ua'): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: users } = await client.query<{ id: number }>('select id from users where email = $1', [email]);
    if (!users[0]) throw new Error(`no ${email} in the bench database`);
    const distributor = users[0].id;
    const { rows: done } = await client.query<{ id: number }>('select id from warehouse_sales where distributor_id = $1 and number = $2', [distributor, BIG_DOCUMENT_NUMBER]);
    if (done[0]) return done[0].id;

    await client.query('begin');
    await client.query(
      `insert into warehouse_leftovers (distributor_id, product_price_id, quantity)
       select $1, id, 1 + id % 40 from product_prices order by id limit $2
       on conflict (distributor_id, product_price_id) do update set quantity = excluded.quantity`,
      [distributor, STORAGE_VARIANTS],
    );
    const sales = STORAGE_SALE_LINES / LINES_PER_SALE;
    await client.query(
      `insert into warehouse_sales (distributor_id, number, sold_on, customer_name, total)
       select $1, 'BENCH-' || g, current_date - (g % 90), 'Клієнт ' || (g % 500), 0 from generate_series(1, $2::int) g`,
      [distributor, sales],
    );
    await client.query(
      `with variants as (select id, distributor_price, row_number() over (order by id) - 1 as n from product_prices order by id limit $2)
       insert into warehouse_sale_lines (sale_id, product_price_id, count, unit_price, total)
       select s.id, v.id, 1 + (s.id + k) % 3, v.distributor_price, (1 + (s.id + k) % 3) * v.distributor_price
       from warehouse_sales s cross join generate_series(0, $3::int - 1) k
       join variants v on v.n = (s.id * 7 + k * 401) % $2
       where s.distributor_id = $1 and s.number like 'BENCH-%'`,
      [distributor, STORAGE_VARIANTS, LINES_PER_SALE],
    );
    const { rows: big } = await client.query<{ id: number }>(
      `insert into warehouse_sales (distributor_id, number, sold_on, customer_name, total) values ($1, $2, current_date, 'Салон «Бенчмарк»', 0) returning id`,
      [distributor, BIG_DOCUMENT_NUMBER],
    );
    await client.query(
      `insert into warehouse_sale_lines (sale_id, product_price_id, count, unit_price, total)
       select $1, id, 1, distributor_price, distributor_price from product_prices order by id limit $2`,
      [big[0].id, BIG_DOCUMENT_LINES],
    );
    await client.query('update warehouse_sales s set total = (select coalesce(sum(total), 0) from warehouse_sale_lines where sale_id = s.id) where distributor_id = $1', [distributor]);
    await client.query('commit');
    await client.query('analyze warehouse_sales; analyze warehouse_sale_lines; analyze warehouse_leftovers');
    return big[0].id;
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
