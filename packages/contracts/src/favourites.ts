import { z } from 'zod';
import { int32Id, int32IdParam } from './bounds.ts';

/**
 * Favourites (SPEC §3 "Favourite", §7 GET/POST/DELETE v1/favorites). The list holds product ids;
 * the web fetches the cards through the catalogue (`GET /v1/products?ids=`).
 */
export const favourite = z.object({ productId: z.number().int() });
export type Favourite = z.infer<typeof favourite>;

/** POST /v1/favorites: adds a product (adding one already there changes nothing). */
export const addFavouritePayload = z.strictObject({ productId: int32Id });
export type AddFavouritePayload = z.input<typeof addFavouritePayload>;

/** DELETE /v1/favorites/{id}: `id` is the product id. */
export const favouriteParams = z.object({ id: int32IdParam });

/** Largest number of favourites one account keeps. */
export const FAVOURITES_MAX = 1000;
