import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
import { productPrices } from './catalog.ts';

/** The `checkout` domain's tables: sample and gift rules. Money columns hold kopecks. */

/**
 * Sample and gift rules (ARCHITECTURE §4). A basket whose goods total reaches `minTotal` qualifies:
 * for a `sample` rule the shopper picks up to `maxCount` of its items and may remove them; a `gift`
 * rule's items are added by the shop and cannot be removed. `brandId` narrows the total to one brand.
 */
export const promoRules = pgTable(
  'promo_rules',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<'sample' | 'gift'>().notNull(),
    titleRu: text('title_ru').notNull(),
    titleUk: text('title_uk').notNull(),
    /** Kopecks of goods (at the caller's prices) the basket must reach. */
    minTotal: integer('min_total').notNull().default(0),
    brandId: integer('brand_id'),
    maxCount: integer('max_count').notNull().default(1),
    active: boolean('active').notNull().default(true),
    /** Moves on with every back-office save: a save from an older version is refused (409, migration 0054). */
    version: integer('version').notNull().default(1),
  },
  (t) => [
    check('promo_rules_kind_check', sql`${t.kind} in ('sample', 'gift')`),
    check('promo_rules_max_count_check', sql`${t.maxCount} >= 1`),
  ],
);

/** The variants a sample or gift rule hands out (free of charge, one each). */
export const promoRuleItems = pgTable(
  'promo_rule_items',
  {
    ruleId: integer('rule_id')
      .notNull()
      .references(() => promoRules.id, { onDelete: 'cascade' }),
    productPriceId: integer('product_price_id')
      .notNull()
      .references(() => productPrices.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.ruleId, t.productPriceId] })],
);
