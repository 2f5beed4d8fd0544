import { useState } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import type { SelectionFacet } from './selection-state.ts';
import panel from '../../styles/filter-panel.module.css';
import styles from './selection-filters.module.css';

export interface FacetOption {
  id: number;
  title: string;
  count: number;
  /** A second line, e.g. the brand of a series. */
  hint?: string;
}

/** Values shown before "show all": enough for skin types and purposes, short for long brand lists. */
const VISIBLE = 8;

interface FacetGroupProps {
  facet: SelectionFacet;
  title: string;
  options: FacetOption[];
  selected: number[];
}

/** One facet as a group of checkboxes with counts; long lists fold after eight values (chosen ones stay shown). */
export function FacetGroup({ facet, title, options, selected }: FacetGroupProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const chosen = new Set(selected);
  // A value no product would match leads to an empty page: offered only while it is chosen.
  const available = options.filter((o) => o.count > 0 || chosen.has(o.id));
  if (available.length === 0) return null;
  const shown = expanded ? available : available.filter((o, index) => index < VISIBLE || chosen.has(o.id));
  const hiddenCount = available.length - shown.length;
  return (
    <details className={styles.group} open>
      <summary className={`${panel.summary} ${styles.summary}`}>
        {title}
        {selected.length > 0 ? <span className={styles.badge}>{selected.length}</span> : null}
      </summary>
      <fieldset className={panel.values}>
        <legend className="visually-hidden">{title}</legend>
        {shown.map((option) => (
          // Keyed by the chosen state too: when the URL changes the choice (a removed chip, Back), the
          // box starts again from it, while a click the shopper just made is left alone.
          <label key={`${option.id}:${chosen.has(option.id)}`} className={`${panel.option} ${styles.option}`}>
            <input type="checkbox" name={facet} value={option.id} defaultChecked={chosen.has(option.id)} />
            <span className={styles.optionText}>
              {option.title}
              {option.hint ? <span className={styles.hint}>{option.hint}</span> : null}
            </span>
            <span className={`${panel.count} ${styles.count}`}>{option.count}</span>
          </label>
        ))}
        {hiddenCount > 0 || expanded ? (
          <button type="button" className={styles.more} aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
            {expanded ? t('selection.showLess') : t('selection.showAll', { total: available.length })}
          </button>
        ) : null}
      </fieldset>
    </details>
  );
}
