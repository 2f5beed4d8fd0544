import net from 'node:net';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import {
  type ConnectionGuard,
  type ConnectionLimits,
  connectionLimits,
  guardConnections,
  openFileLimit,
  serverTimeouts,
} from './connection-guard.ts';

// A real server on a real port (a free one, chosen on listen): the limits live in the socket layer,
// which inject() skips.
let PORT = 0;
let ORIGIN = '';

let app: FastifyInstance | undefined;
const clients: net.Socket[] = [];

afterEach(async () => {
  for (const socket of clients.splice(0)) socket.destroy();
  await app?.close();
  app = undefined;
});

async function start(overrides: Partial<ConnectionLimits>, trustProxy: boolean | string = false): Promise<ConnectionGuard> {
  const limits = { ...connectionLimits({}), ...overrides };
  app = Fastify({ ...serverTimeouts(limits), trustProxy });
  const guard = guardConnections(app, limits, trustProxy);
  app.get('/health', async () => ({ ok: true }));
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 300));
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  PORT = (app.server.address() as net.AddressInfo).port;
  ORIGIN = `http://127.0.0.1:${PORT}`;
  return guard;
}

/** Opens a socket from `localAddress` that sends nothing; resolves once connected or refused. */
function idleSocket(localAddress: string): Promise<net.Socket> {
  return new Promise((resolve) => {
    const socket = net.connect({ port: PORT, host: '127.0.0.1', localAddress });
    socket.on('error', () => {}); // refused ones are reset
    socket.resume(); // read, so that the server's close is seen
    socket.once('connect', () => resolve(socket));
    socket.once('close', () => resolve(socket));
    clients.push(socket);
  });
}

async function openMany(count: number, addressOf: (i: number) => string): Promise<net.Socket[]> {
  const sockets: net.Socket[] = [];
  // In batches, so the listen backlog is not what refuses them.
  for (let i = 0; i < count; i += 200) {
    const batch = Array.from({ length: Math.min(200, count - i) }, (_, j) => idleSocket(addressOf(i + j)));
    sockets.push(...(await Promise.all(batch)));
  }
  await new Promise((resolve) => setTimeout(resolve, 200)); // let the server's closes arrive
  return sockets;
}

const stillOpen = (sockets: net.Socket[]) => sockets.filter((s) => !s.destroyed && !s.closed).length;

/** The client side learns of closes a little later than the server makes them. */
async function settledOpen(sockets: net.Socket[], expected: number): Promise<number> {
  for (let waited = 0; waited < 5_000 && stillOpen(sockets) !== expected; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return stillOpen(sockets);
}

async function timedHealth(): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const res = await fetch(`${ORIGIN}/health`, { signal: AbortSignal.timeout(5_000) });
  await res.text();
  return { status: res.status, ms: performance.now() - started };
}

describe('connection limits', () => {
  it('reads the open-file limit and keeps descriptors in reserve', () => {
    const limitsText = 'Limit                     Soft Limit           Hard Limit           Units\nMax open files            20000                20000                files\n';
    expect(openFileLimit(limitsText)).toBe(20_000);
    expect(connectionLimits({}, 20_000).maxConnections).toBe(19_488);
    expect(connectionLimits({ MAX_CONNECTIONS: '300', HEADERS_TIMEOUT_MS: '4000' }, 20_000)).toMatchObject({
      maxConnections: 300,
      headersTimeoutMs: 4_000,
    });
    expect(serverTimeouts(connectionLimits({}))).toMatchObject({
      keepAliveTimeout: 5_000,
      http: { headersTimeout: 10_000, connectionsCheckingInterval: 1_000 },
    });
  });

  it('closes a silent socket and one that drips its headers within the header timeout', async () => {
    const guard = await start({ headersTimeoutMs: 1_000 });
    const started = performance.now();
    const closedAfter = (socket: net.Socket) =>
      new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now() - started)));

    const silent = await idleSocket('127.0.0.1');
    const unread = await idleSocket('127.0.0.1');
    unread.pause(); // a client that never reads must not keep the server's socket either
    const dripping = await idleSocket('127.0.0.1');
    dripping.write('GET /health HTTP/1.1\r\nHost: shop\r\n');
    const drip = setInterval(() => dripping.writable && dripping.write('X-Slow: 1\r\n'), 200);
    try {
      const [silentMs, drippingMs] = await Promise.all([closedAfter(silent), closedAfter(dripping)]);
      expect(silentMs).toBeGreaterThan(900);
      expect(silentMs).toBeLessThan(1_600);
      expect(drippingMs).toBeLessThan(1_600);
      expect(guard.open()).toBe(0);
    } finally {
      clearInterval(drip);
    }
  });

  it('closes an idle keep-alive socket after the keep-alive timeout', async () => {
    await start({ keepAliveTimeoutMs: 500 });
    const socket = await idleSocket('127.0.0.1');
    const started = performance.now();
    const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(performance.now() - started)));
    socket.write('GET /health HTTP/1.1\r\nHost: shop\r\n\r\n');
    // Node keeps a socket a further second past the keep-alive timeout (its keepAliveTimeoutBuffer).
    expect(await closed).toBeLessThan(1_800);
  });

  it('caps sockets per address and keeps answering other addresses', async () => {
    const guard = await start({ maxSocketsPerAddress: 50 });
    const flood = await openMany(80, () => '127.0.0.2');
    expect(await settledOpen(flood, 50)).toBe(50);
    expect(guard.open('127.0.0.2')).toBe(50);
    expect(guard.refused).toBe(30);
    expect((await timedHealth()).status).toBe(200);
    // Sockets that close give their place back.
    for (const socket of flood.slice(0, 10)) socket.destroy();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(stillOpen(await openMany(10, () => '127.0.0.2'))).toBe(10);
  });

  it('answers health at once while thousands of idle sockets are open', async () => {
    const guard = await start({ headersTimeoutMs: 30_000, maxConnections: 10_000 });
    // 3,000 from one address: the cap (128) holds, every other one is closed at once.
    const oneAddress = await openMany(3_000, () => '127.0.0.3');
    expect(guard.open('127.0.0.3')).toBe(128);
    expect(await settledOpen(oneAddress, 128)).toBe(128);
    // 3,000 more from 30 addresses, 100 each: all held open, and still health answers.
    const many = await openMany(3_000, (i) => `127.0.1.${10 + (i % 30)}`);
    expect(stillOpen(many)).toBe(3_000);
    // The kernel completes a connection before the server accepts it; wait until all are accepted.
    for (let waited = 0; waited < 5_000 && guard.open() < 3_128; waited += 100) await new Promise((r) => setTimeout(r, 100));
    expect(guard.open()).toBe(3_128);
    const answers = await Promise.all(Array.from({ length: 20 }, timedHealth));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(500);
  }, 60_000);

  it('closes the oldest idle socket to make room when the process is full', async () => {
    const guard = await start({ maxConnections: 100 });
    const idle = await openMany(100, (i) => `127.0.2.${1 + (i % 50)}`);
    expect(stillOpen(idle)).toBe(100);
    expect((await timedHealth()).status).toBe(200);
    expect(guard.shed).toBeGreaterThanOrEqual(1);
    expect(idle[0].destroyed || idle[0].closed).toBe(true);
    expect(guard.open()).toBeLessThanOrEqual(100);
  });

  it('caps requests in flight per client forwarded by a trusted proxy, not per proxy', async () => {
    await start({ maxRequestsPerClient: 2 }, '127.0.0.1');
    const slow = (client: string) =>
      fetch(`${ORIGIN}/slow`, { headers: { 'x-forwarded-for': client, 'x-localization': 'ru' } }).then(async (res) => ({
        status: res.status,
        body: (await res.json()) as { message: string },
      }));
    const answers = await Promise.all([slow('203.0.113.5'), slow('203.0.113.5'), slow('203.0.113.5'), slow('198.51.100.7')]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 429]);
    expect(answers.find((a) => a.status === 429)?.body.message).toMatch(/Слишком много/);
    // The proxy's own address is not capped as one client: the other client got through.
    expect(answers[3].status).toBe(200);
  });

  it('drains: answers the requests in flight, closes idle sockets and refuses new ones', async () => {
    const guard = await start({});
    const idle = await idleSocket('127.0.0.1');
    const inFlight = fetch(`${ORIGIN}/slow`).then((res) => res.status);
    for (let waited = 0; waited < 2_000 && guard.open() < 2; waited += 20) await new Promise((r) => setTimeout(r, 20));
    await new Promise((resolve) => setTimeout(resolve, 50)); // the request has reached the route
    const drained = guard.drain(5_000);
    const late = await idleSocket('127.0.0.5');
    expect(idle.destroyed || idle.closed || (await settledOpen([idle], 0)) === 0).toBe(true);
    expect(await settledOpen([late], 0)).toBe(0);
    expect(await inFlight).toBe(200);
    await drained;
    // Its socket is ended once the answer is written.
    for (let waited = 0; waited < 2_000 && guard.open() > 0; waited += 20) await new Promise((r) => setTimeout(r, 20));
    expect(guard.open()).toBe(0);
  });

  it('does not cap sockets from a trusted proxy', async () => {
    const guard = await start({ maxSocketsPerAddress: 10 }, '127.0.0.4');
    const fromProxy = await openMany(30, () => '127.0.0.4');
    expect(stillOpen(fromProxy)).toBe(30);
    expect(guard.refused).toBe(0);
  });
});
