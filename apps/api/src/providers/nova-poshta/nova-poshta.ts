import type { ApiLanguage } from '@shop/contracts/i18n';

/**
 * Nova Poshta's directory of towns and departments (integrations.md §1). Drivers: the JSON API v2
 * (`nova-poshta-api.ts`, when NOVA_POSHTA_API_KEY is set) and the local directory
 * (`local-nova-poshta.ts`). Records carry both languages, as Nova Poshta gives them, so one cached
 * record serves either; `lang` only orders ties by the caller's spelling.
 */
export interface NovaPoshtaDirectory {
  readonly kind: 'api' | 'local';
  /** Towns whose Ukrainian or Russian name contains the query (at most a few dozen). */
  searchCities(query: string, lang: ApiLanguage): Promise<DirectoryCity[]>;
  /** Working departments of one kind in a town, optionally narrowed by number or address. */
  warehouses(cityRef: string, kind: WarehouseKind, query: string, lang: ApiLanguage): Promise<DirectoryWarehouse[]>;
  /** One working department of the town, or null when it is not there (or not selectable). */
  findWarehouse(cityRef: string, ref: string): Promise<DirectoryWarehouse | null>;
  /** One town by its ref, or null. */
  findCity(ref: string): Promise<DirectoryCity | null>;
}

export type WarehouseKind = 'branch' | 'locker';

/** A text in Nova Poshta's two languages (`uk` is its `Description`, `ru` its `DescriptionRu`). */
export interface Bilingual {
  uk: string;
  ru: string;
}

export interface DirectoryCity {
  /** City ref, the `CityRef` getWarehouses takes. */
  ref: string;
  name: Bilingual;
  /** Oblast as Nova Poshta writes it ("Київська"); empty when it gave none. */
  area: Bilingual;
  /** "місто" / "город", "село", "селище міського типу" … */
  settlementType: Bilingual;
}

export interface DirectoryWarehouse {
  ref: string;
  cityRef: string;
  number: string;
  kind: WarehouseKind;
  /** "Відділення №1 (до 30 кг): вул. …" */
  name: Bilingual;
  /** "Київ, Хрещатик, 22" */
  shortAddress: Bilingual;
  cityName: Bilingual;
}

/**
 * Nova Poshta could not answer: unreachable, too slow, an answer that is not its envelope, or
 * `success: false` (a wrong key, a refused call). The shop answers 503 with a localised message.
 */
export class NovaPoshtaUnavailableError extends Error {
  constructor(
    message: string,
    /** Nova Poshta's own `errorCodes`, when it gave any. */
    readonly codes: readonly string[] = [],
  ) {
    super(message);
    this.name = 'NovaPoshtaUnavailableError';
  }
}
