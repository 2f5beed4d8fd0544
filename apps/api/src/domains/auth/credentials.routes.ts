import { messageResult } from '@shop/contracts/auth';
import { dataEnvelope } from '@shop/contracts/envelope';
import { me, passwordChangePayload, updateProfilePayload } from '@shop/contracts/user';
import type { ApiDeps } from '../../deps.ts';
import { requireUser } from '../../core/auth.ts';
import type { Api } from '../../types.ts';
import { loadMe } from '../users/me.ts';
import { changePassword, updateProfile } from './credentials.service.ts';
import { renewPriceAudienceCookie } from './price-audience-renewal.ts';

const bearerOnly = [{ bearer: [] }];

/**
 * The signed-in user's changes that may touch credentials (credentials.service.ts): every call acts
 * on `request.user`, never on an id from the request. Under `/v1/user` beside the users domain's
 * routes, which the shopper sees as one profile.
 */
export function credentialsRoutes(app: Api, deps: ApiDeps): void {
  app.put(
    '/v1/user',
    { config: { errorStatuses: [429] }, schema: { tags: ['user'], summary: 'Change the profile or the linked ID code', security: bearerOnly, body: updateProfilePayload, response: { 200: dataEnvelope(me) } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { pricesChanged } = await updateProfile(deps, user, request.body, { lang: request.lang, ip: request.ip, log: request.log });
      if (pricesChanged) await renewPriceAudienceCookie(deps, reply, user);
      return { data: await loadMe(deps, user.id, request.lang) };
    },
  );

  app.post(
    '/v1/user/password-change',
    { config: { errorStatuses: [429] }, schema: { tags: ['user'], summary: 'Change the password (ends the other sessions)', security: bearerOnly, body: passwordChangePayload, response: { 200: dataEnvelope(messageResult) } } },
    async (request) => {
      const user = requireUser(request);
      return { data: { message: await changePassword(deps, user, request.body, { lang: request.lang, log: request.log }) } };
    },
  );
}
