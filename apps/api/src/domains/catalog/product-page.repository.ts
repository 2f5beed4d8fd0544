import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { brands, images, productStats, products, series } from '../../db/schema/index.ts';
import { type CardRow, cardFields } from './product-list.repository.ts';

export interface PageIngredientRow {
  id: number;
  slug: string;
  inciName: string;
  titleRu: string;
  titleUk: string;
}

export interface PageCategoryRow {
  id: number;
  slug: string;
  titleRu: string;
  titleUk: string;
}

export interface PageAttributeValueRow {
  attributeId: number;
  attributeSlug: string;
  attributeTitleRu: string;
  attributeTitleUk: string;
  id: number;
  slug: string;
  titleRu: string;
  titleUk: string;
}

export interface ProductPageRow extends CardRow {
  descriptionRu: string;
  descriptionUk: string;
  structureRu: string;
  structureUk: string;
  recommendationRu: string;
  recommendationUk: string;
  additionalRu: string;
  additionalUk: string;
  ingredients: PageIngredientRow[];
  categories: PageCategoryRow[];
  attributeValues: PageAttributeValueRow[];
  questionsCount: number;
}

const image1 = alias(images, 'img1');
const image2 = alias(images, 'img2');

function buildQuery(db: Db) {
  return db
    .select({
      ...cardFields,
      descriptionRu: products.descriptionRu,
      descriptionUk: products.descriptionUk,
      structureRu: products.structureRu,
      structureUk: products.structureUk,
      recommendationRu: products.recommendationRu,
      recommendationUk: products.recommendationUk,
      additionalRu: products.additionalRu,
      additionalUk: products.additionalUk,
      ingredients: sql<PageIngredientRow[]>`(select coalesce(json_agg(json_build_object('id', i.id, 'slug', i.slug,
          'inciName', i.inci_name, 'titleRu', i.title_ru, 'titleUk', i.title_uk) order by pi.position, i.id), '[]'::json)
        from product_ingredients pi join ingredients i on i.id = pi.ingredient_id where pi.product_id = ${products.id})`,
      categories: sql<PageCategoryRow[]>`(select coalesce(json_agg(json_build_object('id', c.id, 'slug', c.slug,
          'titleRu', c.title_ru, 'titleUk', c.title_uk) order by c.sort, c.id), '[]'::json)
        from product_categories pc join categories c on c.id = pc.category_id where pc.product_id = ${products.id})`,
      attributeValues: sql<PageAttributeValueRow[]>`(select coalesce(json_agg(json_build_object('attributeId', a.id,
          'attributeSlug', a.slug, 'attributeTitleRu', a.title_ru, 'attributeTitleUk', a.title_uk, 'id', v.id, 'slug', v.slug,
          'titleRu', v.title_ru, 'titleUk', v.title_uk) order by a.sort, a.id, v.sort, v.id), '[]'::json)
        from product_attribute_values pav join attribute_values v on v.id = pav.attribute_value_id
        join attributes a on a.id = v.attribute_id where pav.product_id = ${products.id})`,
      questionsCount: sql<number>`(select count(*)::int from product_feedbacks q
        where q.product_id = ${products.id} and q.kind = 'question' and q.approved)`,
    })
    .from(products)
    .innerJoin(productStats, eq(productStats.productId, products.id))
    .innerJoin(brands, eq(brands.id, products.brandId))
    .leftJoin(series, eq(series.id, products.seriesId))
    .leftJoin(image1, eq(image1.id, products.imageId))
    .leftJoin(image2, eq(image2.id, products.image2Id))
    .where(and(eq(products.slug, sql.placeholder('slug')), eq(products.published, true)))
    .limit(1)
    .prepare('catalog_product_page');
}

const prepared = new WeakMap<Db, ReturnType<typeof buildQuery>>();

/** Everything the product page shows, in one prepared query; undefined when unknown or unpublished. */
export async function findProductPage(db: Db, slug: string): Promise<ProductPageRow | undefined> {
  let query = prepared.get(db);
  if (!query) prepared.set(db, (query = buildQuery(db)));
  const [row] = (await query.execute({ slug })) as ProductPageRow[];
  return row;
}
