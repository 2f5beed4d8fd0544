import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { promoRuleItems, promoRules } from '../../db/schema/orders.ts';
import type { PromoRule } from './promo-offers.ts';

/**
 * Active sample or gift rules with the variant ids each hands out, in one query. The variants
 * themselves are loaded with the basket's (published products only), so a rule's hidden or deleted
 * item simply is not offered.
 */
export async function loadPromoRules(db: DbOrTx, kind?: PromoRule['kind']): Promise<PromoRule[]> {
  const rows = await db
    .select({
      id: promoRules.id,
      kind: promoRules.kind,
      titleRu: promoRules.titleRu,
      titleUk: promoRules.titleUk,
      minTotal: promoRules.minTotal,
      brandId: promoRules.brandId,
      maxCount: promoRules.maxCount,
      itemIds: sql<number[]>`coalesce((select array_agg(${promoRuleItems.productPriceId} order by ${promoRuleItems.productPriceId})
        from ${promoRuleItems} where ${promoRuleItems.ruleId} = ${promoRules.id}), '{}'::int[])`,
    })
    .from(promoRules)
    .where(kind ? and(eq(promoRules.active, true), eq(promoRules.kind, kind)) : eq(promoRules.active, true))
    .orderBy(asc(promoRules.minTotal), asc(promoRules.id));
  return rows.map((row) => ({ ...row, itemIds: row.itemIds.map(Number) }));
}
