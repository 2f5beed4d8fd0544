import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import type { SelectionFilters } from '@shop/contracts/selection';
import panel from '../../styles/filter-panel.module.css';
import styles from './selection-filters.module.css';

type Ingredient = SelectionFilters['ingredients'][number];

const VISIBLE = 10;

interface IngredientFacetProps {
  ingredients: Ingredient[];
  include: number[];
  exclude: number[];
}

/**
 * Ingredients to look for or to avoid: each row has a "with" and a "without" box (never both).
 * A name filter narrows the long list in place; chosen ingredients always stay visible.
 */
export function IngredientFacet({ ingredients, include, exclude }: IngredientFacetProps) {
  const { t } = useTranslation();
  const filterId = useId();
  const [expanded, setExpanded] = useState(false);
  const [filter, setFilter] = useState('');
  if (ingredients.length === 0) return null;
  const chosen = new Set([...include, ...exclude]);
  const needle = filter.trim().toLowerCase();
  const matching = needle
    ? ingredients.filter((i) => i.inciName.toLowerCase().includes(needle) || i.title.toLowerCase().includes(needle))
    : ingredients;
  const shown = expanded || needle ? matching : matching.filter((i, index) => index < VISIBLE || chosen.has(i.id));
  const hiddenCount = matching.length - shown.length;
  return (
    <details className={styles.group} open>
      <summary className={`${panel.summary} ${styles.summary}`}>
        {t('selection.facet.ingredients')}
        {chosen.size > 0 ? <span className={styles.badge}>{chosen.size}</span> : null}
      </summary>
      <fieldset className={panel.values}>
        <legend className="visually-hidden">{t('selection.facet.ingredients')}</legend>
        <p className={styles.note}>{t('selection.ingredients.note')}</p>
        <label htmlFor={filterId} className="visually-hidden">
          {t('selection.ingredients.filter')}
        </label>
        {/* No name: the filter only narrows this list and is not part of the choice in the URL. */}
        <input
          id={filterId}
          type="search"
          className={styles.filter}
          placeholder={t('selection.ingredients.filter')}
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()}
          autoComplete="off"
        />
        <ul className={styles.ingredients}>
          {shown.map((ingredient) => (
            <li key={ingredient.id} className={styles.ingredient}>
              <span className={styles.ingredientName}>
                {ingredient.inciName}
                <span className={`${panel.count} ${styles.count}`}>{ingredient.count}</span>
              </span>
              <span className={styles.toggles}>
                <label key={`with:${include.includes(ingredient.id)}`} className={`${styles.toggle} ${styles.with}`}>
                  <input type="checkbox" name="include" value={ingredient.id} defaultChecked={include.includes(ingredient.id)} />
                  <span aria-hidden="true">+</span>
                  <span className="visually-hidden">{t('selection.ingredients.withName', { name: ingredient.inciName })}</span>
                  <span aria-hidden="true">{t('selection.ingredients.with')}</span>
                </label>
                <label key={`without:${exclude.includes(ingredient.id)}`} className={`${styles.toggle} ${styles.without}`}>
                  <input type="checkbox" name="exclude" value={ingredient.id} defaultChecked={exclude.includes(ingredient.id)} />
                  <span aria-hidden="true">−</span>
                  <span className="visually-hidden">{t('selection.ingredients.withoutName', { name: ingredient.inciName })}</span>
                  <span aria-hidden="true">{t('selection.ingredients.without')}</span>
                </label>
              </span>
            </li>
          ))}
        </ul>
        {needle && matching.length === 0 ? <p className={styles.note}>{t('selection.ingredients.none')}</p> : null}
        {hiddenCount > 0 || (expanded && !needle) ? (
          <button type="button" className={styles.more} aria-expanded={expanded} onClick={() => setExpanded((v) => !v)}>
            {expanded ? t('selection.showLess') : t('selection.showAll', { total: ingredients.length })}
          </button>
        ) : null}
      </fieldset>
    </details>
  );
}
