import type { FastifyBaseLogger } from 'fastify';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { ApiDeps } from '../../deps.ts';
import { inLanguage } from './directory-view.ts';
import { findCity, findWarehouse } from './directory.service.ts';

/** An order's Nova Poshta destination as stored: refs and the names in the language it was placed in. */
export interface StoredDestination {
  cityRef: string | null;
  cityName: string | null;
  warehouseRef: string | null;
  warehouseName: string | null;
}

/**
 * The town and department of an order in another language than the one it was placed in (an order
 * placed on Russian pages keeps Russian names; its Ukrainian invoice needs Ukrainian ones), read
 * again from the directory by their refs. Where a ref is missing, the directory has no such record
 * or the carrier cannot be asked, the stored name stays: a document is never refused for a name.
 */
export async function destinationNamesIn(
  deps: ApiDeps,
  stored: StoredDestination,
  lang: ApiLanguage,
  log?: FastifyBaseLogger,
): Promise<{ cityName: string | null; warehouseName: string | null }> {
  const kept = { cityName: stored.cityName, warehouseName: stored.warehouseName };
  if (!stored.cityRef) return kept;
  try {
    if (stored.warehouseRef) {
      const warehouse = await findWarehouse(deps, stored.cityRef, stored.warehouseRef, { lang, log });
      if (warehouse) {
        return { cityName: inLanguage(warehouse.cityName, lang) || stored.cityName, warehouseName: inLanguage(warehouse.name, lang) || stored.warehouseName };
      }
    }
    const city = await findCity(deps, stored.cityRef, { lang, log });
    return { cityName: city ? inLanguage(city.name, lang) || stored.cityName : stored.cityName, warehouseName: stored.warehouseName };
  } catch (error) {
    log?.warn({ err: error }, 'delivery names kept as stored: the directory did not answer');
    return kept;
  }
}
