import { describe, expect, it } from 'vitest';
import type { MenuSeriesItem } from '@shop/contracts/content';
import { catalogLinks, groupSeriesByBrand, infoLinks } from './menu-model.ts';

const brandA = { id: 1, title: 'Derma Line', slug: 'derma-line' };
const brandB = { id: 2, title: 'Aqua Pro', slug: 'aqua-pro' };
const item = (id: number, brand: MenuSeriesItem['brand'], slug: string, shortDescription: string | null = null): MenuSeriesItem => ({
  id,
  title: `Series ${id}`,
  slug,
  shortDescription,
  brand,
});

describe('groupSeriesByBrand', () => {
  it('groups series under their brand in the order the API gives', () => {
    const groups = groupSeriesByBrand(
      [item(1, brandA, 'hydra'), item(2, brandA, 'lift', 'Лифтинг'), item(3, brandB, 'calm')],
      'ru',
    );
    expect(groups.map((g) => g.brand.slug)).toEqual(['derma-line', 'aqua-pro']);
    expect(groups[0].series).toEqual([
      { id: 1, title: 'Series 1', description: null, href: '/product-category/derma-line/hydra/' },
      { id: 2, title: 'Series 2', description: 'Лифтинг', href: '/product-category/derma-line/lift/' },
    ]);
  });

  it('links to the Ukrainian pages under /ua/', () => {
    const [group] = groupSeriesByBrand([item(3, brandB, 'calm')], 'ua');
    expect(group.series[0].href).toBe('/ua/product-category/aqua-pro/calm/');
  });

  it('treats a blank description as none', () => {
    const [group] = groupSeriesByBrand([item(4, brandB, 'x', '   ')], 'ru');
    expect(group.series[0].description).toBeNull();
  });

  it('returns no groups for an empty menu', () => {
    expect(groupSeriesByBrand([], 'ru')).toEqual([]);
  });
});

describe('menu links', () => {
  it('lists the catalogue and info pages in the page language', () => {
    expect(catalogLinks('ua').map((l) => l.href)).toEqual(['/ua/novinki/', '/ua/top-prodazh/', '/ua/ingredienty/', '/ua/katalog/']);
    expect(infoLinks('ru').map((l) => l.href)).toEqual(['/news/', '/interesnye-stati/', '/video-materialy/', '/video-master-klassy/']);
    expect(infoLinks('ua').at(-1)).toEqual({ labelKey: 'menu.masterClasses', href: '/ua/video-master-klassy/' });
  });
});
