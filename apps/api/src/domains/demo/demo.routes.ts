import { z } from 'zod';
import { dataEnvelope } from '@shop/contracts/envelope';
import { outboxResult } from '@shop/contracts/demo';
import type { ApiDeps } from '../../deps.ts';
import { HttpError, genericMessage } from '../../core/errors.ts';
import { accountProviders } from '../../providers/account-providers.ts';
import { LocalMailer } from '../../providers/email/local-mailer.ts';
import type { Api } from '../../types.ts';
import { seesDemoOutput, unlockDemo } from '../../core/demo-access.ts';

const unlockQuery = z.object({ token: z.string().max(200).optional(), to: z.enum(['api']).optional() });

/**
 * What the demo shows instead of sending: the letters of the local mailer (the shop's /demo/outbox/
 * page reads them). Not in production, and not when letters go out through SMTP: 404 then. A demo
 * opened to the network (DEMO_PUBLIC) shows them only to a browser unlocked with the token printed
 * at start (demo-access.ts): 404 for anyone else, as if there were no outbox.
 */
export function demoRoutes(app: Api, deps: ApiDeps): void {
  app.get(
    '/v1/demo/outbox',
    { schema: { tags: ['demo'], summary: 'Letters kept by the local mailer, newest first (demo mode only)', response: { 200: dataEnvelope(outboxResult) } } },
    async (request, reply) => {
      const { mailer } = accountProviders(deps);
      if (!seesDemoOutput(deps.config, request) || !(mailer instanceof LocalMailer)) {
        throw new HttpError(404, genericMessage(request.lang, 'notFound'));
      }
      // Letters carry recovery links: never kept by a cache.
      reply.header('Cache-Control', 'no-store');
      return { data: await mailer.recent(50) };
    },
  );

  app.get(
    '/v1/demo/unlock',
    { schema: { hide: true, querystring: unlockQuery } },
    async (request, reply) => {
      if (!unlockDemo(deps.config, request.query.token, reply)) throw new HttpError(404, genericMessage(request.lang, 'notFound'));
      reply.header('Cache-Control', 'no-store');
      return reply.redirect(request.query.to === 'api' ? '/api/v1/demo/outbox' : '/demo/outbox/', 303);
    },
  );
}
