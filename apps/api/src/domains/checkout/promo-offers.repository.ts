import type { Database, NamedStatement } from '../../db/client.ts';
import type { PromoRule } from './promo-offers.ts';

/** The active rules with their items' variant ids, as `PromoRule` rows; shared with basket-facts.repository.ts. */
export const ACTIVE_RULES = `select r.id, r.kind, r.title_ru as "titleRu", r.title_uk as "titleUk", r.min_total as "minTotal",
  r.brand_id as "brandId", r.max_count as "maxCount",
  coalesce((select array_agg(i.product_price_id order by i.product_price_id) from promo_rule_items i where i.rule_id = r.id), '{}'::int[]) as "itemIds"
  from promo_rules r where r.active`;
// Every basket check, quote and order reads the rules: fixed statements, prepared once per connection.
const ALL_RULES: NamedStatement = { name: 'promo_rules_all', text: `${ACTIVE_RULES} order by r.min_total, r.id` };
const RULES_OF_KIND: NamedStatement = { name: 'promo_rules_of_kind', text: `${ACTIVE_RULES} and r.kind = $1 order by r.min_total, r.id` };

/**
 * Active sample or gift rules with the variant ids each hands out, in one query. The variants
 * themselves are loaded with the basket's (published products only), so a rule's hidden or deleted
 * item simply is not offered.
 */
export async function loadPromoRules(database: Database, kind?: PromoRule['kind']): Promise<PromoRule[]> {
  const rows = kind ? await database.named<PromoRule>(RULES_OF_KIND, [kind]) : await database.named<PromoRule>(ALL_RULES, []);
  return rows.map((row) => ({ ...row, itemIds: row.itemIds.map(Number) }));
}
