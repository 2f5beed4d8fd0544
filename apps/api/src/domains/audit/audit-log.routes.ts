import { auditList, auditQuery } from '@shop/contracts/staff-audit';
import type { ApiDeps } from '../../deps.ts';
import { staffGuard } from '../../core/auth.ts';
import type { Api } from '../../types.ts';
import { listAudit } from './audit-log.service.ts';

/**
 * The audit log in the back office (issue 29, screen "Audit log"): the `audit` area (administrators),
 * checked before the query is read. There is deliberately no route that edits or deletes a record,
 * and the database refuses both (migration 0051).
 */
export function auditLogRoutes(app: Api, deps: ApiDeps): void {
  app.get(
    '/v1/staff/audit',
    {
      onRequest: staffGuard('audit'),
      config: { errorStatuses: [403] },
      schema: {
        tags: ['staff'],
        summary: 'Staff changes, newest first: who, when, which record, the fields before and after; filter by actor, subject, action and Kyiv days',
        security: [{ bearer: [] }],
        querystring: auditQuery,
        response: { 200: auditList },
      },
    },
    async (request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return listAudit(deps, request.query, request.url);
    },
  );
}
