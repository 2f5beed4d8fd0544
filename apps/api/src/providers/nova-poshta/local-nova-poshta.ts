import fs from 'node:fs';
import type { ApiLanguage } from '@shop/contracts/i18n';
import { foldSearch, matchRank } from './directory-text.ts';
import {
  type DirectoryCity,
  type DirectoryWarehouse,
  type NovaPoshtaDirectory,
  NovaPoshtaUnavailableError,
  type WarehouseKind,
} from './nova-poshta.ts';
import { byNumber, type NpCityRow, type NpWarehouseRow, toCity, toWarehouse } from './nova-poshta-wire.ts';

/** The directory file: getCities and getWarehouses rows in Nova Poshta's own wire format. */
export const LOCAL_DIRECTORY_FILE = new URL('./local-directory.json', import.meta.url);

export interface LocalDirectoryData {
  cities: NpCityRow[];
  warehouses: NpWarehouseRow[];
}

let loaded: LocalDirectoryData | undefined;

/** Read once per process, on first use (a demo that never opens checkout never reads it). */
export function localDirectoryData(): LocalDirectoryData {
  loaded ??= JSON.parse(fs.readFileSync(LOCAL_DIRECTORY_FILE, 'utf8')) as LocalDirectoryData;
  return loaded;
}

/** As many towns as getCities gives on one page for an autocomplete. */
const CITY_LIMIT = 50;

/** "5", "№5", "#5": a department number typed alone. */
const NUMBER_QUERY = /^[№#]?\s*(\d{1,6})$/;

function matchesWarehouse(warehouse: DirectoryWarehouse, query: string): boolean {
  if (!query) return true;
  const number = NUMBER_QUERY.exec(query)?.[1];
  if (number) return warehouse.number.startsWith(number);
  return [warehouse.name.uk, warehouse.name.ru, warehouse.shortAddress.uk, warehouse.shortAddress.ru].some((text) => foldSearch(text).includes(query));
}

/**
 * The built-in stand-in for Nova Poshta in the demo and tests: about forty real Ukrainian towns and villages
 * with their oblasts, in both languages, and their branches, pick-up points and parcel lockers
 * (`local-directory.json`). It matches the way the API does (a case-insensitive part of either
 * name). In production it refuses, so a shop without the key never offers made-up departments.
 */
export class LocalNovaPoshtaDirectory implements NovaPoshtaDirectory {
  readonly kind = 'local' as const;
  private readonly cities: DirectoryCity[];
  private readonly byCity = new Map<string, DirectoryWarehouse[]>();

  constructor(
    private readonly production: boolean,
    data: LocalDirectoryData = localDirectoryData(),
  ) {
    this.cities = data.cities.map(toCity).filter((city): city is DirectoryCity => city !== null);
    for (const row of data.warehouses) {
      const warehouse = toWarehouse(row);
      if (!warehouse) continue;
      const list = this.byCity.get(warehouse.cityRef) ?? [];
      list.push(warehouse);
      this.byCity.set(warehouse.cityRef, list);
    }
    for (const list of this.byCity.values()) list.sort(byNumber);
  }

  private refuseInProduction(): void {
    if (this.production) throw new NovaPoshtaUnavailableError('NOVA_POSHTA_API_KEY is not set: the local directory is not for real customers');
  }

  async searchCities(query: string, _lang: ApiLanguage): Promise<DirectoryCity[]> {
    this.refuseInProduction();
    const folded = foldSearch(query);
    if (!folded) return [];
    return this.cities.filter((city) => matchRank(city.name.uk, folded) >= 0 || matchRank(city.name.ru, folded) >= 0).slice(0, CITY_LIMIT);
  }

  async warehouses(cityRef: string, kind: WarehouseKind, query: string, _lang: ApiLanguage): Promise<DirectoryWarehouse[]> {
    this.refuseInProduction();
    const folded = foldSearch(query);
    return (this.byCity.get(cityRef.toLowerCase()) ?? []).filter((w) => w.kind === kind && matchesWarehouse(w, folded));
  }

  async findWarehouse(cityRef: string, ref: string): Promise<DirectoryWarehouse | null> {
    this.refuseInProduction();
    const wanted = ref.toLowerCase();
    return this.byCity.get(cityRef.toLowerCase())?.find((w) => w.ref === wanted) ?? null;
  }

  async findCity(ref: string): Promise<DirectoryCity | null> {
    this.refuseInProduction();
    const wanted = ref.toLowerCase();
    return this.cities.find((city) => city.ref === wanted) ?? null;
  }
}
