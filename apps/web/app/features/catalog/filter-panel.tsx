import type { AttributeWithCounts, Category, ListFacets } from '@shop/contracts/catalog';
import { type FormEvent, type ReactNode, useRef } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { useNavigate } from 'react-router';
import { pageHref } from '../../components/ui/pagination-links.ts';
import { type ListState, listStateFromForm, serializeListState } from './list-params.ts';
import type { FacetKey } from './list-loader.ts';
import panel from '../../styles/filter-panel.module.css';
import styles from './filter-panel.module.css';

export const FILTER_PANEL_ID = 'catalog-filters';

interface FilterPanelProps {
  basePath: string;
  state: ListState;
  facets: FacetKey[];
  categories: Category[];
  attributes: AttributeWithCounts[];
  /** Brands and volumes with counts. */
  listFacets: ListFacets;
  /** Products matching the current choice, for the "show N products" button on phones. */
  total: number;
}

/**
 * The filters of a product list as one GET form. With scripts every change opens page 1 of the
 * narrowed list at once; without them "Apply" submits the form. On phones the panel is a popover
 * sheet opened from the toolbar; from 1024 px it is a sidebar.
 */
export function FilterPanel({ basePath, state, facets, categories, attributes, listFacets, total }: FilterPanelProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const formRef = useRef<HTMLFormElement>(null);

  const apply = () => {
    if (!formRef.current) return;
    const next = listStateFromForm(new FormData(formRef.current));
    void navigate(pageHref(basePath, 1, serializeListState(next)), { preventScrollReset: true });
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    apply();
  };
  // Price fields apply on submit (Enter or the button), not on every keystroke.
  const onChange = (event: FormEvent<HTMLFormElement>) => {
    if (event.target instanceof HTMLInputElement && event.target.type === 'checkbox') apply();
  };

  const topCategories = categories.filter((c) => c.parentId === null && c.productsCount > 0);
  const childrenOf = (id: number) => categories.filter((c) => c.parentId === id && c.productsCount > 0);
  const flags = (['inStock', 'isNew', 'promotions'] as const).filter((f) => facets.includes(f));
  const flagName = { inStock: 'in_stock', isNew: 'new', promotions: 'promotions' } as const;
  const showsBrands = facets.includes('brand') && listFacets.brands.length > 0;
  const brands = listFacets.brands.filter((b) => b.count > 0 || state.brand.includes(b.slug));
  const volumes = facets.includes('volume') ? listFacets.volumes.filter((v) => v.count > 0 || state.volume.includes(v.value)) : [];

  return (
    <div id={FILTER_PANEL_ID} popover="auto" className={`${panel.panel} ${styles.panel}`}>
      <div className={panel.header}>
        <h2 id={`${FILTER_PANEL_ID}-title`} className={panel.title}>
          {t('catalog.filters.title')}
        </h2>
        <button type="button" className={`${panel.close} ${styles.close}`} popoverTarget={FILTER_PANEL_ID} popoverTargetAction="hide">
          <span aria-hidden="true">×</span>
          <span className="visually-hidden">{t('catalog.filters.close')}</span>
        </button>
      </div>
      {/* Keyed by the choice: after a navigation the checkboxes start from the new URL. */}
      <form key={serializeListState(state)} ref={formRef} method="get" action={basePath} onSubmit={onSubmit} onChange={onChange} className={panel.form}>
        {state.sort ? <input type="hidden" name="sort" value={state.sort} /> : null}
        {state.view === 'list' ? <input type="hidden" name="view" value="list" /> : null}
        {/* Choices the panel has no control for (a shared link's brand or series) stay applied. */}
        {state.brand.length && !showsBrands ? <input type="hidden" name="brand" value={state.brand.join(',')} /> : null}
        {state.volume.length && volumes.length === 0 ? <input type="hidden" name="volume" value={state.volume.join(',')} /> : null}
        {state.series.length ? <input type="hidden" name="series" value={state.series.join(',')} /> : null}

        {flags.length ? (
          <fieldset className={styles.group}>
            <legend className="visually-hidden">{t('catalog.filters.availability')}</legend>
            {flags.map((flag) => (
              <label key={flag} className={`${panel.option} ${styles.option}`}>
                <input type="checkbox" name={flagName[flag]} value="1" defaultChecked={state[flag]} />
                <span>{t(`catalog.filters.${flag}`)}</span>
              </label>
            ))}
          </fieldset>
        ) : null}

        {facets.includes('category') && topCategories.length ? (
          <details className={styles.group} open>
            <summary className={`${panel.summary} ${styles.summary}`}>{t('catalog.filters.category')}</summary>
            <fieldset className={panel.values}>
              <legend className="visually-hidden">{t('catalog.filters.category')}</legend>
              {topCategories.map((category) => (
                <div key={category.id}>
                  <CategoryOption category={category} checked={state.category.includes(category.slug)} />
                  {childrenOf(category.id).map((child) => (
                    <CategoryOption key={child.id} category={child} checked={state.category.includes(child.slug)} nested />
                  ))}
                </div>
              ))}
            </fieldset>
          </details>
        ) : null}

        {showsBrands && brands.length ? (
          <FacetGroup title={t('catalog.filters.brand')}>
            {brands.map((brand) => (
              <label key={brand.id} className={`${panel.option} ${styles.option}`}>
                <input type="checkbox" name="brand" value={brand.slug} defaultChecked={state.brand.includes(brand.slug)} />
                <span>{brand.title}</span>
                <span className={panel.count}>{brand.count}</span>
              </label>
            ))}
          </FacetGroup>
        ) : null}

        {volumes.length ? (
          <FacetGroup title={t('catalog.filters.volume')}>
            {volumes.map((volume) => (
              <label key={volume.value} className={`${panel.option} ${styles.option}`}>
                <input type="checkbox" name="volume" value={volume.value} defaultChecked={state.volume.includes(volume.value)} />
                <span>{volume.title}</span>
                <span className={panel.count}>{volume.count}</span>
              </label>
            ))}
          </FacetGroup>
        ) : null}

        {facets.includes('attributes')
          ? attributes.map((attribute) => {
              const values = attribute.values.filter((v) => v.count > 0 || state.attributeValues.includes(v.id));
              if (values.length === 0) return null;
              return (
                <details key={attribute.id} className={styles.group} open>
                  <summary className={`${panel.summary} ${styles.summary}`}>{attribute.title}</summary>
                  <fieldset className={panel.values}>
                    <legend className="visually-hidden">{attribute.title}</legend>
                    {values.map((value) => (
                      <label key={value.id} className={`${panel.option} ${styles.option}`}>
                        <input
                          type="checkbox"
                          name="attribute_values"
                          value={value.id}
                          defaultChecked={state.attributeValues.includes(value.id)}
                        />
                        <span>{value.title}</span>
                        <span className={panel.count}>{value.count}</span>
                      </label>
                    ))}
                  </fieldset>
                </details>
              );
            })
          : null}

        {facets.includes('price') ? (
          <fieldset className={styles.group}>
            <legend className={styles.summary}>{t('catalog.filters.price')}</legend>
            <div className={styles.price}>
              <label className={styles.priceField}>
                <span className={styles.priceLabel}>{t('catalog.filters.priceMin')}</span>
                <input
                  type="number"
                  name="price_min"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  defaultValue={state.priceMin ?? ''}
                  className={styles.input}
                />
              </label>
              <label className={styles.priceField}>
                <span className={styles.priceLabel}>{t('catalog.filters.priceMax')}</span>
                <input
                  type="number"
                  name="price_max"
                  min={0}
                  step={1}
                  inputMode="numeric"
                  defaultValue={state.priceMax ?? ''}
                  className={styles.input}
                />
              </label>
            </div>
          </fieldset>
        ) : null}

        <div className={`${panel.actions} ${styles.actions}`}>
          <button type="submit" className={`${panel.apply} ${styles.apply}`}>
            {t('catalog.filters.apply')}
          </button>
          <button type="button" className={`${panel.show} ${styles.show}`} popoverTarget={FILTER_PANEL_ID} popoverTargetAction="hide">
            {t('catalog.filters.show', { count: total })}
          </button>
        </div>
      </form>
    </div>
  );
}

/** A titled, collapsible list of checkboxes; long lists scroll inside the group. */
function FacetGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <details className={styles.group} open>
      <summary className={`${panel.summary} ${styles.summary}`}>{title}</summary>
      <fieldset className={`${panel.values} ${styles.scrolling}`}>
        <legend className="visually-hidden">{title}</legend>
        {children}
      </fieldset>
    </details>
  );
}

function CategoryOption({ category, checked, nested = false }: { category: Category; checked: boolean; nested?: boolean }) {
  return (
    <label className={`${panel.option} ${styles.option}${nested ? ` ${styles.nested}` : ''}`}>
      <input type="checkbox" name="category" value={category.slug} defaultChecked={checked} />
      <span>{category.title}</span>
    </label>
  );
}
