import Fastify from 'fastify';
import pg from 'pg';

/**
 * Ceiling for catalogue endpoints: bare Fastify running one named prepared statement that reads an
 * indexed page of 12 products from the same database, with a pool of 10 like the app's.
 */
const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
const query = {
  name: 'bench_ceiling_products_page',
  text: `select p.id, p.slug, p.title_ru as title, b.title_ru as brand, p.created_at
           from products p join brands b on b.id = p.brand_id
          where p.published
          order by p.id
          limit 12 offset $1`,
};

const app = Fastify({ logger: false });
app.get('/page', async () => {
  const { rows } = await pool.query({ ...query, values: [24] });
  return { data: rows };
});
app.get('/health', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
