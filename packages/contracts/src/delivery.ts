import { z } from 'zod';
import { DELIVERY_TYPES } from './delivery-rules.ts';

/**
 * Delivery (SPEC §3 "Delivery method", §7): the shop's methods and the Nova Poshta directory, read
 * through the shop's own API (the carrier's key stays on the server, answers are cached).
 */

export {
  DELIVERY_CHARGES,
  DELIVERY_TYPES,
  type DeliveryCharge,
  type DeliveryType,
  deliveryCharge,
  deliveryNeeds,
  isCarrierDelivery,
  leftForFreeDelivery,
} from './delivery-rules.ts';
export const deliveryType = z.enum(DELIVERY_TYPES);

/** GET /v1/delivery_methods. `courier` is the shop's own courier: it carries the goods itself (SPEC §3). */
export const deliveryMethod = z.object({
  id: z.number().int(),
  type: deliveryType,
  title: z.string(),
  description: z.string(),
  /** Whole grn the shop charges; 0 when the carrier bills the recipient at its tariff. */
  price: z.number().int(),
});
export type DeliveryMethod = z.infer<typeof deliveryMethod>;
export const deliveryMethodsAnswer = z.object({ data: z.array(deliveryMethod) });

/** GET /v1/delivery/cities?search=…: Nova Poshta settlements (SPEC §7: Description, CityID, Area). */
export const citySearchQuery = z.object({ search: z.string().trim().min(2).max(60) });
export const city = z.object({
  /** Nova Poshta city Ref (a GUID). */
  ref: z.string(),
  name: z.string(),
  area: z.string(),
  /** "м.", "смт", "с." as Nova Poshta names the settlement type. */
  type: z.string(),
});
export type City = z.infer<typeof city>;
export const citiesAnswer = z.object({ data: z.array(city) });

/** GET /v1/delivery/warehouses?city_ref=…&type=branch|locker&search=…: departments of a town. */
export const WAREHOUSE_KINDS = ['branch', 'locker'] as const;
export const warehouseQuery = z.object({
  city_ref: z.string().trim().regex(/^[0-9a-f-]{36}$/i),
  type: z.enum(WAREHOUSE_KINDS).catch('branch').default('branch'),
  search: z.string().trim().max(60).optional(),
});
export const warehouse = z.object({
  ref: z.string(),
  number: z.string(),
  /** Full description as Nova Poshta gives it in the caller's language. */
  name: z.string(),
  shortAddress: z.string(),
  kind: z.enum(WAREHOUSE_KINDS),
});
export type Warehouse = z.infer<typeof warehouse>;
export const warehousesAnswer = z.object({ data: z.array(warehouse) });
