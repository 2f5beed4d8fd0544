import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { redisFallbackState } from './redis-fallback.ts';

export interface MetricsAccess {
  /** Open to anyone (demo and tests). */
  open: boolean;
  /** Otherwise the bearer token a scraper must send; without one the route does not exist. */
  token: string | null;
}

const digest = (value: string) => createHash('sha256').update(value).digest();

function hasToken(request: FastifyRequest, token: string): boolean {
  const header = request.headers.authorization ?? '';
  const given = header.startsWith('Bearer ') ? header.slice(7).trim() : '';
  // Equal-length digests, so the comparison takes the same time whatever was sent.
  return given.length > 0 && timingSafeEqual(digest(given), digest(token));
}

/**
 * Prometheus metrics at /metrics: process defaults and a request-duration histogram per route.
 * Routes, timings and process figures help an attacker too: production serves them only to a
 * scraper with METRICS_TOKEN, and not at all without one.
 */
export function registerMetrics(app: FastifyInstance, access: MetricsAccess = { open: true, token: null }): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Duration of HTTP requests by route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  new Gauge({
    name: 'shop_redis_fallback',
    help: 'Whether a Redis-backed store works in this process because Redis does not answer (1) or uses Redis (0)',
    labelNames: ['store'] as const,
    registers: [registry],
    collect() {
      for (const [store, down] of Object.entries(redisFallbackState())) this.set({ store }, down ? 1 : 0);
    },
  });
  app.addHook('onResponse', async (request, reply) => {
    duration.observe(
      { method: request.method, route: request.routeOptions.url ?? 'unmatched', status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
  });
  if (!access.open && !access.token) return registry;
  const { token } = access;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!access.open && token && !hasToken(request, token)) {
      reply.code(401).header('www-authenticate', 'Bearer realm="metrics"').type('text/plain; charset=utf-8');
      return 'metrics need the bearer token (METRICS_TOKEN)\n';
    }
    reply.type(registry.contentType);
    return registry.metrics();
  });
  return registry;
}
