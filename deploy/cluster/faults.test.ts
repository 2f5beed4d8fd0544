import fs from 'node:fs';
import path from 'node:path';
import { signLiqpayParams } from '../../apps/api/src/providers/payments/liqpay-signature.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, Instance, LoadBalancer, clusterSettings, ensureBuilt, freshStores, query, request } from './cluster-harness.ts';
import { json, linesInStock, newBuyer, placeOrder, settle, sleep, startLoad, stockOf, unitsOf } from './shop-actions.ts';
import { TcpRelay } from './tcp-relay.ts';

/**
 * Faults under bounded load (issue 31, "Faults"): two instances behind deploy/haproxy.cfg, each reaching
 * PostgreSQL and Redis through a relay the test cuts. A worker and a whole instance killed with
 * `kill -9` among 50 concurrent checkouts, PostgreSQL gone for 5 s, Redis gone for 5 s, and a LiqPay
 * callback whose instance dies under it: no order lost or placed twice, stock exact, no request hung,
 * and the shop back by itself. `npm run test:faults`; the figures are printed at the end.
 */

const settings = clusterSettings(4710);
const database = new URL(settings.databaseUrl);
const postgres = new TcpRelay(database.hostname, Number(database.port || 5432));
const redisServer = new URL(settings.redisUrl);
const redis = new TcpRelay(redisServer.hostname, Number(redisServer.port || 6379));
let one: Instance;
let two: Instance;
const proxy = new LoadBalancer(settings);
const figures: Record<string, unknown> = {};

beforeAll(async () => {
  ensureBuilt();
  await freshStores(settings);
  await Promise.all([postgres.start(), redis.start()]);
  const through = {
    databaseUrl: Object.assign(new URL(settings.databaseUrl), { port: String(postgres.port) }).toString(),
    redisUrl: Object.assign(new URL(settings.redisUrl), { port: String(redis.port) }).toString(),
  };
  // Two workers each, as production runs one per core: a killed worker leaves its twin serving.
  one = new Instance('faults1', settings.instancePorts[0], settings, { ...through, workers: 2 });
  two = new Instance('faults2', settings.instancePorts[1], settings, { ...through, workers: 2 });
  await one.start();
  await two.start();
  await proxy.start();
}, 600_000);

afterAll(async () => {
  console.log(`fault figures: ${JSON.stringify(figures, null, 2)}`);
  await proxy.stop();
  await Promise.all([one?.stop(), two?.stop()]);
  await Promise.all([postgres.cut(), redis.cut()]);
}, 120_000);

describe('faults under load', () => {
  it('kill -9 of a worker and of a whole instance among 50 concurrent checkouts: no order lost, none twice, stock exact', async () => {
    const lines = await linesInStock(settings, 5);
    const before = await stockOf(settings, lines);
    const numbers: string[] = [];
    const buyersOf: number[] = [];
    let retried = 0;
    const attempts = { requests: 0, byStatus: {} as Record<string, number>, errors: 0 };
    // Each buyer retries with the same key until it has an answer, as a shop's checkout page does.
    const buy = async (n: number) => {
      const buyer = newBuyer();
      buyersOf[n] = buyer;
      const key = `faults-kill-${process.pid}-${n}`;
      const seen: string[] = [];
      for (let attempt = 0; attempt < 8; attempt++) {
        const answer = await placeOrder(proxy.origin, buyer, lines[n % lines.length], 'cash', key, `127.0.1.${n + 1}`).catch((e: Error) => e);
        attempts.requests += 1;
        if (answer instanceof Error) attempts.errors += 1;
        else attempts.byStatus[answer.status] = (attempts.byStatus[answer.status] ?? 0) + 1;
        if (!(answer instanceof Error) && answer.status < 300) {
          numbers[n] = json(answer).data.number;
          return;
        }
        seen.push(answer instanceof Error ? answer.message : `${answer.status} ${answer.body.slice(0, 80)}`);
        retried += 1;
        await sleep(500);
      }
      throw new Error(`buyer ${n} got no order: ${seen.join(' | ')}`);
    };
    const buying = Promise.all(Array.from({ length: 50 }, (_, n) => buy(n)));
    await sleep(150);
    const worker = one.killWorker();
    await sleep(250);
    two.killHard();
    await buying;
    const killedAt = performance.now();
    // Recovery: the killed instance started again and answering ready.
    await two.start();
    figures['kill -9'] = { buyers: 50, ordersPlaced: new Set(numbers).size, retried, ...attempts, killedWorker: worker, instanceBackMs: Math.round(performance.now() - killedAt) };

    // The same key again, once every instance is back: the first answer, for every buyer.
    for (let n = 0; n < 50; n++) {
      const again = await placeOrder(proxy.origin, buyersOf[n], lines[n % lines.length], 'cash', `faults-kill-${process.pid}-${n}`, `127.0.1.${n + 1}`);
      expect(json(again).data.number).toBe(numbers[n]);
    }
    const rows = await query<{ number: string }>(settings, "select number from orders where idempotency_key like 'faults-kill-%'");
    expect(rows.map((r) => r.number).sort()).toEqual([...numbers].sort());
    expect(new Set(numbers).size).toBe(50);
    const sold = await unitsOf(settings, lines, "o.idempotency_key like 'faults-kill-%'");
    expect(await stockOf(settings, lines)).toEqual(before.map((units, i) => units - sold[i]));
  }, 300_000);

  it('PostgreSQL gone for 5 s: refusals are 503 with Retry-After, nothing hangs over 10 s, nothing is half-written, and the shop is back within 10 s', async () => {
    const lines = await linesInStock(settings, 4);
    const before = await stockOf(settings, lines);
    const load = startLoad(proxy.origin, lines, 'faults-pg-', 2);
    await sleep(2_000);
    await postgres.cut();
    await sleep(5_000);
    await postgres.restore();
    const restoredAt = performance.now();
    await settle(async () => {
      const answers = await Promise.all([one, two].map((i) => request(`${i.origin}/api/health/ready`).catch(() => null)));
      return answers.every((a) => a?.status === 200);
    }, 10_000);
    figures['PostgreSQL back: ready again ms'] = Math.round(performance.now() - restoredAt);
    const placedBefore = load.result.ordersPlaced;
    await sleep(6_000);
    const result = await load.stop();
    figures['PostgreSQL gone for 5 s'] = result;
    expect(result.errors, JSON.stringify(result.examples)).toBe(0);
    expect(result.fiveHundreds, JSON.stringify(result.examples)).toBe(0);
    expect(result.unavailableWithoutRetryAfter, JSON.stringify(result.examples)).toBe(0);
    expect(result.slowestMs).toBeLessThan(10_000);
    // Selling again after the database came back.
    expect(result.ordersPlaced).toBeGreaterThan(placedBefore);
    // Nothing half-written: every order has its lines, and the stock is what the orders took.
    const [{ bare }] = await query<{ bare: number }>(
      settings,
      "select count(*)::int as bare from orders o where o.idempotency_key like 'faults-pg-%' and not exists (select 1 from order_lines l where l.order_id = o.id)",
    );
    expect(bare).toBe(0);
    const sold = await unitsOf(settings, lines, "o.idempotency_key like 'faults-pg-%'");
    expect(await stockOf(settings, lines)).toEqual(before.map((units, i) => units - sold[i]));
  }, 120_000);

  it('Redis gone for 5 s: the shop keeps selling, says so in its log and metrics, and goes back to Redis', async () => {
    const lines = await linesInStock(settings, 3);
    const load = startLoad(proxy.origin, lines, 'faults-redis-', 3);
    await sleep(1_000);
    await redis.cut();
    const placedAtCut = load.result.ordersPlaced;
    await sleep(5_000);
    const fallback = async (instance: Instance) => (await request(`${instance.origin}/metrics`)).body.match(/^shop_redis_fallback\{store="cache"\} (\d)/m)?.[1];
    expect(await fallback(one)).toBe('1');
    expect(load.result.ordersPlaced).toBeGreaterThan(placedAtCut);
    await redis.restore();
    const restoredAt = performance.now();
    await settle(async () => (await fallback(one)) === '0' && (await fallback(two)) === '0', 20_000);
    figures['Redis back: both instances on Redis again ms'] = Math.round(performance.now() - restoredAt);
    const result = await load.stop();
    figures['Redis gone for 5 s'] = result;
    expect(result.errors, JSON.stringify(result.examples)).toBe(0);
    expect(result.fiveHundreds + (result.byStatus['503'] ?? 0), JSON.stringify(result.examples)).toBe(0);
    expect(one.log()).toMatch(/Redis did not answer/);
    expect(one.log()).toMatch(/Redis answers again/);
  }, 120_000);

  it('a LiqPay callback whose instance is killed under it, and sent again: one payment', async () => {
    const [line] = await linesInStock(settings, 1);
    const placed = await placeOrder(proxy.origin, newBuyer(), line, 'liqpay', `faults-callback-${process.pid}`, '127.0.4.1');
    expect(placed.status, placed.body).toBeLessThan(300);
    const order = json(placed).data;
    const checkout = JSON.parse(Buffer.from(order.liqpay.data, 'base64').toString('utf8'));
    const key = fs.readFileSync(path.join(settings.dataDir, 'secrets', 'local-liqpay.key'), 'utf8').trim();
    const paymentId = Date.now();
    const callback = signLiqpayParams(key, {
      version: 3,
      public_key: checkout.public_key,
      action: 'pay',
      payment_id: paymentId,
      status: 'sandbox',
      paytype: 'card',
      order_id: checkout.order_id,
      liqpay_order_id: `FAULTS${paymentId}`,
      amount: checkout.amount,
      currency: checkout.currency,
      transaction_id: paymentId,
      create_date: paymentId,
      end_date: paymentId,
    });
    const send = (origin: string) => request(`${origin}/api/v1/payments/liqpay/callback`, { method: 'POST', form: { ...callback } });
    // Sent to the first instance, which is killed while it may be handling it.
    const first: Promise<Answer | Error> = send(one.origin).catch((e: Error) => e);
    await sleep(5);
    one.killHard();
    figures['callback during kill'] = await first.then((a) => (a instanceof Error ? a.message : a.status));
    // LiqPay sends it again; it reaches the other instance through the proxy, and once more.
    for (let i = 0; i < 2; i++) expect((await send(proxy.origin)).status).toBe(200);
    const [state] = await query<{ payment_status: string; paid_events: number }>(
      settings,
      `select o.payment_status, (select count(*)::int from order_events e where e.order_id = o.id and e.to_payment_status = 'paid' and e.from_payment_status is distinct from 'paid') as paid_events
       from orders o where o.number = $1`,
      [order.number],
    );
    expect(state).toEqual({ payment_status: 'paid', paid_events: 1 });
    await one.start();
  }, 300_000);
});
