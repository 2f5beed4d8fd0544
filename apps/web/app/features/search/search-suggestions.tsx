import { useEffect } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { Link } from 'react-router';
import { formatPrice } from '../../components/ui/price.tsx';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import type { SuggestionOption } from './suggestion-options.ts';
import styles from './search-suggestions.module.css';

interface SearchSuggestionsProps {
  id: string;
  open: boolean;
  options: SuggestionOption[];
  active: number;
  onHover: (index: number) => void;
  /** Called when a row is followed with the mouse or by touch. */
  onChoose: () => void;
}

/**
 * The listbox under the header search: product rows (picture, title, brand, price), then posts,
 * then a row leading to all results. Rows are links so they open in a new tab like any link;
 * the keyboard stays in the search box (aria-activedescendant points at the active row).
 */
export function SearchSuggestions({ id, open, options, active, onHover, onChoose }: SearchSuggestionsProps) {
  const { t } = useTranslation();
  const products = options.filter((o) => o.kind === 'product');
  const posts = options.filter((o) => o.kind === 'post');
  const all = options.find((o) => o.kind === 'all');

  const row = (option: SuggestionOption, children: React.ReactNode, className?: string) => {
    const index = options.indexOf(option);
    return (
      <Link
        key={option.id}
        id={option.id}
        to={option.href}
        role="option"
        tabIndex={-1}
        aria-selected={index === active}
        className={className ? `${styles.option} ${className}` : styles.option}
        onMouseMove={() => index !== active && onHover(index)}
        onClick={onChoose}
      >
        {children}
      </Link>
    );
  };

  const found = products.length + posts.length;
  const activeId = active >= 0 ? options[active]?.id : undefined;
  // The row chosen with the arrow keys stays in sight when the list scrolls.
  useEffect(() => {
    if (open && activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [open, activeId]);
  return (
    <>
      {/* Tells screen reader users that suggestions appeared, without moving their focus. */}
      <span role="status" className="visually-hidden">
        {open ? t('search.suggestions.count', { count: found }) : ''}
      </span>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only stops a mouse press from taking the focus out of the search box; keyboard use goes through the box. */}
      <div className={styles.popup} hidden={!open} onMouseDown={(event) => event.preventDefault()}>
        <div id={id} role="listbox" aria-label={t('search.suggestions.label')} className={styles.listbox}>
          {products.length > 0 ? (
            // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (ARIA listbox pattern), not a form fieldset.
            <div role="group" aria-labelledby={`${id}-products`} className={styles.group}>
              <div role="presentation" id={`${id}-products`} className={styles.groupLabel}>
                {t('search.suggestions.products')}
              </div>
              {products.map((option) =>
                option.kind === 'product'
                  ? row(
                      option,
                      <>
                        <ResponsiveImage image={option.product.image} alt="" sizes="48px" className={styles.thumb} />
                        <span className={styles.text}>
                          <span className={styles.title}>{option.product.title}</span>
                          <span className={styles.meta}>{option.product.brand.title}</span>
                        </span>
                        <span className={styles.price}>{formatPrice(option.product.minPrice)}</span>
                      </>,
                    )
                  : null,
              )}
            </div>
          ) : null}
          {posts.length > 0 ? (
            // biome-ignore lint/a11y/useSemanticElements: a group of options inside a listbox (ARIA listbox pattern), not a form fieldset.
            <div role="group" aria-labelledby={`${id}-posts`} className={styles.group}>
              <div role="presentation" id={`${id}-posts`} className={styles.groupLabel}>
                {t('search.suggestions.posts')}
              </div>
              {posts.map((option) =>
                option.kind === 'post' ? row(option, <span className={styles.title}>{option.post.title}</span>, styles.post) : null,
              )}
            </div>
          ) : null}
          {all ? row(all, t('search.suggestions.all'), styles.all) : null}
        </div>
      </div>
    </>
  );
}
