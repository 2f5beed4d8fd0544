import { useTranslation } from '../../i18n/translation-context.tsx';
import { Link } from 'react-router';
import type { SelectionFilters } from '@shop/contracts/selection';
import { SELECTION_FACETS, type SelectionFacet, type SelectionState, serializeSelection, toggleValue } from './selection-state.ts';
import styles from './selection-chips.module.css';

interface SelectionChipsProps {
  basePath: string;
  state: SelectionState;
  filters: SelectionFilters;
}

/** Names of the chosen values, looked up in the facets the API returned. */
function titleLookup(filters: SelectionFilters): Record<SelectionFacet, Map<number, string>> {
  const ingredients = new Map(filters.ingredients.map((i) => [i.id, i.inciName]));
  return {
    skin_type: new Map((filters.skinType?.values ?? []).map((v) => [v.id, v.title])),
    purpose: new Map((filters.purpose?.values ?? []).map((v) => [v.id, v.title])),
    brand: new Map(filters.brands.map((v) => [v.id, v.title])),
    series: new Map(filters.series.map((v) => [v.id, v.title])),
    include: ingredients,
    exclude: ingredients,
  };
}

/** The current choice as removable chips (plain links, so they work before scripts load) and "reset all". */
export function SelectionChips({ basePath, state, filters }: SelectionChipsProps) {
  const { t } = useTranslation();
  const titles = titleLookup(filters);
  const chips = SELECTION_FACETS.flatMap((facet) =>
    state[facet].map((id) => {
      const query = serializeSelection(toggleValue(state, facet, id));
      const name = titles[facet].get(id) ?? t('selection.chip.unknown', { id });
      return { key: `${facet}:${id}`, facet, name, href: query ? `${basePath}?${query}` : basePath };
    }),
  );
  if (chips.length === 0) return null;
  return (
    <div className={styles.chips}>
      <ul className={styles.list} aria-label={t('selection.chips.label')}>
        {chips.map((chip) => (
          <li key={chip.key}>
            <Link to={chip.href} className={`${styles.chip} ${styles[chip.facet] ?? ''}`} preventScrollReset>
              <span>
                {chip.facet === 'include'
                  ? t('selection.chip.with', { name: chip.name })
                  : chip.facet === 'exclude'
                    ? t('selection.chip.without', { name: chip.name })
                    : chip.name}
              </span>
              <span aria-hidden="true" className={styles.remove}>
                ×
              </span>
              <span className="visually-hidden">{t('selection.chips.remove')}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Link to={basePath} className={styles.reset} preventScrollReset>
        {t('selection.reset')}
      </Link>
    </div>
  );
}
