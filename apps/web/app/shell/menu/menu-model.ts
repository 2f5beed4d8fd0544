import type { ApiLanguage } from '@shop/contracts/i18n';
import type { MenuSeriesItem } from '@shop/contracts/content';
import { localePath } from '../../lib/language.ts';

/** A menu entry: the translation key of its label and the site path in the page's language. */
export interface MenuLink {
  labelKey: string;
  href: string;
}

export interface MenuSeries {
  id: number;
  title: string;
  description: string | null;
  href: string;
}

export interface SeriesGroup {
  brand: MenuSeriesItem['brand'];
  series: MenuSeries[];
}

/** Catalogue menu without the series (SPEC §2): new, bestsellers, ingredients, and the whole catalogue. */
export function catalogLinks(lang: ApiLanguage): MenuLink[] {
  return [
    { labelKey: 'menu.new', href: localePath('/novinki/', lang) },
    { labelKey: 'menu.bestsellers', href: localePath('/top-prodazh/', lang) },
    { labelKey: 'menu.ingredients', href: localePath('/ingredienty/', lang) },
    { labelKey: 'menu.allProducts', href: localePath('/katalog/', lang) },
  ];
}

/** Info menu (SPEC §2): news, interesting articles, videos, and the master classes for cosmetologists. */
export function infoLinks(lang: ApiLanguage): MenuLink[] {
  return [
    { labelKey: 'menu.news', href: localePath('/news/', lang) },
    { labelKey: 'menu.interesting', href: localePath('/interesnye-stati/', lang) },
    { labelKey: 'menu.videos', href: localePath('/video-materialy/', lang) },
    { labelKey: 'menu.masterClasses', href: localePath('/video-master-klassy/', lang) },
  ];
}

/** Links of the top bar: delivery and contacts. */
export function serviceLinks(lang: ApiLanguage): MenuLink[] {
  return [
    { labelKey: 'shell.delivery', href: localePath('/delivery/', lang) },
    { labelKey: 'shell.contacts', href: localePath('/contact/', lang) },
  ];
}

/**
 * Series of the header menu grouped by brand, each linking to `/product-category/{brand}/{series}/`.
 * The API already orders them by brand and series; groups keep that order.
 */
export function groupSeriesByBrand(items: readonly MenuSeriesItem[], lang: ApiLanguage): SeriesGroup[] {
  const groups = new Map<number, SeriesGroup>();
  for (const item of items) {
    let group = groups.get(item.brand.id);
    if (!group) {
      group = { brand: item.brand, series: [] };
      groups.set(item.brand.id, group);
    }
    group.series.push({
      id: item.id,
      title: item.title,
      description: item.shortDescription?.trim() || null,
      href: localePath(`/product-category/${encodeURIComponent(item.brand.slug)}/${encodeURIComponent(item.slug)}/`, lang),
    });
  }
  return [...groups.values()];
}
