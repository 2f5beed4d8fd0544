import Fastify from 'fastify';
import pg from 'pg';

/**
 * Ceiling for placing an order: bare Fastify running, in one transaction of named prepared
 * statements, the work `checkout/store` cannot avoid for a basket of the same size: read the
 * variants, insert the order, insert its lines, take each line's stock with a conditional update and
 * write the history row. No validation, pricing, hooks or idempotency: the floor under the real route.
 * Its own tables (bench_ceiling_*) keep the shop's data untouched.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });

await pool.query(`
  create table if not exists bench_ceiling_stock (id int primary key, price int not null, quantity int not null check (quantity >= 0));
  create table if not exists bench_ceiling_orders (id serial primary key, owner_key text not null, idempotency_key text not null,
    total int not null, created_at timestamptz not null default now(), unique (owner_key, idempotency_key));
  create table if not exists bench_ceiling_order_lines (id serial primary key, order_id int not null, price_id int not null, count int not null, total int not null);
  create table if not exists bench_ceiling_order_events (id serial primary key, order_id int not null, event text not null, created_at timestamptz not null default now());
  insert into bench_ceiling_stock (id, price, quantity) select g, 10000 + g, 1000000000 from generate_series(1, 100) g
    on conflict (id) do update set quantity = 1000000000;
`);

const selectVariants = { name: 'ceiling_variants', text: 'select id, price from bench_ceiling_stock where id = any($1::int[])' };
// Rows are updated in id order, as the shop locks them, so two baskets never deadlock.
const insertOrder = {
  name: 'ceiling_order',
  text: 'insert into bench_ceiling_orders (owner_key, idempotency_key, total) values ($1, $2, $3) returning id',
};
const insertLine = {
  name: 'ceiling_line',
  text: 'insert into bench_ceiling_order_lines (order_id, price_id, count, total) values ($1, $2, $3, $4)',
};
const takeStock = {
  name: 'ceiling_stock',
  text: 'update bench_ceiling_stock set quantity = quantity - $2 where id = $1 and quantity >= $2',
};
const insertEvent = { name: 'ceiling_event', text: "insert into bench_ceiling_order_events (order_id, event) values ($1, 'placed')" };

interface Body {
  products: Array<{ product_price_id: number; count: number }>;
}

let sequence = 0;
const app = Fastify({ logger: false });
app.post<{ Body: Body }>('/order', async (request, reply) => {
  // The ceiling's variants are ids 1–100: the shop's ids are mapped onto them, so requests that buy
  // different variants in the shop take different rows here too.
  const lines = request.body.products.map((line) => ({ id: (line.product_price_id % 100) + 1, count: line.count }));
  const client = await pool.connect();
  try {
    await client.query('begin');
    const { rows } = await client.query({ ...selectVariants, values: [lines.map((l) => l.id)] });
    const prices = new Map(rows.map((r: { id: number; price: number }) => [r.id, r.price]));
    const total = lines.reduce((sum, l) => sum + (prices.get(l.id) ?? 0) * l.count, 0);
    const order = await client.query({ ...insertOrder, values: ['v:bench', `k${process.pid}-${++sequence}`, total] });
    const orderId = order.rows[0].id as number;
    for (const line of lines.sort((a, b) => a.id - b.id)) {
      await client.query({ ...insertLine, values: [orderId, line.id, line.count, (prices.get(line.id) ?? 0) * line.count] });
      await client.query({ ...takeStock, values: [line.id, line.count] });
    }
    await client.query({ ...insertEvent, values: [orderId] });
    await client.query('commit');
    return reply.code(201).send({ data: { id: orderId, total } });
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
});
app.get('/health', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
