import { BRANDS, type BrandSeed, SERIES, type SeriesSeed } from './brands.ts';
import { CATEGORY, type CategoryId } from './categories.ts';
import { FOCUSES, type Focus, type Formula, type Qualifier } from './focuses.ts';
import { INGREDIENTS, ingredientIndex } from './ingredients.ts';
import { PRODUCT_TYPES, type ProductType, type TypeKey, type Unit, typeSaysFor } from './product-types.ts';
import { GOLDEN, hash32, Rng, SQRT2, SQRT3, SQRT7, spread } from './random.ts';
import { slugify } from './slug.ts';
import { ATTRIBUTES, type AgeGroup, COMPONENT_TAG_INCI, type Purpose, type SkinType, TAG_GROUP, TAGS } from './taxonomy.ts';
import { type ProductTexts, productTexts } from './texts.ts';

/** Everything about one demo product, before database ids are given out. */
export interface ProductPlan {
  /** 1-based position in the catalogue; names its slug suffix, articles and image files. */
  ordinal: number;
  brand: number;
  series: number;
  typeKey: TypeKey;
  type: ProductType;
  focus: Focus;
  titleRu: string;
  titleUk: string;
  slug: string;
  texts: ProductTexts;
  /** Indexes into INGREDIENTS, in INCI order. */
  ingredients: number[];
  variants: VariantPlan[];
  /** Index of the variant drawn in its own picture (the largest), or -1. */
  ownPictureVariant: number;
  categories: CategoryId[];
  /** `${categorySlug}/${slug}` keys of TAGS. */
  tags: string[];
  /** `${attributeSlug}/${valueSlug}` keys of ATTRIBUTES' values. */
  attributeValues: string[];
  isNew: boolean;
  salesCount: number;
  hasDuplicate: boolean;
  createdAt: Date;
  updatedAt: Date;
}

export interface VariantPlan {
  valueRu: string;
  valueUk: string;
  size: number;
  article: string;
  quantity: number;
  /** Whole hryvnia. */
  retail: number;
  oldRetail: number | null;
  professional: number;
  distributor: number;
  client: number;
}

const SEED = 0x5eed2026;
/** Dates are fixed so that two seeds are identical; "new" products are the latest before it. */
const ANCHOR_MS = Date.UTC(2026, 10, 15, 9, 0, 0);
const DAY_MS = 24 * 3600 * 1000;

const MIN_RETAIL = 250;
const MAX_RETAIL = 4500;
const PRICE_GROWTH = 0.72;

const SERIES_WEIGHTS = SERIES.map((s) => s.weight);
const SKIN_ORDER = ATTRIBUTES.find((a) => a.slug === 'skin-type')!.values.map((v) => v.slug);
const AGE_ORDER = ATTRIBUTES.find((a) => a.slug === 'age')!.values.map((v) => v.slug);

const PRESERVATIVE_SYSTEMS = [
  ['Phenoxyethanol', 'Ethylhexylglycerin'],
  ['Sodium Benzoate', 'Potassium Sorbate'],
  ['Benzyl Alcohol', 'Dehydroacetic Acid'],
  ['1,2-Hexanediol', 'Caprylyl Glycol'],
  ['Hydroxyacetophenone', '1,2-Hexanediol'],
  ['Phenoxyethanol', 'Caprylyl Glycol'],
];

const STABILISERS: Record<ProductType['texture'], string[]> = {
  cream: ['Xanthan Gum', 'Sodium Polyacrylate', 'Disodium EDTA', 'Sodium Phytate', 'Citric Acid'],
  gel: ['Xanthan Gum', 'Carbomer', 'Hydroxyethylcellulose', 'Sodium Citrate', 'Citric Acid', 'Disodium EDTA'],
  liquid: ['Sodium Citrate', 'Citric Acid', 'Disodium EDTA', 'Sodium Phytate'],
  foam: ['Citric Acid', 'Sodium Chloride', 'Disodium EDTA'],
  clay: ['Xanthan Gum', 'Citric Acid', 'Sclerotium Gum'],
  scrub: ['Acrylates/C10-30 Alkyl Acrylate Crosspolymer', 'Xanthan Gum', 'Citric Acid'],
  oil: [],
  powder: [],
  balm: [],
};

const ALL_TYPES = PRODUCT_TYPES as Record<TypeKey, ProductType>;

/** Fails early when the seed data names an INCI the ingredient list lacks. */
export function checkSeedReferences(): void {
  for (const type of Object.values(ALL_TYPES)) {
    [...type.base, ...(type.needsOneOf ?? []), ...(type.actives ?? []), ...(type.formula?.needs ?? [])].forEach(ingredientIndex);
    for (const q of type.qualifiers ?? []) q.inci?.forEach(ingredientIndex);
  }
  for (const focus of Object.values(FOCUSES)) {
    [...focus.actives, ...focus.extracts].forEach(ingredientIndex);
    for (const q of focus.qualifiers) q.inci?.forEach(ingredientIndex);
    for (const f of focus.formulas) f.needs.forEach(ingredientIndex);
    for (const key of focus.types) if (!ALL_TYPES[key]) throw new Error(`Unknown product type ${key}`);
    for (const slug of focus.problems) {
      if (!TAGS.some((t) => t.categorySlug === TAG_GROUP.problem && t.slug === slug)) throw new Error(`Unknown problem tag ${slug}`);
    }
  }
  for (const s of SERIES) if (s.signature) ingredientIndex(s.signature);
  [...PRESERVATIVE_SYSTEMS.flat(), ...Object.values(STABILISERS).flat(), ...Object.values(COMPONENT_TAG_INCI).flat()].forEach(ingredientIndex);
}

function qualifiersFor(focus: Focus, key: TypeKey, type: ProductType): Qualifier[] {
  const saysFor = typeSaysFor(type);
  return (type.qualifiers ?? focus.qualifiers).filter((q) => (!q.types || q.types.includes(key)) && !(q.kind === 'for' && saysFor));
}

function variantLabel(unit: Unit, amount: number): { ru: string; uk: string; size: number } {
  switch (unit) {
    case 'ml':
      return { ru: `${amount} мл`, uk: `${amount} мл`, size: amount };
    case 'g':
      return { ru: `${amount} г`, uk: `${amount} г`, size: amount };
    case 'amp':
      return { ru: `${amount} × 2 мл`, uk: `${amount} × 2 мл`, size: amount * 2 };
    case 'pcs':
      return { ru: `${amount} шт.`, uk: `${amount} шт.`, size: amount };
  }
}

const round10 = (v: number) => Math.round(v / 10) * 10;

/** Retail prices of the chosen sizes: growing with size, within 250–4500 grn, whole tens. */
function retailPrices(rng: Rng, type: ProductType, brand: BrandSeed, amounts: number[]): number[] {
  const base = rng.int(type.price[0], type.price[1]) * brand.priceFactor;
  const smallest = type.sizes[0];
  let raw = amounts.map((a) => base * (a / smallest) ** PRICE_GROWTH);
  const top = raw[raw.length - 1];
  if (top > MAX_RETAIL) raw = raw.map((p) => (p * MAX_RETAIL) / top);
  const prices: number[] = [];
  for (const p of raw) {
    let price = Math.min(MAX_RETAIL, Math.max(MIN_RETAIL, round10(p)));
    const previous = prices[prices.length - 1];
    if (previous !== undefined && price <= previous) price = previous + 10;
    prices.push(price);
  }
  return prices;
}

const MAX_INGREDIENTS = 15;

/**
 * The INCI list: the type's base, what the title and the description name (qualifier, series
 * signature, formula sentence), a preservative system, maybe a fragrance, then actives, extracts and
 * stabilisers up to a realistic 6–15 entries. `key` are the components the description lists.
 */
function planIngredients(
  rng: Rng,
  type: ProductType,
  focus: Focus,
  series: SeriesSeed,
  qualifier: Qualifier | null,
  formula: Formula,
): { ordered: number[]; key: number[] } {
  const fixed = type.fixed ?? 2;
  const base = type.base.slice(0, fixed).map(ingredientIndex);
  const keyInci = [
    ...(qualifier?.inci ?? []),
    ...(series.signature ? [series.signature] : []),
    ...formula.needs,
    ...(type.needsOneOf ? [rng.pick(type.needsOneOf)] : []),
  ];
  const activePool = type.actives ?? focus.actives;
  const actives = rng.sample(activePool, rng.int(focus.activeCount[0], focus.activeCount[1]));
  const extracts = rng.sample(focus.extracts, rng.int(0, 2));
  const stabilisers = rng.sample(STABILISERS[type.texture], rng.int(0, 2));
  const preservatives = type.base.includes('Aqua') ? rng.pick(PRESERVATIVE_SYSTEMS) : ['Tocopherol'];
  const fragrance =
    !focus.fragranceFree && !type.pro && rng.chance(0.45) ? ['Parfum', ...(rng.chance(0.5) ? [rng.pick(['Limonene', 'Linalool'])] : [])] : [];

  const chosen = new Set(base);
  const rest: number[] = [];
  const add = (inci: string) => {
    const index = ingredientIndex(inci);
    if (chosen.has(index) || chosen.size >= MAX_INGREDIENTS) return;
    chosen.add(index);
    rest.push(index);
  };
  for (const inci of [...keyInci, ...preservatives, ...fragrance]) add(inci);
  for (const inci of type.base.slice(fixed)) {
    if (rng.chance(0.55) && chosen.size < MAX_INGREDIENTS) {
      const index = ingredientIndex(inci);
      if (!chosen.has(index)) {
        chosen.add(index);
        base.push(index);
      }
    }
  }
  const target = rng.int(8, MAX_INGREDIENTS);
  for (const inci of [...actives, ...extracts, ...stabilisers]) if (chosen.size < target) add(inci);
  for (const inci of [...activePool, ...focus.extracts]) if (chosen.size < 6) add(inci);

  // INCI order: the base in its own order, then the rest by role (actives, extracts, stabilisers, preservatives, fragrance).
  rest.sort((a, b) => INGREDIENTS[a].rank - INGREDIENTS[b].rank);
  const ordered = [...base, ...rest];
  // What the title and the description name comes first; then actives and extracts (not base ingredients).
  const named = keyInci.map(ingredientIndex);
  const others = [...actives, ...extracts].map(ingredientIndex).filter((index) => INGREDIENTS[index].rank >= 2);
  const key = [...named, ...others]
    .filter((index, i, all) => chosen.has(index) && all.indexOf(index) === i)
    .slice(0, Math.max(named.length, rng.int(2, 4)));
  return { ordered, key };
}

function sortBy<T extends string>(values: T[], order: string[]): T[] {
  return [...values].sort((a, b) => order.indexOf(a) - order.indexOf(b));
}

export interface PlanContext {
  usedTitles: Set<string>;
  usedSlugs: Set<string>;
}

/** Plans product number `ordinal` (1-based). Pure apart from the title and slug registries in `ctx`. */
export function planProduct(ordinal: number, ctx: PlanContext): ProductPlan {
  const rng = new Rng(hash32(SEED, ordinal));
  const seriesIndex = rng.weighted(SERIES_WEIGHTS);
  const series = SERIES[seriesIndex];
  const brand = BRANDS[series.brand];
  const focus = FOCUSES[series.focus];

  // Type and title ending; a few tries for a title the catalogue does not have yet.
  let typeKey: TypeKey = focus.types[0];
  let qualifier: Qualifier | null = null;
  let titleRu = '';
  let titleUk = '';
  for (let attempt = 0; attempt < 6; attempt++) {
    typeKey = rng.pick(focus.types);
    const type = ALL_TYPES[typeKey];
    const options = qualifiersFor(focus, typeKey, type);
    qualifier = options.length ? rng.pick(options) : null;
    titleRu = [type.ru, series.title, qualifier?.ru].filter(Boolean).join(' ');
    titleUk = [type.uk, series.title, qualifier?.uk].filter(Boolean).join(' ');
    if (!ctx.usedTitles.has(titleRu)) break;
  }
  ctx.usedTitles.add(titleRu);
  const type = ALL_TYPES[typeKey];
  let slug = slugify(titleRu);
  if (ctx.usedSlugs.has(slug)) slug = `${slug}-${ordinal}`;
  ctx.usedSlugs.add(slug);

  // Evenly spread shares whatever the catalogue size: 8 % outlet, 10 % promotion, 15 % new, 8 % seasonal hits.
  const mark = spread(ordinal, GOLDEN);
  const outlet = mark < 0.08;
  const promotion = !outlet && mark < 0.18;
  const isNew = spread(ordinal, SQRT2) < 0.15;
  const seasonal = spread(ordinal, SQRT3) < 0.08;
  const hasDuplicate = spread(ordinal, SQRT7) < 0.012;

  const formula = type.formula ?? rng.pick(focus.formulas);
  const { ordered, key } = planIngredients(rng, type, focus, series, qualifier, formula);

  const variantCount = Math.min(type.sizes.length, 1 + rng.weighted([35, 35, 20, 10]));
  const amounts = rng.sample(type.sizes, variantCount).sort((x, y) => x - y);
  const normal = retailPrices(rng, type, brand, amounts);
  const discount = outlet ? rng.pick([0.2, 0.25, 0.3, 0.35, 0.4]) : promotion ? rng.pick([0.1, 0.15, 0.2, 0.25]) : 0;
  const variants: VariantPlan[] = amounts.map((amount, i) => {
    const label = variantLabel(type.unit, amount);
    const retail = discount ? round10(normal[i] * (1 - discount)) : normal[i];
    return {
      valueRu: label.ru,
      valueUk: label.uk,
      size: label.size,
      article: `${brand.prefix}-${10000 + ordinal}-${label.size}`,
      quantity: rng.chance(0.07) ? 0 : outlet ? rng.int(1, 25) : rng.int(1, 120),
      retail,
      oldRetail: discount ? normal[i] : null,
      professional: Math.round(retail * 0.75),
      distributor: Math.round(retail * 0.6),
      client: Math.round(retail * 0.9),
    };
  });
  const ownPictureVariant = variants.length >= 2 && rng.chance(0.3) ? variants.length - 1 : -1;

  const unitsOfCabinet = type.unit === 'ml' || type.unit === 'g';
  const cabinetSize = unitsOfCabinet && amounts[amounts.length - 1] >= 500;
  const forCabinet = Boolean(type.pro) || cabinetSize;

  const categories: CategoryId[] = [type.category];
  if (outlet) categories.push(CATEGORY.outlet);
  else if (seasonal) categories.push(CATEGORY.seasonalHits);
  else if (forCabinet && type.category !== CATEGORY.professional) categories.push(CATEGORY.professional);

  const skin: SkinType[] =
    focus.skin && type.zone !== 'hair' ? sortBy(rng.sample(focus.skin, rng.int(2, Math.min(4, focus.skin.length))), SKIN_ORDER) : [];
  const purposes = [...new Set<Purpose>([...focus.purposes, ...type.purposes])].slice(0, 3);
  const ages: AgeGroup[] =
    focus.ages && ['face', 'eyes', 'lips'].includes(type.zone) ? sortBy(rng.sample(focus.ages, rng.int(1, Math.min(3, focus.ages.length))), AGE_ORDER) : [];
  const attributeValues = [
    ...skin.map((v) => `skin-type/${v}`),
    ...purposes.map((v) => `purpose/${v}`),
    ...ages.map((v) => `age/${v}`),
    `zone/${type.zone}`,
  ];

  const inciSet = new Set(ordered.map((i) => INGREDIENTS[i].inci));
  const tags = [
    ...rng.sample(focus.problems, rng.int(1, 2)).map((t) => `${TAG_GROUP.problem}/${t}`),
    ...Object.entries(COMPONENT_TAG_INCI)
      .filter(([, names]) => names.some((n) => inciSet.has(n)))
      .map(([t]) => `${TAG_GROUP.component}/${t}`),
    ...(inciSet.has('Parfum') ? [] : [`${TAG_GROUP.feature}/bez-otdushki`]),
    `${TAG_GROUP.feature}/${forCabinet ? 'dlya-kabineta' : 'domashniy-uhod'}`,
  ];

  const texts = productTexts({
    type,
    focus,
    formula,
    brand,
    series,
    ingredients: ordered.map((i) => INGREDIENTS[i]),
    keyIngredients: key.map((i) => INGREDIENTS[i]),
    skin,
    volumesRu: variants.map((v) => v.valueRu),
    volumesUk: variants.map((v) => v.valueUk),
    pro: Boolean(type.pro),
    cabinetSize,
    rng,
  });

  const bestseller = rng.chance(0.1);
  let salesCount = bestseller ? rng.int(250, 2400) : Math.floor(rng.next() ** 2 * 200);
  if (isNew) salesCount = Math.floor(salesCount * 0.2);
  const daysAgo = isNew ? rng.int(0, 45) : rng.int(46, 900);
  const createdAt = new Date(ANCHOR_MS - daysAgo * DAY_MS - rng.int(0, 86_399) * 1000);
  const updatedAt = new Date(createdAt.getTime() + rng.int(0, Math.min(daysAgo, 60)) * DAY_MS);

  return {
    ordinal,
    brand: series.brand,
    series: seriesIndex,
    typeKey,
    type,
    focus,
    titleRu,
    titleUk,
    slug,
    texts,
    ingredients: ordered,
    variants,
    ownPictureVariant,
    categories,
    tags,
    attributeValues,
    isNew,
    salesCount,
    hasDuplicate,
    createdAt,
    updatedAt,
  };
}
