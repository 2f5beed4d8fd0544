import type { DirectoryCity, DirectoryWarehouse, WarehouseKind } from './nova-poshta.ts';

/**
 * Nova Poshta's rows as its JSON API sends them (integrations.md §1), and their mapping to the
 * directory records. The local directory is stored in the same wire format, so both drivers share
 * this one mapping and its rules.
 */

/** The envelope of every answer: HTTP 200 even for errors, so `success` decides. */
export interface NpEnvelope<Row> {
  success: boolean;
  data: Row[];
  errors?: string[];
  warnings?: string[];
  info?: { totalCount?: number } | null;
  errorCodes?: string[];
}

/** A row of `Address.getCities`. */
export interface NpCityRow {
  Ref: string;
  Description: string;
  DescriptionRu?: string;
  AreaDescription?: string;
  AreaDescriptionRu?: string;
  SettlementTypeDescription?: string;
  SettlementTypeDescriptionRu?: string;
  CityID?: string;
}

/** A row of `Address.getWarehouses` (the fields the shop reads). */
export interface NpWarehouseRow {
  Ref: string;
  Number: string;
  Description: string;
  DescriptionRu?: string;
  ShortAddress?: string;
  ShortAddressRu?: string;
  TypeOfWarehouse?: string;
  CategoryOfWarehouse?: string;
  CityRef: string;
  CityDescription?: string;
  CityDescriptionRu?: string;
  WarehouseStatus?: string;
  DenyToSelect?: string;
}

/**
 * Parcel lockers: Nova Poshta's own and PrivatBank's types (integrations.md §1), or the
 * `Postomat` category, which newer answers carry whatever the type.
 */
export const LOCKER_TYPE_REFS: ReadonlySet<string> = new Set(['f9316480-5f2d-425d-bc2c-ac7cd29decf0', '95dc212d-479c-4ffb-a8ab-8c1b9073d0bc']);
/** The type getWarehouses is asked for when only lockers are wanted. */
export const NOVA_POSHTA_LOCKER_TYPE = 'f9316480-5f2d-425d-bc2c-ac7cd29decf0';

const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');
/** `DescriptionRu` is not always filled in: the Ukrainian text stands in for it. */
const ruOr = (ru: unknown, uk: string) => text(ru) || uk;

export function kindOf(row: Pick<NpWarehouseRow, 'TypeOfWarehouse' | 'CategoryOfWarehouse'>): WarehouseKind {
  return row.CategoryOfWarehouse === 'Postomat' || LOCKER_TYPE_REFS.has(text(row.TypeOfWarehouse).toLowerCase()) ? 'locker' : 'branch';
}

/** Closed, repairing or "deny to select" departments stay in the directory but are never offered. */
export function isSelectable(row: Pick<NpWarehouseRow, 'WarehouseStatus' | 'DenyToSelect'>): boolean {
  const status = text(row.WarehouseStatus);
  return (status === '' || status === 'Working') && text(row.DenyToSelect) !== '1';
}

/** A city row, or null when it lacks the ref or the name a shopper must see. */
export function toCity(row: NpCityRow): DirectoryCity | null {
  const ref = text(row?.Ref).toLowerCase();
  const uk = text(row?.Description);
  if (!ref || !uk) return null;
  const areaUk = text(row.AreaDescription);
  const typeUk = text(row.SettlementTypeDescription);
  return {
    ref,
    name: { uk, ru: ruOr(row.DescriptionRu, uk) },
    area: { uk: areaUk, ru: ruOr(row.AreaDescriptionRu, areaUk) },
    settlementType: { uk: typeUk, ru: ruOr(row.SettlementTypeDescriptionRu, typeUk) },
  };
}

/** A department row, or null when it is incomplete or may not be selected. */
export function toWarehouse(row: NpWarehouseRow): DirectoryWarehouse | null {
  const ref = text(row?.Ref).toLowerCase();
  const uk = text(row?.Description);
  const cityRef = text(row?.CityRef).toLowerCase();
  if (!ref || !uk || !cityRef || !isSelectable(row)) return null;
  const addressUk = text(row.ShortAddress);
  const cityUk = text(row.CityDescription);
  return {
    ref,
    cityRef,
    number: text(row.Number),
    kind: kindOf(row),
    name: { uk, ru: ruOr(row.DescriptionRu, uk) },
    shortAddress: { uk: addressUk, ru: ruOr(row.ShortAddressRu, addressUk) },
    cityName: { uk: cityUk, ru: ruOr(row.CityDescriptionRu, cityUk) },
  };
}

/** Departments in their numbers' order (Nova Poshta's own numbering: №1, №2, … №133). */
export function byNumber(a: DirectoryWarehouse, b: DirectoryWarehouse): number {
  return (Number.parseInt(a.number, 10) || 0) - (Number.parseInt(b.number, 10) || 0) || a.number.localeCompare(b.number);
}
