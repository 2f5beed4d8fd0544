import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { DELIVERY_TYPES } from '@shop/contracts/delivery-rules';

/** The `delivery` domain's table. The value list is the contracts' own, re-exported for the API's code. */
export { DELIVERY_TYPES };

export type DeliveryType = (typeof DELIVERY_TYPES)[number];

/** SPEC §3 "Delivery method". Id 1 is the Nova Poshta branch: the quick order's method (SPEC §9). */
export const deliveryMethods = pgTable(
  'delivery_methods',
  {
    id: integer('id').primaryKey(),
    type: text('type').$type<DeliveryType>().notNull(),
    titleRu: text('title_ru').notNull(),
    titleUk: text('title_uk').notNull(),
    descriptionRu: text('description_ru').notNull().default(''),
    descriptionUk: text('description_uk').notNull().default(''),
    /** Kopecks the shop charges; 0 when the carrier bills the recipient at its own tariff. */
    price: integer('price').notNull().default(0),
    active: boolean('active').notNull().default(true),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    check(
      'delivery_methods_type_check',
      sql`${t.type} in ('nova_poshta_branch', 'nova_poshta_locker', 'nova_poshta_courier', 'courier', 'pickup')`,
    ),
  ],
);
