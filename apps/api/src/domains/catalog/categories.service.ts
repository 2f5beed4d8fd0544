import type { Breadcrumb, CatalogLanding, Category, LandingType } from '@shop/contracts/catalog';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { ApiDeps } from '../../deps.ts';
import { HttpError, genericMessage } from '../../core/errors.ts';
import { RETAIL_VIEWER } from '../pricing/price-viewer.ts';
import { STRUCTURE_TTL_S, cachedUnderVersion } from '../../core/answer-cache.ts';
import { type BrandRow, type CategoryRow, type Directory, type SeriesRow, type TagRow, loadDirectory } from './directory.ts';
import { countByCategoryTree } from './facets.repository.ts';
import type { ProductFilter } from './product-filter.ts';
import { countProducts } from './product-list.repository.ts';
import { toImage } from './product-summary.mapper.ts';
import { META_DESCRIPTION_MAX, plainText, seoText } from './seo-text.ts';
import { pick } from '../../core/localized.ts';

const title = (row: { titleRu: string; titleUk: string }, lang: ApiLanguage) => pick(row, 'title', lang);

export async function listCategories(deps: ApiDeps, lang: ApiLanguage): Promise<Category[]> {
  const [dir, counts] = await Promise.all([
    loadDirectory(deps),
    cachedUnderVersion(deps.cache, 'category-counts', STRUCTURE_TTL_S, () => countByCategoryTree(deps.database.db)),
  ]);
  const countOf = new Map(counts.map((c) => [c.id, c.count]));
  return dir.categories.map((c) => ({
    id: c.id,
    parentId: c.parentId,
    slug: c.slug,
    title: title(c, lang),
    sort: c.sort,
    productsCount: countOf.get(c.id) ?? 0,
  }));
}

type Found =
  | { type: 'category'; row: CategoryRow }
  | { type: 'brand'; row: BrandRow }
  | { type: 'series' | 'collection'; row: SeriesRow }
  | { type: 'tag'; row: TagRow };

function find(dir: Directory, slug: string, type: LandingType | undefined, tag: string | undefined): Found | undefined {
  if (tag) {
    const row = dir.tagByPath.get(`${slug}/${tag}`);
    return row && (!type || type === 'tag') ? { type: 'tag', row } : undefined;
  }
  const category = dir.categoryBySlug.get(slug);
  if (category && (!type || type === 'category')) return { type: 'category', row: category };
  const brand = dir.brandBySlug.get(slug);
  if (brand && (!type || type === 'brand')) return { type: 'brand', row: brand };
  const series = dir.seriesBySlug.get(slug);
  if (series) {
    const kind = series.isCollection ? 'collection' : 'series';
    // A collection is a series too: asking for either kind finds it.
    if (!type || type === 'series' || type === 'collection') return { type: kind, row: series };
  }
  return undefined;
}

function categoryChain(dir: Directory, row: CategoryRow): CategoryRow[] {
  const chain: CategoryRow[] = [];
  const seen = new Set<number>();
  for (let current: CategoryRow | undefined = row; current && !seen.has(current.id); current = current.parentId === null ? undefined : dir.categoryById.get(current.parentId)) {
    seen.add(current.id);
    chain.unshift(current);
  }
  return chain;
}

/**
 * What a landing page (/product-category/…, /product-collections/…, /{category}/{tag}/, a category)
 * shows above its products. Unknown slug → 404.
 */
export async function getLanding(
  deps: ApiDeps,
  slug: string,
  options: { type?: LandingType; tag?: string },
  lang: ApiLanguage,
): Promise<CatalogLanding> {
  const dir = await loadDirectory(deps);
  const found = find(dir, slug.toLowerCase(), options.type, options.tag?.toLowerCase());
  if (!found) throw new HttpError(404, genericMessage(lang, 'notFound'));
  const brandRef = (b: BrandRow) => ({ id: b.id, title: title(b, lang), slug: b.slug });
  const crumb = (type: Breadcrumb['type'], row: { titleRu: string; titleUk: string; slug: string }, brandSlug: string | null = null): Breadcrumb => ({
    type,
    title: title(row, lang),
    slug: row.slug,
    brandSlug,
  });

  let landing: Omit<CatalogLanding, 'productsCount' | 'seo'> & { seoTitle: string };
  let filter: ProductFilter;
  switch (found.type) {
    case 'category': {
      const row = found.row;
      landing = {
        type: 'category',
        id: row.id,
        slug: row.slug,
        title: title(row, lang),
        description: '',
        image: null,
        brand: null,
        breadcrumbs: categoryChain(dir, row).map((c) => crumb('category', c)),
        filter: { category: String(row.id) },
        seoTitle: seoText(lang, 'category', { title: title(row, lang) }),
      };
      filter = { categoryIds: dir.categoryWithDescendants(row.id) };
      break;
    }
    case 'brand': {
      const row = found.row;
      landing = {
        type: 'brand',
        id: row.id,
        slug: row.slug,
        title: title(row, lang),
        description: pick(row, 'description', lang),
        image: null,
        brand: brandRef(row),
        breadcrumbs: [crumb('brand', row)],
        filter: { brand: String(row.id) },
        seoTitle: seoText(lang, 'brand', { title: title(row, lang) }),
      };
      filter = { brandIds: [row.id] };
      break;
    }
    case 'series':
    case 'collection': {
      const row = found.row;
      const brand = dir.brandById.get(row.brandId);
      landing = {
        type: found.type,
        id: row.id,
        slug: row.slug,
        title: title(row, lang),
        description: pick(row, 'description', lang),
        image: toImage(row.image),
        brand: brand ? brandRef(brand) : null,
        breadcrumbs: [...(brand ? [crumb('brand', brand)] : []), crumb(found.type, row, brand?.slug ?? null)],
        filter: found.type === 'collection' ? { collection: String(row.id) } : { series: String(row.id) },
        seoTitle: seoText(lang, 'series', { title: title(row, lang), brand: brand ? title(brand, lang) : '' }),
      };
      filter = { seriesIds: [row.id] };
      break;
    }
    case 'tag': {
      const row = found.row;
      const category = dir.categoryBySlug.get(row.categorySlug);
      landing = {
        type: 'tag',
        id: row.id,
        slug: row.slug,
        title: title(row, lang),
        description: '',
        image: null,
        brand: null,
        breadcrumbs: [...(category ? categoryChain(dir, category).map((c) => crumb('category', c)) : []), crumb('tag', row)],
        filter: { tag: String(row.id) },
        seoTitle: seoText(lang, 'tag', { title: title(row, lang) }),
      };
      filter = { tagIds: [row.id] };
      break;
    }
  }

  const productsCount = await cachedUnderVersion(deps.cache, `landing-count:${found.type}:${found.row.id}`, STRUCTURE_TTL_S, () =>
    countProducts(deps.database.db, filter, RETAIL_VIEWER),
  );
  const { seoTitle, ...rest } = landing;
  const description = plainText(rest.description, META_DESCRIPTION_MAX) || seoText(lang, 'listDescription', { title: rest.title, count: productsCount });
  return { ...rest, productsCount, seo: { title: seoTitle, description } };
}
