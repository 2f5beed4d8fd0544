import Fastify from 'fastify';

/**
 * Ceiling for JSON endpoints: bare Fastify answering a fixed JSON body of about the same size as the
 * project's endpoint (BODY_BYTES), with no database, validation or hooks.
 */
const bodySize = Number(process.env.BODY_BYTES) || 5_000;
const item = { id: 1, title: 'Сыворотка с ниацинамидом 10 %', slug: 'syvorotka-niacinamid', brand: { id: 1, title: 'Dermaline', slug: 'dermaline' } };
const items: unknown[] = [];
while (JSON.stringify(items).length < bodySize) items.push({ ...item, id: items.length + 1 });
const body = { data: items };

const app = Fastify({ logger: false });
app.get('/json', async () => body);
app.get('/health', async () => ({ ok: true }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
