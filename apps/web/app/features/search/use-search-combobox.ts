import { type KeyboardEvent, useEffect, useId, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useShell } from '../../lib/use-shell.ts';
import { shouldShowDropdown } from './search-rules.ts';
import { moveActive, suggestionOptions } from './suggestion-options.ts';
import { useSearchSuggestions } from './use-search-suggestions.ts';

/**
 * State and keyboard behaviour of the header search as an ARIA 1.2 combobox with a listbox popup:
 * typing shows suggestions (SPEC §4, §9), arrows move the active row, Enter opens it (or, with no
 * active row, submits the form to the results page), Escape closes the list.
 */
export function useSearchCombobox(urlQuery: string) {
  const { lang } = useShell();
  const navigate = useNavigate();
  const location = useLocation();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const [query, setQuery] = useState(urlQuery);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [active, setActive] = useState(-1);
  const { result, loading } = useSearchSuggestions(query);

  const options = useMemo(() => (result ? suggestionOptions(result, query, lang, baseId) : []), [result, query, lang, baseId]);
  const open = focused && !dismissed && shouldShowDropdown(query, result);

  // The box shows the query of the results page the shopper is on.
  useEffect(() => setQuery(urlQuery), [urlQuery]);
  // Any navigation (a chosen suggestion, the results page) closes the list.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on location changes only.
  useEffect(() => {
    setDismissed(true);
    setActive(-1);
  }, [location.pathname, location.search]);

  function close() {
    setDismissed(true);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!shouldShowDropdown(query, result)) return;
      event.preventDefault();
      if (!open) {
        setDismissed(false);
        setActive(event.key === 'ArrowDown' ? 0 : options.length - 1);
      } else {
        setActive((current) => moveActive(current, options.length, event.key as 'ArrowDown' | 'ArrowUp'));
      }
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault();
      close();
      navigate(options[active].href);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
    } else if (event.key === 'Tab') {
      close();
    }
  }

  const activeId = open && active >= 0 ? options[active]?.id : undefined;

  return {
    query,
    open,
    loading,
    options,
    active,
    listboxId,
    setActive,
    close,
    inputProps: {
      role: 'combobox' as const,
      'aria-autocomplete': 'list' as const,
      'aria-expanded': open,
      'aria-controls': listboxId,
      'aria-activedescendant': activeId,
      value: query,
      onChange: (event: React.ChangeEvent<HTMLInputElement>) => {
        setQuery(event.target.value);
        setDismissed(false);
        setActive(-1);
      },
      onKeyDown,
      onFocus: () => {
        setFocused(true);
        setDismissed(false);
      },
      onBlur: () => setFocused(false),
    },
  };
}
