import { shopContacts, shopContactsAnswer } from '@shop/contracts/staff-settings';
import type { ApiDeps } from '../../deps.ts';
import { requireUser, staffGuard } from '../../core/auth.ts';
import type { Api } from '../../types.ts';
import { getShopContacts, saveShopContacts } from './shop-contacts.service.ts';

const bearerOnly = [{ bearer: [] }];

/** The `settings` area (administrators), checked before the body is read: guest 401, everyone else 403. */
const settingsArea = { onRequest: staffGuard('settings') };

/** The shop's contacts, messengers, documents and contact page in the back office (issue 29, "Settings"). */
export function staffContactsRoutes(app: Api, deps: ApiDeps): void {
  app.get(
    '/v1/staff/settings/contacts',
    {
      ...settingsArea,
      config: { errorStatuses: [403] },
      schema: { tags: ['staff'], summary: "The shop's contacts, messengers, documents and contact page, as stored", security: bearerOnly, response: { 200: shopContactsAnswer } },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'private, no-store');
      return { data: await getShopContacts(deps) };
    },
  );

  app.put(
    '/v1/staff/settings/contacts',
    {
      ...settingsArea,
      config: { errorStatuses: [403] },
      schema: {
        tags: ['staff'],
        summary: "Save the shop's contacts, messengers, documents and contact page (empty clears a value); the shop's pages show them at once",
        security: bearerOnly,
        body: shopContacts,
        response: { 200: shopContactsAnswer },
      },
    },
    async (request) => ({ data: await saveShopContacts(deps, requireUser(request).id, request.body) }),
  );
}
