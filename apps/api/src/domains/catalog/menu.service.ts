import type { MenuSeriesItem } from '@shop/contracts/content';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { ApiDeps } from '../../deps.ts';
import { pick } from '../../core/localized.ts';
import { STRUCTURE_TTL_S, cachedUnderVersion } from '../../core/answer-cache.ts';
import { listMenuSeries } from './menu.repository.ts';

export function getMenuSeries({ database, cache }: ApiDeps, lang: ApiLanguage): Promise<MenuSeriesItem[]> {
  // Under the catalogue version, so a renamed or hidden series leaves the menu with the next change.
  return cachedUnderVersion(cache, `menu-series:${lang}`, STRUCTURE_TTL_S, async () => {
    const rows = await listMenuSeries(database.db);
    return rows.map((r) => ({
      id: r.id,
      title: pick(r, 'title', lang),
      shortDescription: pick(r, 'shortDescription', lang),
      slug: r.slug,
      brand: { id: r.brandId, title: pick(r, 'brandTitle', lang), slug: r.brandSlug },
    }));
  });
}
