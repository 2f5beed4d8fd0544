import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { attributeValues, attributes, brands, categories, images, series, tags } from '../../db/schema/index.ts';
import { imageJson } from './product-list.repository.ts';
import { alias } from 'drizzle-orm/pg-core';

const seriesImage = alias(images, 'img1');

export function listCategories(db: DbOrTx) {
  return db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      slug: categories.slug,
      titleRu: categories.titleRu,
      titleUk: categories.titleUk,
      sort: categories.sort,
    })
    .from(categories)
    .orderBy(asc(categories.sort), asc(categories.id));
}

export function listBrands(db: DbOrTx) {
  return db
    .select({
      id: brands.id,
      slug: brands.slug,
      titleRu: brands.titleRu,
      titleUk: brands.titleUk,
      descriptionRu: brands.descriptionRu,
      descriptionUk: brands.descriptionUk,
      sort: brands.sort,
    })
    .from(brands)
    .orderBy(asc(brands.sort), asc(brands.id));
}

export function listSeries(db: DbOrTx) {
  return db
    .select({
      id: series.id,
      brandId: series.brandId,
      slug: series.slug,
      titleRu: series.titleRu,
      titleUk: series.titleUk,
      shortDescriptionRu: series.shortDescriptionRu,
      shortDescriptionUk: series.shortDescriptionUk,
      descriptionRu: series.descriptionRu,
      descriptionUk: series.descriptionUk,
      isCollection: series.isCollection,
      inMenu: series.inMenu,
      sort: series.sort,
      image: imageJson(seriesImage),
    })
    .from(series)
    .leftJoin(seriesImage, eq(seriesImage.id, series.imageId))
    .orderBy(asc(series.sort), asc(series.id));
}

export function listTags(db: DbOrTx) {
  return db
    .select({ id: tags.id, categorySlug: tags.categorySlug, slug: tags.slug, titleRu: tags.titleRu, titleUk: tags.titleUk })
    .from(tags)
    .orderBy(asc(tags.id));
}

export function listAttributeValues(db: DbOrTx) {
  return db
    .select({
      attributeId: attributes.id,
      attributeSlug: attributes.slug,
      attributeTitleRu: attributes.titleRu,
      attributeTitleUk: attributes.titleUk,
      attributeSort: attributes.sort,
      id: attributeValues.id,
      slug: attributeValues.slug,
      titleRu: attributeValues.titleRu,
      titleUk: attributeValues.titleUk,
      sort: attributeValues.sort,
    })
    .from(attributeValues)
    .innerJoin(attributes, eq(attributes.id, attributeValues.attributeId))
    .orderBy(asc(attributes.sort), asc(attributes.id), asc(attributeValues.sort), asc(attributeValues.id));
}
