import type { ListFacets, ProductFilterQuery } from '@shop/contracts/catalog';
import type { ApiDeps } from '../../deps.ts';
import { pick } from '../../core/localized.ts';
import { loadDirectory } from './directory.ts';
import { countByBrand, countByVolume, ukrainianVolumeLabels } from './facets.repository.ts';
import { MATCHES_NOTHING, resolveProductFilter } from './filter-resolver.ts';
import type { Caller } from './products.service.ts';

/** Volumes in the shop's order: by the number they start with, then by label. */
function compareVolumes(a: string, b: string): number {
  const number = (v: string) => Number.parseFloat(v.replace(',', '.'));
  const na = number(a);
  const nb = number(b);
  if (Number.isFinite(na) && Number.isFinite(nb) && na !== nb) return na - nb;
  if (Number.isFinite(na) !== Number.isFinite(nb)) return Number.isFinite(na) ? -1 : 1;
  return a.localeCompare(b, 'ru');
}

/**
 * GET /v1/catalog/facets: brands and volumes with product counts under the list filters. Each facet
 * is counted without its own choice, so its counts say what choosing another value would give.
 */
export async function listFacets(deps: ApiDeps, query: ProductFilterQuery, caller: Caller): Promise<ListFacets> {
  const dir = await loadDirectory(deps);
  const db = deps.database.db;
  const withoutBrand = resolveProductFilter(dir, { ...query, brand: undefined }, caller.viewer);
  const withoutVolume = resolveProductFilter(dir, { ...query, volume: undefined }, caller.viewer);
  const [brandCounts, volumeCounts] = await Promise.all([
    withoutBrand === MATCHES_NOTHING ? [] : countByBrand(db, withoutBrand, caller.viewer),
    withoutVolume === MATCHES_NOTHING ? [] : countByVolume(db, withoutVolume, caller.viewer),
  ]);

  const brandCount = new Map(brandCounts.map((c) => [c.id, c.count]));
  const chosenBrands = new Set((query.brand ?? []).map((v) => v.toLowerCase()));
  const brands = dir.brands
    .filter((b) => brandCount.has(b.id) || chosenBrands.has(b.slug) || chosenBrands.has(String(b.id)))
    .map((b) => ({ id: b.id, slug: b.slug, title: pick(b, 'title', caller.lang), count: brandCount.get(b.id) ?? 0 }))
    .sort((a, b) => a.title.localeCompare(b.title, 'ru'));

  const volumeCount = new Map(volumeCounts.map((c) => [c.value, c.count]));
  const values = [...new Set([...volumeCount.keys(), ...(query.volume ?? [])])].sort(compareVolumes);
  const labels = caller.lang === 'ua' ? await ukrainianVolumeLabels(db, values) : new Map<string, string>();
  const volumes = values.map((value) => ({ value, title: labels.get(value) ?? value, count: volumeCount.get(value) ?? 0 }));
  return { brands, volumes };
}
