import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { brands, series } from '../../db/schema/index.ts';

/** Series shown in the header catalogue menu, each with its brand for the link. */
export function listMenuSeries(db: DbOrTx) {
  return db
    .select({
      id: series.id,
      slug: series.slug,
      titleRu: series.titleRu,
      titleUk: series.titleUk,
      shortDescriptionRu: series.shortDescriptionRu,
      shortDescriptionUk: series.shortDescriptionUk,
      brandId: brands.id,
      brandSlug: brands.slug,
      brandTitleRu: brands.titleRu,
      brandTitleUk: brands.titleUk,
    })
    .from(series)
    .innerJoin(brands, eq(brands.id, series.brandId))
    .where(eq(series.inMenu, true))
    .orderBy(asc(brands.sort), asc(series.sort), asc(series.id));
}
