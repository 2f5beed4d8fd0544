import { type FormEvent, useRef } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { useNavigate } from 'react-router';
import type { SelectionFilters as Filters } from '@shop/contracts/selection';
import { type FacetOption, FacetGroup } from './facet-group.tsx';
import { IngredientFacet } from './ingredient-facet.tsx';
import { selectionFromForm } from './selection-form.ts';
import { type SelectionState, serializeSelection } from './selection-state.ts';
import panel from '../../styles/filter-panel.module.css';
import styles from './selection-filters.module.css';

export const SELECTION_PANEL_ID = 'selection-filters';

interface SelectionFiltersProps {
  /** Localised path of the helper's first page. */
  basePath: string;
  state: SelectionState;
  filters: Filters;
}

/**
 * The helper's filters as one GET form: with scripts every tick opens the first page of the new
 * choice at once (the URL holds it, so the page can be shared); without scripts "Show" submits the
 * form. A sheet opened from the toolbar on phones, a sidebar from 1024 px.
 */
export function SelectionFiltersPanel({ basePath, state, filters }: SelectionFiltersProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);

  const apply = (changed: EventTarget | null) => {
    if (!formRef.current) return;
    const query = serializeSelection(selectionFromForm(formRef.current, changed));
    void navigate(query ? `${basePath}?${query}` : basePath, { preventScrollReset: true });
  };
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (event.target instanceof HTMLInputElement && event.target.type === 'checkbox') apply(event.target);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply(null);
  };

  const brandTitle = new Map(filters.brands.map((b) => [b.id, b.title]));
  const series: FacetOption[] = filters.series.map((s) => ({ ...s, hint: brandTitle.get(s.brandId) }));

  return (
    <section id={SELECTION_PANEL_ID} popover="auto" className={`${panel.panel} ${styles.panel}`} aria-labelledby={`${SELECTION_PANEL_ID}-title`}>
      <div className={panel.header}>
        <h2 id={`${SELECTION_PANEL_ID}-title`} className={panel.title}>
          {t('selection.filters.title')}
        </h2>
        <button type="button" className={`${panel.close} ${styles.close}`} popoverTarget={SELECTION_PANEL_ID} popoverTargetAction="hide">
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('selection.filters.close')}</span>
        </button>
      </div>
      <form ref={formRef} method="get" action={basePath} onChange={onChange} onSubmit={onSubmit} className={panel.form}>
        {filters.skinType ? (
          <FacetGroup facet="skin_type" title={filters.skinType.title} options={filters.skinType.values} selected={state.skin_type} />
        ) : null}
        {filters.purpose ? (
          <FacetGroup facet="purpose" title={filters.purpose.title} options={filters.purpose.values} selected={state.purpose} />
        ) : null}
        <FacetGroup facet="brand" title={t('selection.facet.brand')} options={filters.brands} selected={state.brand} />
        <FacetGroup facet="series" title={t('selection.facet.series')} options={series} selected={state.series} />
        <IngredientFacet ingredients={filters.ingredients} include={state.include} exclude={state.exclude} />
        <div className={`${panel.actions} ${styles.actions}`}>
          {/* Without scripts the form is submitted here; with scripts every tick has applied already. */}
          <noscript>
            <button type="submit" className={`${panel.apply} ${styles.apply}`}>
              {t('selection.filters.apply')}
            </button>
          </noscript>
          <button type="button" className={`${panel.show} ${styles.show}`} popoverTarget={SELECTION_PANEL_ID} popoverTargetAction="hide">
            {t('selection.filters.show', { count: filters.total })}
          </button>
        </div>
      </form>
    </section>
  );
}
