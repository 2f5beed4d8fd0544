import type {
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
import { BRANDS, SERIES } from './brands.ts';
import { CATEGORIES } from './categories.ts';
import { FOCUSES } from './focuses.ts';
import { INGREDIENTS } from './ingredients.ts';
import { type Picture, pictureColor } from './pictures.ts';
import { checkSeedReferences, type PlanContext, type ProductPlan, planProduct } from './product-plan.ts';
import { hash32 } from './random.ts';
import { ATTRIBUTES, TAGS } from './taxonomy.ts';

/**
 * Widths written for every picture. The drawing is an 800×800 SVG rasterised straight at the largest
 * width; an 800 file as well would double the encoding time of the seed (measured: 67 against 33 ms
 * of CPU per picture), so it is left out.
 */
export const IMAGE_WIDTHS = [320, 640];
const IMAGE_SIZE = Math.max(...IMAGE_WIDTHS);

/**
 * At most this many products get pictures of their own; larger catalogues (benchmarks) reuse them,
 * preferring a picture of the same brand and product type.
 */
export const IMAGE_POOL = 300;

/** The first free id of each serial table, so the seed can give ids out before inserting. */
export interface FirstIds {
  images: number;
  brands: number;
  series: number;
  products: number;
  productPrices: number;
  ingredients: number;
  tags: number;
  attributes: number;
  attributeValues: number;
}

export interface CatalogRows {
  images: (typeof images.$inferInsert)[];
  brands: (typeof brands.$inferInsert)[];
  series: (typeof series.$inferInsert)[];
  categories: (typeof categories.$inferInsert)[];
  ingredients: (typeof ingredients.$inferInsert)[];
  tags: (typeof tags.$inferInsert)[];
  attributes: (typeof attributes.$inferInsert)[];
  attributeValues: (typeof attributeValues.$inferInsert)[];
  products: (typeof products.$inferInsert)[];
  productPrices: (typeof productPrices.$inferInsert)[];
  productCategories: (typeof productCategories.$inferInsert)[];
  productIngredients: (typeof productIngredients.$inferInsert)[];
  productTags: (typeof productTags.$inferInsert)[];
  productAttributeValues: (typeof productAttributeValues.$inferInsert)[];
}

export interface CatalogPlan {
  rows: CatalogRows;
  /** Pictures to render: file path prefix under the media folder (`products/12-1`) and what to draw. */
  pictures: { path: string; picture: Picture }[];
}

const kopecks = (grn: number) => grn * 100;

interface ProductPictures {
  front: number;
  texture: number;
  /** The picture of the product's largest variant, if it has its own. */
  variant: number | null;
}

/** Plans the whole demo catalogue: every row with its id, and the pictures to draw. */
export function planCatalog(count: number, first: FirstIds): CatalogPlan {
  checkSeedReferences();
  const rows: CatalogRows = {
    images: [],
    brands: [],
    series: [],
    categories: [],
    ingredients: [],
    tags: [],
    attributes: [],
    attributeValues: [],
    products: [],
    productPrices: [],
    productCategories: [],
    productIngredients: [],
    productTags: [],
    productAttributeValues: [],
  };
  const pictures: CatalogPlan['pictures'] = [];

  rows.brands = BRANDS.map((b, i) => ({
    id: first.brands + i,
    slug: b.slug,
    titleRu: b.title,
    titleUk: b.title,
    descriptionRu: b.descriptionRu,
    descriptionUk: b.descriptionUk,
    country: b.country,
    sort: (i + 1) * 10,
  }));
  rows.categories = CATEGORIES.map((c) => ({ ...c }));
  rows.ingredients = INGREDIENTS.map((ing, i) => ({
    id: first.ingredients + i,
    slug: ing.slug,
    inciName: ing.inci,
    titleRu: ing.titleRu,
    titleUk: ing.titleUk,
    descriptionRu: `<p>${ing.descriptionRu}</p>`,
    descriptionUk: `<p>${ing.descriptionUk}</p>`,
  }));
  const tagIds = new Map<string, number>();
  rows.tags = TAGS.map((t, i) => {
    tagIds.set(`${t.categorySlug}/${t.slug}`, first.tags + i);
    return { id: first.tags + i, ...t };
  });
  const valueIds = new Map<string, number>();
  ATTRIBUTES.forEach((a, i) => {
    const attributeId = first.attributes + i;
    rows.attributes.push({ id: attributeId, slug: a.slug, titleRu: a.titleRu, titleUk: a.titleUk, sort: (i + 1) * 10 });
    a.values.forEach((v, j) => {
      const id = first.attributeValues + rows.attributeValues.length;
      valueIds.set(`${a.slug}/${v.slug}`, id);
      rows.attributeValues.push({ id, attributeId, slug: v.slug, titleRu: v.titleRu, titleUk: v.titleUk, sort: (j + 1) * 10 });
    });
  });

  const addImage = (name: string, picture: Picture): number => {
    const id = first.images + rows.images.length;
    const path = `products/${name}`;
    rows.images.push({ id, path, width: IMAGE_SIZE, height: IMAGE_SIZE, widths: IMAGE_WIDTHS, color: pictureColor(picture) });
    pictures.push({ path, picture });
    return id;
  };

  const ctx: PlanContext = { usedTitles: new Set(), usedSlugs: new Set() };
  const drawn: ProductPictures[] = [];
  const drawnByKind = new Map<string, ProductPictures[]>();
  /** A series shows the front picture of its first product. */
  const seriesImage = new Map<number, number>();

  for (let ordinal = 1; ordinal <= count; ordinal++) {
    const plan = planProduct(ordinal, ctx);
    const productId = first.products + ordinal - 1;
    const own = ordinal <= IMAGE_POOL ? ownPictures(plan, addImage) : null;
    const pics = own ?? borrowPictures(plan, drawn, drawnByKind);
    if (own) {
      drawn.push(own);
      for (const key of pictureKeys(plan)) drawnByKind.set(key, [...(drawnByKind.get(key) ?? []), own]);
    }
    if (!seriesImage.has(plan.series)) seriesImage.set(plan.series, pics.front);
    pushProduct(rows, plan, productId, first, pics, tagIds, valueIds);
  }

  rows.series = SERIES.map((s, i) => ({
    id: first.series + i,
    brandId: first.brands + s.brand,
    slug: s.slug,
    titleRu: s.title,
    titleUk: s.title,
    shortDescriptionRu: s.shortRu,
    shortDescriptionUk: s.shortUk,
    descriptionRu: `<p>${s.shortRu}</p><p>${FOCUSES[s.focus].seriesRu}</p>`,
    descriptionUk: `<p>${s.shortUk}</p><p>${FOCUSES[s.focus].seriesUk}</p>`,
    inMenu: s.inMenu,
    isCollection: s.isCollection,
    imageId: seriesImage.get(i) ?? null,
    sort: (i + 1) * 10,
  }));

  return { rows, pictures };
}

/** Reuse keys of a product's pictures, most specific first. */
function pictureKeys(plan: ProductPlan): string[] {
  return [`${plan.brand}:${plan.typeKey}`, plan.typeKey];
}

/** New pictures for a product: its pack, its texture and maybe its largest variant's pack. */
function ownPictures(plan: ProductPlan, addImage: (name: string, picture: Picture) => number): ProductPictures {
  const brand = BRANDS[plan.brand];
  const common = { palette: brand.palette, tint: plan.focus.tint };
  const seed = hash32(plan.ordinal, 1);
  const front = addImage(`${plan.ordinal}-1`, { kind: 'pack', shape: plan.type.shape, seed, large: false, ...common });
  const texture = addImage(`${plan.ordinal}-2`, { kind: 'texture', texture: plan.type.texture, seed: hash32(plan.ordinal, 2), ...common });
  const variant =
    plan.ownPictureVariant >= 0
      ? addImage(`${plan.ordinal}-v${plan.variants[plan.ownPictureVariant].size}`, { kind: 'pack', shape: plan.type.shape, seed, large: true, ...common })
      : null;
  return { front, texture, variant };
}

/** Pictures of an earlier product of the same brand and type (or type), cycling through them. */
function borrowPictures(plan: ProductPlan, drawn: ProductPictures[], byKind: Map<string, ProductPictures[]>): ProductPictures {
  for (const key of pictureKeys(plan)) {
    const list = byKind.get(key);
    if (list?.length) return cycle(list, plan.ordinal, plan.ownPictureVariant >= 0);
  }
  return cycle(drawn, plan.ordinal, plan.ownPictureVariant >= 0);
}

function cycle(list: ProductPictures[], ordinal: number, wantsVariant: boolean): ProductPictures {
  const chosen = list[ordinal % list.length];
  return { ...chosen, variant: wantsVariant ? chosen.variant : null };
}

function pushProduct(
  rows: CatalogRows,
  plan: ProductPlan,
  productId: number,
  first: FirstIds,
  pics: ProductPictures,
  tagIds: Map<string, number>,
  valueIds: Map<string, number>,
): void {
  rows.products.push({
    id: productId,
    slug: plan.slug,
    brandId: first.brands + plan.brand,
    seriesId: first.series + plan.series,
    titleRu: plan.titleRu,
    titleUk: plan.titleUk,
    ...plan.texts,
    imageId: pics.front,
    image2Id: pics.texture,
    isNew: plan.isNew,
    salesCount: plan.salesCount,
    hasDuplicate: plan.hasDuplicate,
    published: true,
    createdAt: plan.createdAt,
    updatedAt: plan.updatedAt,
  });
  plan.variants.forEach((v, i) => {
    rows.productPrices.push({
      id: first.productPrices + rows.productPrices.length,
      productId,
      valueRu: v.valueRu,
      valueUk: v.valueUk,
      size: v.size,
      article: v.article,
      quantity: v.quantity,
      retailPrice: kopecks(v.retail),
      oldRetailPrice: v.oldRetail === null ? null : kopecks(v.oldRetail),
      professionalPrice: kopecks(v.professional),
      distributorPrice: kopecks(v.distributor),
      clientPrice: kopecks(v.client),
      imageId: i === plan.ownPictureVariant ? pics.variant : null,
      image2Id: null,
      sort: i + 1,
    });
  });
  for (const categoryId of plan.categories) rows.productCategories.push({ productId, categoryId });
  plan.ingredients.forEach((index, position) => {
    rows.productIngredients.push({ productId, ingredientId: first.ingredients + index, position: position + 1 });
  });
  for (const key of plan.tags) rows.productTags.push({ productId, tagId: tagIds.get(key)! });
  for (const key of plan.attributeValues) rows.productAttributeValues.push({ productId, attributeValueId: valueIds.get(key)! });
}
