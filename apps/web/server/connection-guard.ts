import fs from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import proxyAddr from '@fastify/proxy-addr';
import type { FastifyInstance } from 'fastify';
import type { ServerTimeouts } from '@shop/api/shop-api';

/**
 * Limits on sockets, so that one client cannot hold the shop's connections or file descriptors.
 * Every figure is per worker process (docs/operations.md, "Connections").
 */
export interface ConnectionLimits {
  /** A request's headers must be complete this long after the socket opened (or the previous answer). */
  headersTimeoutMs: number;
  /** The whole request, body included, must arrive within this. */
  requestTimeoutMs: number;
  /** An idle keep-alive socket is closed after this. */
  keepAliveTimeoutMs: number;
  /** Open sockets from one address; trusted proxies are exempt. */
  maxSocketsPerAddress: number;
  /** Requests in flight per client address forwarded by a trusted proxy. */
  maxRequestsPerClient: number;
  /** Open sockets in all; past it the oldest idle socket makes room, or the new one is refused. */
  maxConnections: number;
}

/** File descriptors kept back for the database pool, Redis, log output and the files being served. */
const RESERVED_DESCRIPTORS = 512;

/** The soft limit on open files of this process (Node raises it to the hard limit at start). */
export function openFileLimit(limitsText = readProcLimits()): number | undefined {
  const match = limitsText?.match(/^Max open files\s+(\d+|unlimited)/m);
  if (!match) return undefined;
  return match[1] === 'unlimited' ? Number.POSITIVE_INFINITY : Number(match[1]);
}

function readProcLimits(): string | undefined {
  try {
    return fs.readFileSync('/proc/self/limits', 'utf8');
  } catch {
    return undefined; // not Linux
  }
}

function positive(value: string | undefined, fallback: number): number {
  const n = Number(value);
  return Number.isFinite(n) && n > 0 ? Math.floor(n) : fallback;
}

export function connectionLimits(env: NodeJS.ProcessEnv = process.env, fileLimit = openFileLimit()): ConnectionLimits {
  const fromDescriptors = Math.max(100, Math.min(fileLimit ?? 1024, 65_536) - RESERVED_DESCRIPTORS);
  return {
    headersTimeoutMs: positive(env.HEADERS_TIMEOUT_MS, 10_000),
    requestTimeoutMs: positive(env.REQUEST_TIMEOUT_MS, 30_000),
    keepAliveTimeoutMs: positive(env.KEEP_ALIVE_TIMEOUT_MS, 5_000),
    maxSocketsPerAddress: positive(env.MAX_SOCKETS_PER_ADDRESS, 128),
    maxRequestsPerClient: positive(env.MAX_REQUESTS_PER_CLIENT, 32),
    maxConnections: positive(env.MAX_CONNECTIONS, fromDescriptors),
  };
}

/** The HTTP server's own timeouts for these limits (passed to Fastify when the server is made). */
export function serverTimeouts(limits: ConnectionLimits): ServerTimeouts {
  // Node checks header and request deadlines on a timer (30 s by default, which let a dripping
  // client live 90 s); checking often keeps each deadline within a second of its setting.
  const checkEvery = Math.max(100, Math.min(1_000, Math.floor(limits.headersTimeoutMs / 4)));
  const requestTimeout = Math.max(limits.requestTimeoutMs, limits.headersTimeoutMs);
  return {
    keepAliveTimeout: limits.keepAliveTimeoutMs,
    requestTimeout,
    http: { headersTimeout: limits.headersTimeoutMs, requestTimeout, connectionsCheckingInterval: checkEvery },
  };
}

/** Fastify's TRUST_PROXY setting as a test of a socket's peer address. */
export function trustedProxyTest(trustProxy: boolean | string): (address: string) => boolean {
  if (trustProxy === true) return () => true;
  if (!trustProxy) return () => false;
  const trusted = proxyAddr.compile(trustProxy.split(',').map((entry) => entry.trim()));
  return (address) => trusted(address, 0);
}

interface Tracked {
  address: string;
  /** Requests on this socket not yet answered. */
  busy: number;
}

export interface ConnectionGuard {
  /** Open sockets, and open sockets of one address. */
  open(address?: string): number;
  /** Sockets closed so far because their address had too many or the process was full. */
  refused: number;
  shed: number;
  /**
   * Before the process closes: refuses new sockets, closes idle ones, answers what is in flight
   * (then closes those sockets too) and resolves when nothing is left or after `timeoutMs`. Without
   * it, renders still queued when Fastify closes fail on their in-process API calls.
   */
  drain(timeoutMs: number): Promise<void>;
}

const TOO_MANY = {
  ua: 'Забагато одночасних запитів з вашої адреси. Спробуйте за мить.',
  ru: 'Слишком много одновременных запросов с вашего адреса. Попробуйте через мгновение.',
};

/**
 * Caps open sockets per peer address and in all, and requests in flight per client behind a
 * trusted proxy. A socket over its address's cap is closed at once, before Node reads from it, so
 * a flood from one address costs the others nothing. When the process is full, the oldest idle
 * socket (no request in flight) is closed to make room, long before file descriptors run out.
 */
export function guardConnections(app: FastifyInstance, limits: ConnectionLimits, trustProxy: boolean | string): ConnectionGuard {
  const isTrustedProxy = trustedProxyTest(trustProxy);
  const sockets = new Map<Socket, Tracked>(); // in the order they opened: oldest first
  const perAddress = new Map<string, number>();
  let draining = false;
  let drained: (() => void) | undefined;
  const busySockets = () => [...sockets.values()].filter((t) => t.busy > 0).length;
  const guard: ConnectionGuard = {
    open: (address) => (address === undefined ? sockets.size : (perAddress.get(address) ?? 0)),
    refused: 0,
    shed: 0,
    drain(timeoutMs) {
      draining = true;
      for (const [socket, tracked] of sockets) if (tracked.busy === 0) socket.destroy();
      if (busySockets() === 0) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, timeoutMs);
        timer.unref();
        drained = () => {
          clearTimeout(timer);
          resolve();
        };
      });
    },
  };

  function shedOldestIdle(): boolean {
    for (const [socket, tracked] of sockets) {
      if (tracked.busy > 0) continue;
      guard.shed++;
      forget(socket);
      socket.destroy();
      return true;
    }
    return false;
  }

  function forget(socket: Socket) {
    const tracked = sockets.get(socket);
    if (!tracked) return;
    sockets.delete(socket);
    const left = (perAddress.get(tracked.address) ?? 1) - 1;
    if (left > 0) perAddress.set(tracked.address, left);
    else perAddress.delete(tracked.address);
  }

  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (!address || draining) {
      socket.destroy();
      return;
    }
    const fromAddress = perAddress.get(address) ?? 0;
    if (fromAddress >= limits.maxSocketsPerAddress && !isTrustedProxy(address)) {
      guard.refused++;
      socket.destroy();
      return;
    }
    if (sockets.size >= limits.maxConnections && !shedOldestIdle()) {
      guard.refused++;
      socket.destroy();
      return;
    }
    sockets.set(socket, { address, busy: 0 });
    perAddress.set(address, fromAddress + 1);
    socket.once('close', () => forget(socket));
  });

  app.server.on('request', (request: IncomingMessage, response: ServerResponse) => {
    const tracked = sockets.get(request.socket);
    if (!tracked) return;
    tracked.busy++;
    if (draining) response.setHeader('connection', 'close');
    response.once('close', () => {
      tracked.busy--;
      if (!draining) return;
      if (tracked.busy === 0) request.socket.destroySoon();
      if (drained && busySockets() === 0) drained();
    });
  });

  // Behind a proxy every socket comes from the proxy, so the cap that matters is per client it forwards.
  const inFlight = new Map<string, number>();
  app.addHook('onRequest', (request, reply, done) => {
    const peer = request.raw.socket.remoteAddress;
    if (!peer || !isTrustedProxy(peer) || request.ip === peer) return done();
    const client = request.ip;
    const count = (inFlight.get(client) ?? 0) + 1;
    if (count > limits.maxRequestsPerClient) {
      const lang = request.headers['x-localization'] === 'ru' ? 'ru' : 'ua';
      reply.code(429).header('retry-after', '1').send({ message: TOO_MANY[lang], errors: {} });
      return;
    }
    inFlight.set(client, count);
    reply.raw.once('close', () => {
      const left = (inFlight.get(client) ?? 1) - 1;
      if (left > 0) inFlight.set(client, left);
      else inFlight.delete(client);
    });
    done();
  });

  return guard;
}
