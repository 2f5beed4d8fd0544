import { z } from 'zod';
import { dataEnvelope } from '@shop/contracts/envelope';
import { addFavouritePayload, favourite, favouriteParams } from '@shop/contracts/favourites';
import type { ApiDeps } from '../../deps.ts';
import { requireUser } from '../../core/auth.ts';
import type { Api } from '../../types.ts';
import { addFavourite, listFavourites, removeFavourite } from './favourites.service.ts';

const bearerOnly = [{ bearer: [] }];

/** The signed-in user's favourites; guests get 401 (the web keeps theirs until they sign in). */
export function favouritesRoutes(app: Api, deps: ApiDeps): void {
  app.get(
    '/v1/favorites',
    { schema: { tags: ['favourites'], summary: 'Favourite product ids, newest first', security: bearerOnly, response: { 200: dataEnvelope(z.array(favourite)) } } },
    async (request, reply) => {
      const user = requireUser(request);
      reply.header('Cache-Control', 'private, no-store');
      return { data: await listFavourites(deps, user.id) };
    },
  );

  app.post(
    '/v1/favorites',
    { config: { errorStatuses: [404, 409] }, schema: { tags: ['favourites'], summary: 'Add a product (idempotent)', security: bearerOnly, body: addFavouritePayload, response: { 200: dataEnvelope(favourite), 201: dataEnvelope(favourite) } } },
    async (request, reply) => {
      const user = requireUser(request);
      const { productId } = request.body;
      const created = await addFavourite(deps, user.id, productId, request.lang);
      reply.status(created ? 201 : 200);
      return { data: { productId } };
    },
  );

  app.delete(
    '/v1/favorites/:id',
    { schema: { tags: ['favourites'], summary: 'Remove a product (id = product id; idempotent)', security: bearerOnly, params: favouriteParams, response: { 200: dataEnvelope(favourite) } } },
    async (request) => {
      const user = requireUser(request);
      await removeFavourite(deps, user.id, request.params.id);
      return { data: { productId: request.params.id } };
    },
  );
}
