import { staffDashboard } from '@shop/contracts/staff-dashboard';
import type { ApiDeps } from '../../deps.ts';
import { staffGuard } from '../../core/auth.ts';
import { dataEnvelope } from '@shop/contracts/envelope';
import type { Api } from '../../types.ts';
import { loadDashboard } from './dashboard.service.ts';

/** The back office's first screen (issue 29, screen 1): every staff role has the `dashboard` area. */
export function backOfficeRoutes(app: Api, deps: ApiDeps): void {
  app.get(
    '/v1/staff/dashboard',
    {
      onRequest: staffGuard('dashboard'),
      config: { errorStatuses: [403] },
      schema: {
        tags: ['staff'],
        summary: "Today's and this week's orders and revenue, what waits for staff, and orders and revenue per Kyiv day for 30 days",
        security: [{ bearer: [] }],
        response: { 200: dataEnvelope(staffDashboard) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await loadDashboard(deps) };
    },
  );
}
