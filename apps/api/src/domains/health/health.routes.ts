import { sql } from 'drizzle-orm';
import { health } from '@shop/contracts/content';
import type { ApiDeps } from '../../deps.ts';
import type { Api } from '../../types.ts';

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
}
