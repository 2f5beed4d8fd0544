import { sql } from 'drizzle-orm';
import { health, liveness, readiness } from '@shop/contracts/content';
import type { ApiDeps } from '../../deps.ts';
import type { Api } from '../../types.ts';
import { HttpError } from '../../core/errors.ts';
import { isDraining, withinMs } from '../../core/readiness.ts';

/** How long readiness waits for the database before it says the instance is not ready. */
const DATABASE_CHECK_MS = 2_000;

export function healthRoutes(app: Api, deps: ApiDeps): void {
  app.get(
    '/health',
    { schema: { tags: ['operations'], summary: 'Liveness with a database round trip', response: { 200: health } } },
    async () => {
      await deps.database.db.execute(sql`select 1`);
      return {
        status: 'ok' as const,
        database: deps.database.kind,
        cache: deps.cache.kind,
        uptimeSeconds: Math.round(process.uptime()),
      };
    },
  );

  // Liveness: the process answers at all. A process that cannot reach its database is alive (restarting
  // it would not bring the database back); readiness is what takes it out of the proxy's rotation.
  app.get(
    '/health/live',
    { schema: { tags: ['operations'], summary: 'Liveness: the process answers', response: { 200: liveness } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      return { status: 'ok' as const };
    },
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['operations'],
        summary: 'Readiness: not stopping, and the database answers within 2 s (the proxy checks this path); else 503',
        response: { 200: readiness },
      },
      config: { errorStatuses: [503] },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'no-store');
      if (isDraining()) throw notReady('the instance is stopping');
      try {
        await withinMs(deps.database.db.execute(sql`select 1`), DATABASE_CHECK_MS);
      } catch {
        throw notReady('the database does not answer');
      }
      return { status: 'ready' as const };
    },
  );
}

/** Operators read it, not shoppers: one language. */
const notReady = (why: string) => new HttpError(503, `Not ready: ${why}`, undefined, { 'retry-after': '1', 'cache-control': 'no-store' });
