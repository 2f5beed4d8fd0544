import type { MenuSeriesItem } from '@shop/contracts/content';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { ApiDeps } from '../../deps.ts';
import { cached } from '../../platform/cache.ts';
import { pick } from '../../platform/localized.ts';
import { listMenuSeries } from './menu.repository.ts';

const MENU_TTL_S = 60;

export function getMenuSeries({ database, cache }: ApiDeps, lang: ApiLanguage): Promise<MenuSeriesItem[]> {
  return cached(cache, `catalog:menu-series:${lang}`, MENU_TTL_S, async () => {
    const rows = await listMenuSeries(database.db);
    return rows.map((r) => ({
      id: r.id,
      title: pick(r, 'title', lang),
      shortDescription: pick(r, 'shortDescription', lang),
      slug: r.slug,
      brand: { id: r.brandId, title: lang === 'ua' ? r.brandTitleUk : r.brandTitleRu, slug: r.brandSlug },
    }));
  });
}
