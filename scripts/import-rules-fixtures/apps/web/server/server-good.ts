// Allowed: the web's server imports the API's entry.
import { shopApi } from '../../api/src/shop-api.ts';

export const good = shopApi;
