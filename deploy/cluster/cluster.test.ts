import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Instance, LoadBalancer, clusterSettings, ensureBuilt, freshStores, outboxLetters, query, request } from './cluster-harness.ts';
import { json, linesInStock, newBuyer, placeOrder, settle, signIn, sleep, startLoad, stockOf, unitsOf } from './shop-actions.ts';

/**
 * Two instances of the built shop behind HAProxy started from deploy/haproxy.cfg, on one PostgreSQL and
 * one Redis (issue 31, "Several instances"): what one instance writes, spends or revokes holds on the
 * other; letters and the payment deadline run once across both; the proxy's client address reaches the
 * shop's limits and a client's own X-Forwarded-For does not; a rolling restart under load answers no
 * request with a 5xx or a reset. `npm run test:cluster`; figures are printed at the end.
 */

const settings = clusterSettings();
const one = new Instance('shop1', settings.instancePorts[0], settings);
const two = new Instance('shop2', settings.instancePorts[1], settings);
const proxy = new LoadBalancer(settings);
const figures: Record<string, unknown> = {};

beforeAll(async () => {
  ensureBuilt();
  await freshStores(settings);
  // The first start migrates and seeds; the second finds it done.
  await one.start();
  await two.start();
  await proxy.start();
}, 600_000);

afterAll(async () => {
  console.log(`cluster figures: ${JSON.stringify(figures, null, 2)}`);
  await proxy.stop();
  await Promise.all([one.stop(), two.stop()]);
}, 120_000);

describe('two instances behind the proxy', () => {
  it('ends a session everywhere: a token signed out through one instance is refused by the other at once', async () => {
    const session = await signIn(one.origin, 'regular@demo.procosmetics.ua');
    const me = (origin: string) => request(`${origin}/api/v1/auth/me`, { headers: { authorization: `Bearer ${session.accessToken}` } });
    expect((await me(two.origin)).status).toBe(200);
    const out = await request(`${one.origin}/api/v1/auth/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${session.accessToken}`, cookie: session.refreshCookie },
    });
    expect(out.status, out.body).toBe(200);
    expect((await me(two.origin)).status).toBe(401);
    expect((await me(proxy.origin)).status).toBe(401);
  });

  it('counts a rate limit once for the cluster: sign-in failures spent on one instance hold on the other', async () => {
    const email = 'professional@demo.procosmetics.ua';
    // Sent straight to the instances as the proxy would (from 127.0.0.1, the trusted proxy), for one client.
    const attempt = (origin: string) =>
      request(`${origin}/api/v1/auth/login`, { method: 'POST', headers: { 'x-forwarded-for': '203.0.113.7' }, body: { email, password: 'wrong-password' } });
    for (let i = 0; i < 5; i++) expect((await attempt(one.origin)).status).toBe(401);
    const refused = await attempt(two.origin);
    expect(refused.status, refused.body).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
  });

  it("limits the client the proxy saw, whatever X-Forwarded-For the client wrote", async () => {
    const email = 'distributor@demo.procosmetics.ua';
    const attempt = (from: string, spoofed: string) =>
      request(`${proxy.origin}/api/v1/auth/login`, {
        method: 'POST',
        from,
        headers: { 'x-forwarded-for': spoofed },
        body: { email, password: 'wrong-password' },
      });
    for (let i = 0; i < 5; i++) expect((await attempt('127.0.0.2', `198.51.100.${i + 1}`)).status).toBe(401);
    // Another address written by the same client changes nothing: the proxy replaced the header.
    expect((await attempt('127.0.0.2', '198.51.100.99')).status).toBe(429);
    // Another client (another source address) is not held by the first one's failures.
    expect((await attempt('127.0.0.3', '198.51.100.1')).status).toBe(401);
  });

  it("shows a price saved through one instance on the other instance's cached guest and professional pages within 2 s", async () => {
    const staff = await signIn(one.origin, 'content@demo.procosmetics.ua');
    const [{ id }] = await query<{ id: number }>(settings, 'select min(id)::int as id from products where published');
    const loaded = await request(`${one.origin}/api/v1/staff/products/${id}`, { headers: { authorization: `Bearer ${staff.accessToken}` } });
    expect(loaded.status, loaded.body).toBe(200);
    const product = json(loaded).data;
    // The product's canonical page (a short address redirects to it once).
    const first = await request(new URL(product.url, two.origin).toString());
    const page = first.status === 301 ? new URL(String(first.headers.location), two.origin).pathname : new URL(product.url, two.origin).pathname;
    // The professional's pages are cached under its price audience, carried by its cookies.
    const professional = await signIn(two.origin, 'professional@demo.procosmetics.ua');
    const cookie = professional.cookies;
    const html = async (headers: Record<string, string> = {}) => {
      const res = await request(`${two.origin}${page}`, { headers });
      expect(res.status, `${page}: ${res.headers.location ?? ''}`).toBe(200);
      return res.body;
    };
    // Cached on the second instance, for both audiences.
    for (let i = 0; i < 2; i++) await Promise.all([html(), html({ cookie })]);

    const { id: _id, url: _url, image: _image, image2: _image2, updated_at: _updated, variants, ...fields } = product;
    const form = { ...fields, variants: variants.map(({ image: _variantImage, ...variant }: { image: unknown }) => variant) };
    form.variants[0].retail_price = 4567;
    form.variants[0].professional_price = 3011;
    const saved = await request(`${one.origin}/api/v1/staff/products/${id}`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${staff.accessToken}` },
      body: form,
    });
    expect(saved.status, saved.body).toBe(200);
    const savedAt = performance.now();
    // What the professional pays now (its individual discount applied), as the API of the other instance says.
    const proAnswer = await request(`${two.origin}/api/v1/catalog/product/${page.split('/').filter(Boolean).at(-1)}`, {
      headers: { authorization: `Bearer ${professional.accessToken}` },
    });
    const proPrice = json(proAnswer).data.productPrices.find((v: { article: string }) => v.article === form.variants[0].article).price as number;
    const shows = (body: string, price: number) => new RegExp(String(price).replace(/\B(?=(\d{3})+$)/g, '[\\s\u00a0\u202f]?')).test(body);
    await settle(async () => shows(await html(), 4567) && shows(await html({ cookie }), proPrice), 2_000);
    figures['price on the other instance ms'] = Math.round(performance.now() - savedAt);
  });

  it('places orders through both instances, each with exactly one placed letter; a repeated key gets the first order', async () => {
    const [line] = await linesInStock(settings, 1);
    const numbers: string[] = [];
    let buyer = 0;
    for (let i = 0; i < 12; i++) {
      const origin = i % 2 ? one.origin : two.origin;
      buyer = newBuyer();
      const res = await placeOrder(origin, buyer, line, 'cash', `cluster-letters-${process.pid}-${i}`);
      expect([200, 201], res.body).toContain(res.status);
      numbers.push(json(res).data.number);
    }
    expect(numbers.every(Boolean)).toBe(true);
    // The same buyer, key and body through the other instance: the first answer, no second order.
    const again = await placeOrder(one.origin, buyer, line, 'cash', `cluster-letters-${process.pid}-11`);
    expect(json(again).data.number).toBe(numbers[11]);

    await settle(async () => {
      const [{ waiting }] = await query<{ waiting: number }>(settings, 'select count(*)::int as waiting from order_notices');
      return waiting === 0;
    });
    const letters = outboxLetters(settings);
    const perOrder = numbers.map((number) => letters.filter((l) => l.text.includes(number)).length);
    figures.letters = { orders: numbers.length, letters: perOrder.reduce((a, b) => a + b, 0) };
    expect(perOrder).toEqual(numbers.map(() => 1));
  });
});

describe('a rolling restart under load', () => {
  it('answers every request (no 5xx, no reset), and the payment deadline cancels each expired order once', async () => {
    const lines = await linesInStock(settings, 6);
    // Card orders left unpaid: their deadline is moved into the past, so each jobs process that starts
    // during the restart (both run the deadline at start) finds them at once.
    const expiring: string[] = [];
    for (let i = 0; i < 6; i++) {
      const res = await placeOrder(proxy.origin, newBuyer(), lines[i], 'liqpay', `cluster-expire-${process.pid}-${i}`, `127.0.0.${20 + i}`);
      expect([200, 201], res.body).toContain(res.status);
      expiring.push(json(res).data.number);
    }
    const stockBefore = await stockOf(settings, lines);
    await query(settings, "update orders set payment_deadline = now() - interval '1 minute' where number = any($1)", [expiring]);

    const load = startLoad(proxy.origin, lines, 'cluster-load-', 0);
    await sleep(3_000);
    for (const instance of [one, two]) {
      const started = performance.now();
      await instance.stop();
      await instance.start();
      // The proxy takes it back after two good readiness checks (rise 2, inter 1 s).
      await sleep(3_000);
      figures[`${instance.name} restart ms`] = Math.round(performance.now() - started);
    }
    await sleep(2_000);
    const result = await load.stop();
    figures.load = result;
    expect(result.errors, JSON.stringify(result.examples)).toBe(0);
    expect(result.fiveHundreds, JSON.stringify(result.examples)).toBe(0);
    expect(result.byStatus['503'] ?? 0, JSON.stringify(result.examples)).toBe(0);
    expect(result.ok).toBeGreaterThan(100);

    // Every order the load placed exists once per key; every expired order was cancelled once, and its
    // goods went back once.
    const [{ duplicates }] = await query<{ duplicates: number }>(
      settings,
      "select count(*)::int as duplicates from (select idempotency_key from orders where idempotency_key like 'cluster-load-%' group by idempotency_key having count(*) > 1) d",
    );
    expect(duplicates).toBe(0);
    await settle(async () => {
      const rows = await query<{ status: string }>(settings, 'select status from orders where number = any($1)', [expiring]);
      return rows.every((row) => row.status === 'cancelled');
    });
    const cancels = await query<{ number: string; cancels: number }>(
      settings,
      "select o.number, count(e.id)::int as cancels from orders o left join order_events e on e.order_id = o.id and e.to_status = 'cancelled' where o.number = any($1) group by o.number",
      [expiring],
    );
    expect(cancels.map((row) => row.cancels)).toEqual(expiring.map(() => 1));
    // Stock after = stock before the load, with the expired orders' units back (gifts that went with
    // them too), less what the load's orders hold.
    const returned = await unitsOf(settings, lines, 'o.number = any($1)', [expiring]);
    const sold = await unitsOf(settings, lines, "o.idempotency_key like 'cluster-load-%' and o.status <> 'cancelled'");
    const stockAfter = await stockOf(settings, lines);
    figures.stock = { before: stockBefore, returned, sold, after: stockAfter };
    expect(stockAfter).toEqual(stockBefore.map((units, i) => units + returned[i] - sold[i]));
  }, 600_000);
});
