import { moderationList, moderationQuery } from '@shop/contracts/staff-moderation';
import { staffGuard } from '../../core/auth.ts';
import type { ApiDeps } from '../../deps.ts';
import type { Api } from '../../types.ts';
import { listModeration } from './moderation.service.ts';

/** The back office's moderation queue (issue 29, screen 4); decisions are the reviews' and blog's routes. */
export function moderationRoutes(app: Api, deps: ApiDeps): void {
  app.get(
    '/v1/staff/moderation',
    {
      onRequest: staffGuard('moderation'),
      config: { errorStatuses: [403] },
      schema: {
        tags: ['staff'],
        summary: 'Reviews, questions and blog comments by kind and state (waiting: oldest first), or one author’s (author=e-mail)',
        security: [{ bearer: [] }],
        querystring: moderationQuery,
        response: { 200: moderationList },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return listModeration(deps, request.query, request.url);
    },
  );
}
