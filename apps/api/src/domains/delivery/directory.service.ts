import type { FastifyBaseLogger } from 'fastify';
import type { City, Warehouse } from '@shop/contracts/delivery';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { ApiDeps } from '../../deps.ts';
import { type Cache, cached } from '../../core/cache.ts';
import { HttpError } from '../../core/errors.ts';
import { enforce, type RateLimit } from '../../core/rate-limit.ts';
import { foldSearch } from '../../providers/nova-poshta/directory-text.ts';
import {
  type DirectoryCity,
  type DirectoryWarehouse,
  NovaPoshtaUnavailableError,
  type WarehouseKind,
} from '../../providers/nova-poshta/nova-poshta.ts';
import { novaPoshtaDirectory } from '../../providers/nova-poshta/nova-poshta-provider.ts';
import { deliveryMessage } from './delivery.messages.ts';
import { rankCities, toCityView, toWarehouseView } from './directory-view.ts';

/**
 * Town and department lookups through the shop's own API: the carrier's key never reaches the
 * browser, answers are kept for a day (Nova Poshta asks for directory copies refreshed daily), and
 * a carrier that fails or is slow is a 503 with a message in the shopper's language, never a 500.
 */

/** Nova Poshta's advice: keep the directory, refresh it daily. */
export const DIRECTORY_TTL_S = 24 * 60 * 60;
/** "Not there" is kept shorter: a department opened today must be choosable within minutes. */
export const MISSING_TTL_S = 10 * 60;
/** Towns offered for one query; departments listed for one town (the search narrows them). */
export const CITY_ANSWER_LIMIT = 20;
export const WAREHOUSE_ANSWER_LIMIT = 50;

/**
 * Per address: an autocomplete debounced at 700 ms (SPEC §9) asks under 90 times a minute while
 * someone types without pause, so 120 a minute leaves room for two shoppers behind one address
 * and stops a script walking the directory (and the carrier's quota) through the shop.
 */
export const DIRECTORY_LOOKUPS: RateLimit = { name: 'np-lookup', max: 120, windowSeconds: 60 };

export interface LookupContext {
  lang: ApiLanguage;
  /** The caller's address, for the rate limit. */
  ip: string;
  log?: FastifyBaseLogger;
}

/** Runs a carrier call; its failure becomes the shop's 503 (logged for the operator). */
export async function fromCarrier<T>(lang: ApiLanguage, log: FastifyBaseLogger | undefined, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof NovaPoshtaUnavailableError)) throw error;
    log?.warn({ reason: error.message, codes: error.codes }, 'Nova Poshta directory unavailable');
    throw new HttpError(503, deliveryMessage(lang, 'carrierDown'), undefined, { 'Retry-After': '30' });
  }
}

/** Keys carry the driver, so switching to the real API never serves the local directory's refs. */
const keyOf = (deps: ApiDeps, ...parts: string[]) => ['delivery', novaPoshtaDirectory(deps).kind, ...parts].join(':');

/** GET /v1/delivery/cities: towns matching at least two typed characters, best matches first. */
export async function searchCities(deps: ApiDeps, search: string, context: LookupContext): Promise<City[]> {
  await enforce(deps.limits, context.lang, [{ limit: DIRECTORY_LOOKUPS, subject: context.ip }]);
  const query = foldSearch(search);
  return cached(deps.cache, keyOf(deps, 'cities', context.lang, query), DIRECTORY_TTL_S, async () => {
    const found = await fromCarrier(context.lang, context.log, () => novaPoshtaDirectory(deps).searchCities(query, context.lang));
    return rankCities(found, query, context.lang)
      .slice(0, CITY_ANSWER_LIMIT)
      .map((city) => toCityView(city, context.lang));
  });
}

/** GET /v1/delivery/warehouses: a town's working branches or lockers, by number, narrowed by `search`. */
export async function listWarehouses(
  deps: ApiDeps,
  input: { cityRef: string; kind: WarehouseKind; search?: string },
  context: LookupContext,
): Promise<Warehouse[]> {
  await enforce(deps.limits, context.lang, [{ limit: DIRECTORY_LOOKUPS, subject: context.ip }]);
  const cityRef = input.cityRef.toLowerCase();
  const query = foldSearch(input.search ?? '');
  return cached(deps.cache, keyOf(deps, 'warehouses', context.lang, cityRef, input.kind, query), DIRECTORY_TTL_S, async () => {
    const found = await fromCarrier(context.lang, context.log, () => novaPoshtaDirectory(deps).warehouses(cityRef, input.kind, query, context.lang));
    return found.slice(0, WAREHOUSE_ANSWER_LIMIT).map((warehouse) => toWarehouseView(warehouse, context.lang));
  });
}

/** Like `cached`, but an absent record (null) is kept only for MISSING_TTL_S. */
async function cachedRecord<T>(cache: Cache, key: string, load: () => Promise<T | null>): Promise<T | null> {
  const hit = await cache.get<{ record: T | null }>(key);
  if (hit !== undefined) return hit.record;
  const record = await load();
  await cache.set(key, { record }, record === null ? MISSING_TTL_S : DIRECTORY_TTL_S);
  return record;
}

/** One department of a town (both languages), for checking a checkout's choice. */
export function findWarehouse(deps: ApiDeps, cityRef: string, ref: string, context: Omit<LookupContext, 'ip'>): Promise<DirectoryWarehouse | null> {
  const city = cityRef.toLowerCase();
  const wanted = ref.toLowerCase();
  return cachedRecord(deps.cache, keyOf(deps, 'warehouse', city, wanted), () =>
    fromCarrier(context.lang, context.log, () => novaPoshtaDirectory(deps).findWarehouse(city, wanted)),
  );
}

/** One town (both languages), for checking a courier delivery's town. */
export function findCity(deps: ApiDeps, ref: string, context: Omit<LookupContext, 'ip'>): Promise<DirectoryCity | null> {
  const wanted = ref.toLowerCase();
  return cachedRecord(deps.cache, keyOf(deps, 'city', wanted), () =>
    fromCarrier(context.lang, context.log, () => novaPoshtaDirectory(deps).findCity(wanted)),
  );
}
