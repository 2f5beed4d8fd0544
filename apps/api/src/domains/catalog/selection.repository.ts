import { inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ingredients } from '../../db/schema/index.ts';

export function ingredientsByIds(db: DbOrTx, ids: number[]) {
  return db
    .select({ id: ingredients.id, slug: ingredients.slug, inciName: ingredients.inciName, titleRu: ingredients.titleRu, titleUk: ingredients.titleUk })
    .from(ingredients)
    .where(inArray(ingredients.id, ids));
}
