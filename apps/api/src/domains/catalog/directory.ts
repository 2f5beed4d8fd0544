import type { ApiDeps } from '../../deps.ts';
import { STRUCTURE_TTL_S, cachedUnderVersion } from '../../core/answer-cache.ts';
import * as repo from './directory.repository.ts';
import type { ImageRow } from './product-list.repository.ts';

/**
 * The catalogue's structure (categories, brands, series, tags, attributes): a few hundred rows that
 * every list needs to resolve slugs and build landings. Loaded once per catalogue version.
 */

export type CategoryRow = Awaited<ReturnType<typeof repo.listCategories>>[number];
export type BrandRow = Awaited<ReturnType<typeof repo.listBrands>>[number];
export type SeriesRow = Awaited<ReturnType<typeof repo.listSeries>>[number] & { image: ImageRow | null };
export type TagRow = Awaited<ReturnType<typeof repo.listTags>>[number];

export interface AttributeRow {
  id: number;
  slug: string;
  titleRu: string;
  titleUk: string;
  values: { id: number; slug: string; titleRu: string; titleUk: string }[];
}

export interface DirectoryData {
  categories: CategoryRow[];
  brands: BrandRow[];
  series: SeriesRow[];
  tags: TagRow[];
  attributes: AttributeRow[];
}

export interface Directory extends DirectoryData {
  categoryById: Map<number, CategoryRow>;
  categoryBySlug: Map<string, CategoryRow>;
  brandById: Map<number, BrandRow>;
  brandBySlug: Map<string, BrandRow>;
  seriesById: Map<number, SeriesRow>;
  seriesBySlug: Map<string, SeriesRow>;
  tagById: Map<number, TagRow>;
  /** Key `${categorySlug}/${slug}`. */
  tagByPath: Map<string, TagRow>;
  attributeById: Map<number, AttributeRow>;
  attributeBySlug: Map<string, AttributeRow>;
  /** Attribute id of each value id. */
  attributeOfValue: Map<number, number>;
  /** A category and all its descendants. */
  categoryWithDescendants(id: number): number[];
}

async function loadData(deps: ApiDeps): Promise<DirectoryData> {
  const db = deps.database.db;
  const [categories, brands, series, tags, values] = await Promise.all([
    repo.listCategories(db),
    repo.listBrands(db),
    repo.listSeries(db),
    repo.listTags(db),
    repo.listAttributeValues(db),
  ]);
  const attributes = new Map<number, AttributeRow>();
  for (const v of values) {
    let attribute = attributes.get(v.attributeId);
    if (!attribute) {
      attribute = { id: v.attributeId, slug: v.attributeSlug, titleRu: v.attributeTitleRu, titleUk: v.attributeTitleUk, values: [] };
      attributes.set(v.attributeId, attribute);
    }
    attribute.values.push({ id: v.id, slug: v.slug, titleRu: v.titleRu, titleUk: v.titleUk });
  }
  return { categories, brands, series: series as SeriesRow[], tags, attributes: [...attributes.values()] };
}

// Lookup maps are built once per loaded structure (the memory cache hands back the same object).
const indexed = new WeakMap<DirectoryData, Directory>();

function index(data: DirectoryData): Directory {
  const children = new Map<number, number[]>();
  for (const c of data.categories) {
    if (c.parentId === null) continue;
    const list = children.get(c.parentId) ?? [];
    list.push(c.id);
    children.set(c.parentId, list);
  }
  const attributeOfValue = new Map<number, number>();
  for (const a of data.attributes) for (const v of a.values) attributeOfValue.set(v.id, a.id);
  return {
    ...data,
    categoryById: new Map(data.categories.map((c) => [c.id, c])),
    categoryBySlug: new Map(data.categories.map((c) => [c.slug, c])),
    brandById: new Map(data.brands.map((b) => [b.id, b])),
    brandBySlug: new Map(data.brands.map((b) => [b.slug, b])),
    seriesById: new Map(data.series.map((s) => [s.id, s])),
    seriesBySlug: new Map(data.series.map((s) => [s.slug, s])),
    tagById: new Map(data.tags.map((t) => [t.id, t])),
    tagByPath: new Map(data.tags.map((t) => [`${t.categorySlug}/${t.slug}`, t])),
    attributeById: new Map(data.attributes.map((a) => [a.id, a])),
    attributeBySlug: new Map(data.attributes.map((a) => [a.slug, a])),
    attributeOfValue,
    categoryWithDescendants(id: number): number[] {
      const found: number[] = [];
      const queue = [id];
      const seen = new Set<number>();
      while (queue.length) {
        const next = queue.shift()!;
        if (seen.has(next)) continue; // a loop in parent ids must not hang a request
        seen.add(next);
        found.push(next);
        queue.push(...(children.get(next) ?? []));
      }
      return found;
    },
  };
}

export async function loadDirectory(deps: ApiDeps): Promise<Directory> {
  const data = await cachedUnderVersion(deps.cache, 'directory', STRUCTURE_TTL_S, () => loadData(deps));
  let result = indexed.get(data);
  if (!result) indexed.set(data, (result = index(data)));
  return result;
}
