import { eq } from 'drizzle-orm';
import { OUTLET_CATEGORY_ID } from '@shop/contracts/constants';
import type { ApiDeps } from '../../deps.ts';
import {
  attributeValues,
  attributes,
  brands,
  categories,
  images,
  ingredients,
  productAttributeValues,
  productCategories,
  productIngredients,
  productPrices,
  productTags,
  products,
  series,
  tags,
} from '../../db/schema/index.ts';
import { refreshProductSearch } from '../search/search-index.ts';
import { catalogChanged } from '../../core/answer-cache.ts';

/**
 * A small, fully known catalogue for tests, inserted beside whatever the demo seed holds. Every
 * slug starts with `fx-` and category ids are above 90000, so tests filter to these rows and do
 * not depend on the seed.
 */
export interface CatalogFixtures {
  brandChristina: number;
  brandHolyLand: number;
  seriesRose: number;
  collectionGreen: number;
  categoryFace: number;
  categoryCreams: number;
  tag: number;
  skinType: { id: number; dry: number; oily: number };
  purpose: { id: number; hydration: number };
  ingredients: { aqua: number; glycerin: number; panthenol: number };
  roseCream: { id: number; small: number; large: number; medium: number };
  holyToner: { id: number; only: number };
  outletMask: { id: number; only: number };
  hidden: number;
}

async function ensureAttribute(deps: ApiDeps, slug: string, titleRu: string, titleUk: string): Promise<number> {
  const db = deps.database.db;
  await db.insert(attributes).values({ slug, titleRu, titleUk }).onConflictDoNothing();
  const [row] = await db.select({ id: attributes.id }).from(attributes).where(eq(attributes.slug, slug));
  return row.id;
}

export async function insertCatalogFixtures(deps: ApiDeps): Promise<CatalogFixtures> {
  const db = deps.database.db;
  const [img1, img2] = await db
    .insert(images)
    .values([
      { path: 'products/fx-1', width: 800, height: 800, widths: [200, 400, 800], color: '#f3e9e2' },
      { path: 'products/fx-2', width: 800, height: 1000, widths: [200, 400, 800], color: '#e2eef3' },
    ])
    .returning({ id: images.id });

  const [christina, holy] = await db
    .insert(brands)
    .values([
      { slug: 'fx-christina', titleRu: 'Christina', titleUk: 'Christina', descriptionRu: '<p>Израильская косметика</p>', descriptionUk: '<p>Ізраїльська косметика</p>', sort: -2 },
      { slug: 'fx-holy-land', titleRu: 'Холи Ленд', titleUk: 'Холі Ленд', sort: -1 },
    ])
    .returning({ id: brands.id });

  const [rose, green] = await db
    .insert(series)
    .values([
      { brandId: christina.id, slug: 'fx-rose-de-mer', titleRu: 'Rose de Mer', titleUk: 'Rose de Mer', imageId: img1.id, inMenu: true },
      { brandId: holy.id, slug: 'fx-green-collection', titleRu: 'Зелёная коллекция', titleUk: 'Зелена колекція', isCollection: true },
    ])
    .returning({ id: series.id });

  await db
    .insert(categories)
    .values({ id: OUTLET_CATEGORY_ID, slug: 'outlet', titleRu: 'Аутлет', titleUk: 'Аутлет', sort: 99 })
    .onConflictDoNothing();
  await db.insert(categories).values([
    { id: 90001, slug: 'fx-face', titleRu: 'Уход за лицом', titleUk: 'Догляд за обличчям', sort: 1 },
    { id: 90002, parentId: 90001, slug: 'fx-face-creams', titleRu: 'Кремы для лица', titleUk: 'Креми для обличчя', sort: 2 },
  ]);

  const [tag] = await db
    .insert(tags)
    .values({ categorySlug: 'fx-face', slug: 'fx-moisturizing', titleRu: 'Увлажнение', titleUk: 'Зволоження' })
    .returning({ id: tags.id });

  const skinTypeId = await ensureAttribute(deps, 'skin-type', 'Тип кожи', 'Тип шкіри');
  const purposeId = await ensureAttribute(deps, 'purpose', 'Назначение', 'Призначення');
  const [dry, oily, hydration] = await db
    .insert(attributeValues)
    .values([
      { attributeId: skinTypeId, slug: 'fx-dry', titleRu: 'Сухая', titleUk: 'Суха' },
      { attributeId: skinTypeId, slug: 'fx-oily', titleRu: 'Жирная', titleUk: 'Жирна' },
      { attributeId: purposeId, slug: 'fx-hydration', titleRu: 'Увлажнение', titleUk: 'Зволоження' },
    ])
    .returning({ id: attributeValues.id });

  const [aqua, glycerin, panthenol] = await db
    .insert(ingredients)
    .values([
      { slug: 'fx-aqua', inciName: 'Aqua', titleRu: 'Вода', titleUk: 'Вода' },
      { slug: 'fx-glycerin', inciName: 'Glycerin', titleRu: 'Глицерин', titleUk: 'Гліцерин', descriptionRu: '<p>Увлажнитель</p>', descriptionUk: '<p>Зволожувач</p>' },
      { slug: 'fx-panthenol', inciName: 'Panthenol', titleRu: 'Пантенол', titleUk: 'Пантенол' },
    ])
    .returning({ id: ingredients.id });

  const day = 24 * 3600 * 1000;
  const [cream, toner, mask, hidden] = await db
    .insert(products)
    .values([
      {
        slug: 'fx-rose-cream',
        brandId: christina.id,
        seriesId: rose.id,
        titleRu: 'Увлажняющий крем с розой',
        titleUk: 'Зволожувальний крем з трояндою',
        descriptionRu: '<p>Крем для сухой кожи.</p>',
        descriptionUk: '<p>Крем для сухої шкіри.</p>',
        structureRu: '<p>Aqua, Glycerin</p>',
        structureUk: '<p>Aqua, Glycerin</p>',
        recommendationRu: '<p>Наносить утром.</p>',
        recommendationUk: '<p>Наносити вранці.</p>',
        additionalRu: '',
        additionalUk: '',
        imageId: img1.id,
        image2Id: img2.id,
        isNew: true,
        salesCount: 50,
        createdAt: new Date(Date.now() - 1 * day),
      },
      {
        slug: 'fx-holy-toner',
        brandId: holy.id,
        seriesId: green.id,
        titleRu: 'Тоник для жирной кожи',
        titleUk: "Тонік для жирної шкіри з об'ємом",
        imageId: img2.id,
        salesCount: 10,
        hasDuplicate: true,
        createdAt: new Date(Date.now() - 3 * day),
      },
      {
        slug: 'fx-outlet-mask',
        brandId: christina.id,
        titleRu: 'Маска для лица',
        titleUk: 'Маска для обличчя',
        salesCount: 0,
        createdAt: new Date(Date.now() - 2 * day),
      },
      { slug: 'fx-hidden', brandId: christina.id, titleRu: 'Скрытый крем', titleUk: 'Прихований крем', published: false },
    ])
    .returning({ id: products.id });

  const [small, large, medium, tonerOnly, maskOnly] = await db
    .insert(productPrices)
    .values([
      { productId: cream.id, valueRu: '50 мл', valueUk: '50 мл', size: 50, article: 'FX-CR-50', quantity: 5, retailPrice: 100_000, oldRetailPrice: 120_000, professionalPrice: 80_000, distributorPrice: 60_000, clientPrice: 90_000, sort: 1 },
      { productId: cream.id, valueRu: '200 мл', valueUk: '200 мл', size: 200, article: 'FX-CR-200', quantity: 0, retailPrice: 300_000, professionalPrice: 240_000, distributorPrice: 180_000, clientPrice: 270_000, sort: 3 },
      { productId: cream.id, valueRu: '100 мл', valueUk: '100 мл', size: 100, article: 'FX-CR-100', quantity: 2, retailPrice: 180_000, professionalPrice: 144_000, distributorPrice: 108_000, clientPrice: 162_000, sort: 2, imageId: img2.id },
      { productId: toner.id, valueRu: '250 мл', valueUk: '250 мл', size: 250, article: 'FX-TN-250', quantity: 0, retailPrice: 70_050, professionalPrice: 56_000, distributorPrice: 42_000, clientPrice: 63_000 },
      { productId: mask.id, valueRu: '75 мл', valueUk: '75 мл', size: 75, article: 'FX-MS-75', quantity: 3, retailPrice: 50_000, professionalPrice: 40_000, distributorPrice: 30_000, clientPrice: 45_000 },
      { productId: hidden.id, valueRu: '30 мл', valueUk: '30 мл', size: 30, article: 'FX-HD-30', quantity: 9, retailPrice: 10_000, professionalPrice: 8_000, distributorPrice: 6_000, clientPrice: 9_000 },
    ])
    .returning({ id: productPrices.id });

  await db.insert(productCategories).values([
    { productId: cream.id, categoryId: 90002 },
    { productId: toner.id, categoryId: 90001 },
    { productId: mask.id, categoryId: 90001 },
    { productId: mask.id, categoryId: OUTLET_CATEGORY_ID },
  ]);
  await db.insert(productTags).values([{ productId: cream.id, tagId: tag.id }]);
  await db.insert(productAttributeValues).values([
    { productId: cream.id, attributeValueId: dry.id },
    { productId: cream.id, attributeValueId: hydration.id },
    { productId: toner.id, attributeValueId: oily.id },
    { productId: mask.id, attributeValueId: dry.id },
  ]);
  await db.insert(productIngredients).values([
    { productId: cream.id, ingredientId: aqua.id, position: 1 },
    { productId: cream.id, ingredientId: glycerin.id, position: 2 },
    { productId: toner.id, ingredientId: aqua.id, position: 1 },
    { productId: toner.id, ingredientId: panthenol.id, position: 2 },
    { productId: mask.id, ingredientId: glycerin.id, position: 1 },
  ]);

  await refreshProductSearch(db, [cream.id, toner.id, mask.id, hidden.id]);
  await catalogChanged(deps.cache);

  return {
    brandChristina: christina.id,
    brandHolyLand: holy.id,
    seriesRose: rose.id,
    collectionGreen: green.id,
    categoryFace: 90001,
    categoryCreams: 90002,
    tag: tag.id,
    skinType: { id: skinTypeId, dry: dry.id, oily: oily.id },
    purpose: { id: purposeId, hydration: hydration.id },
    ingredients: { aqua: aqua.id, glycerin: glycerin.id, panthenol: panthenol.id },
    roseCream: { id: cream.id, small: small.id, large: large.id, medium: medium.id },
    holyToner: { id: toner.id, only: tonerOnly.id },
    outletMask: { id: mask.id, only: maskOnly.id },
    hidden: hidden.id,
  };
}
