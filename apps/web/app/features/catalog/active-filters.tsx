import type { AttributeWithCounts, Category, ListFacets } from '@shop/contracts/catalog';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { Link } from 'react-router';
import { formatPrice } from '../../components/ui/price.tsx';
import { pageHref } from '../../components/ui/pagination-links.ts';
import { EMPTY_LIST_STATE, type ListState, hasFilters, serializeListState } from './list-params.ts';
import styles from './active-filters.module.css';

interface ActiveFiltersProps {
  basePath: string;
  state: ListState;
  categories: Category[];
  attributes: AttributeWithCounts[];
  listFacets: ListFacets;
}

interface Chip {
  key: string;
  label: string;
  without: ListState;
}

/** The applied filters as removable chips, and "reset all"; each is a link to page 1 without it. */
export function ActiveFilters({ basePath, state, categories, attributes, listFacets }: ActiveFiltersProps) {
  const { t } = useTranslation();
  if (!hasFilters(state)) return null;

  const valueTitle = new Map(attributes.flatMap((a) => a.values.map((v) => [v.id, v.title] as const)));
  const categoryTitle = new Map(categories.map((c) => [c.slug, c.title] as const));
  const brandTitle = new Map(listFacets.brands.map((b) => [b.slug, b.title] as const));
  const volumeTitle = new Map(listFacets.volumes.map((v) => [v.value, v.title] as const));
  const chips: Chip[] = [
    ...state.category.map((slug) => ({
      key: `c-${slug}`,
      label: categoryTitle.get(slug) ?? slug,
      without: { ...state, category: state.category.filter((s) => s !== slug) },
    })),
    ...state.brand.map((slug) => ({ key: `b-${slug}`, label: brandTitle.get(slug) ?? slug, without: { ...state, brand: state.brand.filter((s) => s !== slug) } })),
    ...state.series.map((slug) => ({ key: `s-${slug}`, label: slug, without: { ...state, series: state.series.filter((s) => s !== slug) } })),
    ...state.volume.map((value) => ({
      key: `v-${value}`,
      label: volumeTitle.get(value) ?? value,
      without: { ...state, volume: state.volume.filter((v) => v !== value) },
    })),
    ...state.attributeValues.map((id) => ({
      key: `a-${id}`,
      label: valueTitle.get(id) ?? String(id),
      without: { ...state, attributeValues: state.attributeValues.filter((v) => v !== id) },
    })),
  ];
  if (state.priceMin !== null) chips.push({ key: 'pmin', label: `${t('catalog.filters.priceMin')} ${formatPrice(state.priceMin)}`, without: { ...state, priceMin: null } });
  if (state.priceMax !== null) chips.push({ key: 'pmax', label: `${t('catalog.filters.priceMax')} ${formatPrice(state.priceMax)}`, without: { ...state, priceMax: null } });
  if (state.inStock) chips.push({ key: 'stock', label: t('catalog.filters.inStock'), without: { ...state, inStock: false } });
  if (state.isNew) chips.push({ key: 'new', label: t('catalog.filters.isNew'), without: { ...state, isNew: false } });
  if (state.promotions) chips.push({ key: 'promo', label: t('catalog.filters.promotions'), without: { ...state, promotions: false } });

  const reset = { ...EMPTY_LIST_STATE, sort: state.sort, view: state.view };
  return (
    <ul className={styles.chips} aria-label={t('catalog.filters.active')}>
      {chips.map((chip) => (
        <li key={chip.key}>
          <Link to={pageHref(basePath, 1, serializeListState(chip.without))} className={styles.chip} preventScrollReset>
            <span>{chip.label}</span>
            <span aria-hidden="true" className={styles.remove}>
              ×
            </span>
            <span className="visually-hidden">{t('catalog.filters.remove')}</span>
          </Link>
        </li>
      ))}
      <li>
        <Link to={pageHref(basePath, 1, serializeListState(reset))} className={styles.reset} preventScrollReset>
          {t('catalog.filters.reset')}
        </Link>
      </li>
    </ul>
  );
}
