import { TIMINGS_MS } from '@shop/contracts/constants';
import { type KeyboardEvent, type Ref, useEffect, useId, useRef, useState } from 'react';
import type { FieldError } from 'react-hook-form';
import { fieldMessages } from '../../forms/field-messages.ts';
import formStyles from '../../forms/form.module.css';
import styles from './lookup-combobox.module.css';

export interface LookupTexts {
  loading: string;
  empty: string;
  failed: string;
  /** Shown before the query is long enough to search. */
  tooShort?: string;
  /** Read out when results arrive: "{{count}} found". */
  found: (count: number) => string;
}

interface LookupComboboxProps<T> {
  label: string;
  hint?: string;
  placeholder?: string;
  error?: FieldError;
  /** The text of the picked item (the field shows it), or null when nothing is picked. */
  picked: string | null;
  /** Fetches the options for a query (debounced while typing). */
  search: (query: string) => Promise<T[]>;
  /** Shortest query that is searched; 0 lists options as soon as the field is focused. */
  minLength: number;
  optionKey: (item: T) => string;
  optionLabel: (item: T) => string;
  /** What the field shows once an item is picked (the option's label when not given). */
  pickedLabel?: (item: T) => string;
  optionDetail?: (item: T) => string;
  onPick: (item: T | null) => void;
  texts: LookupTexts;
  disabled?: boolean;
  /** Changing it forgets the options (the warehouse list of another town). */
  resetKey?: string;
  inputRef?: Ref<HTMLInputElement>;
  name: string;
  testId?: string;
}

type Status = 'idle' | 'loading' | 'ready' | 'failed';

/**
 * A text field that searches as the shopper types and offers what it found, as an ARIA 1.2 combobox
 * with a listbox popup: arrows move the active option, Enter picks it, Escape closes the list and
 * puts the picked text back. Typing over a picked value unpicks it, so a town typed but not chosen
 * from the list is never sent (the form then asks to choose one). Searches wait for a pause in
 * typing (SPEC §9: autocomplete debounce) and an older answer never replaces a newer one.
 */
export function LookupCombobox<T>({
  label,
  hint,
  placeholder,
  error,
  picked,
  search,
  minLength,
  optionKey,
  optionLabel,
  pickedLabel,
  optionDetail,
  onPick,
  texts,
  disabled,
  resetKey,
  inputRef,
  name,
  testId,
}: LookupComboboxProps<T>) {
  const id = useId();
  const listboxId = `${id}-listbox`;
  const [query, setQuery] = useState(picked ?? '');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [options, setOptions] = useState<T[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [searched, setSearched] = useState<string | null>(null);
  const sequence = useRef(0);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const searchRef = useRef(search);
  searchRef.current = search;

  // The picked value changed: the field shows it. Unpicked from outside (another town makes the
  // department go), the field empties; unpicked by typing over it, the typed text stays.
  const unpickedByTyping = useRef(false);
  useEffect(() => {
    if (picked !== null) setQuery(picked);
    else if (unpickedByTyping.current) unpickedByTyping.current = false;
    else setQuery('');
  }, [picked]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the list's source changes.
  useEffect(() => {
    sequence.current += 1;
    clearTimeout(timer.current);
    setOptions([]);
    setStatus('idle');
    setSearched(null);
    setActive(-1);
  }, [resetKey]);

  useEffect(() => () => clearTimeout(timer.current), []);

  // Options that arrive below the fold are brought into sight (a phone's keyboard takes half the screen).
  const popupRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (open && status === 'ready' && options.length > 0) popupRef.current?.scrollIntoView({ block: 'nearest' });
  }, [open, status, options]);

  // The option chosen with the arrow keys stays in sight when the list scrolls.
  useEffect(() => {
    if (open && active >= 0) document.getElementById(`${id}-option-${active}`)?.scrollIntoView({ block: 'nearest' });
  }, [open, active, id]);

  function run(text: string, delay: number) {
    clearTimeout(timer.current);
    const trimmed = text.trim();
    if (trimmed.length < minLength) {
      sequence.current += 1;
      setOptions([]);
      setStatus('idle');
      setSearched(null);
      return;
    }
    const ticket = ++sequence.current;
    setStatus('loading');
    timer.current = setTimeout(() => {
      searchRef.current(trimmed).then(
        (found) => {
          if (ticket !== sequence.current) return;
          setOptions(found);
          setStatus('ready');
          setSearched(trimmed);
          setActive(-1);
        },
        (failure: unknown) => {
          if (ticket !== sequence.current) return;
          console.error('look-up failed', failure);
          setOptions([]);
          setStatus('failed');
        },
      );
    }, delay);
  }

  function pick(item: T) {
    setQuery((pickedLabel ?? optionLabel)(item));
    setOpen(false);
    setActive(-1);
    onPick(item);
  }

  function close() {
    setOpen(false);
    setActive(-1);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) {
        setOpen(true);
        if (status === 'idle') run(query, 0);
        return;
      }
      if (options.length === 0) return;
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && open && active >= 0 && options[active]) {
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault();
      close();
      if (picked) setQuery(picked);
    }
  }

  const messages = fieldMessages(error);
  const described = [hint ? `${id}-hint` : '', messages.length ? `${id}-error` : ''].filter(Boolean).join(' ');
  const activeId = open && active >= 0 ? `${id}-option-${active}` : undefined;
  const tooShort = query.trim().length < minLength;
  const statusText =
    status === 'loading'
      ? texts.loading
      : status === 'failed'
        ? texts.failed
        : status === 'ready' && options.length === 0
          ? texts.empty
          : tooShort && texts.tooShort
            ? texts.tooShort
            : null;

  return (
    <div className={formStyles.field} data-testid={testId}>
      <label htmlFor={id} className={formStyles.label}>
        {label}
      </label>
      <div className={styles.control}>
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        className={formStyles.input}
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={activeId}
        aria-invalid={messages.length > 0 || undefined}
        aria-describedby={described || undefined}
        autoComplete="off"
        spellCheck={false}
        placeholder={placeholder}
        disabled={disabled}
        value={query}
        onChange={(event) => {
          const text = event.target.value;
          setQuery(text);
          setOpen(true);
          setActive(-1);
          if (picked !== null) {
            unpickedByTyping.current = true;
            onPick(null);
          }
          run(text, TIMINGS_MS.autocompleteDebounce);
        }}
        onFocus={() => {
          setOpen(true);
          if (status === 'idle' || (status === 'ready' && searched !== query.trim() && !picked)) run(query, 0);
        }}
        onBlur={() => close()}
        onKeyDown={onKeyDown}
      />
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only stops a mouse press from taking the focus out of the field; keyboard use goes through the field. */}
      <div ref={popupRef} className={styles.popup} hidden={!open || (options.length === 0 && !statusText)} onMouseDown={(event) => event.preventDefault()}>
        {statusText ? (
          <p className={styles.status} data-status={status}>
            {statusText}
          </p>
        ) : null}
        <div id={listboxId} role="listbox" aria-label={label} className={styles.listbox}>
          {options.map((item, index) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the keyboard picks options through the combobox field (arrows and Enter).
            <div
              key={optionKey(item)}
              id={`${id}-option-${index}`}
              role="option"
              tabIndex={-1}
              aria-selected={index === active}
              className={styles.option}
              onClick={() => pick(item)}
              onMouseMove={() => index !== active && setActive(index)}
            >
              <span className={styles.optionLabel}>{optionLabel(item)}</span>
              {optionDetail ? <span className={styles.optionDetail}>{optionDetail(item)}</span> : null}
            </div>
          ))}
        </div>
      </div>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {open && status === 'ready' ? texts.found(options.length) : ''}
      </p>
      {hint ? (
        <p id={`${id}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      ) : null}
      {messages.length ? (
        <div id={`${id}-error`} className={formStyles.errors}>
          {messages.map((message) => (
            <p key={message} className={formStyles.error}>
              {message}
            </p>
          ))}
        </div>
      ) : null}
    </div>
  );
}
