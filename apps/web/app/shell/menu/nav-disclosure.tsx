import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { ChevronDownIcon } from '../../components/ui/icons.tsx';
import styles from './nav-disclosure.module.css';

interface NavDisclosureProps {
  label: string;
  children: ReactNode;
  /** Class of the panel: the catalogue panel spans the header, the info menu is a small dropdown. */
  panelClassName?: string;
  /** Class of the list item; the catalogue item leaves positioning to the whole nav row. */
  itemClassName?: string;
}

/** Pointer users get the menu on hover after a short pause, so crossing the bar does not flash panels. */
const HOVER_OPEN_MS = 120;
const HOVER_CLOSE_MS = 200;

/**
 * A navigation menu that opens a panel of links (the disclosure pattern recommended for site
 * navigation): a button with aria-expanded, opened by click, Enter, Space or hover; closed by
 * Escape (focus back on the button), a click outside, focus leaving it, or a route change. The
 * links stay in the server HTML (the panel is only hidden), so crawlers see the whole menu.
 */
export function NavDisclosure({ label, children, panelClassName, itemClassName }: NavDisclosureProps) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const itemRef = useRef<HTMLLIElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const hoverTimer = useRef<number | undefined>(undefined);
  // A click right after the hover opened the panel should not close it again.
  const openedByHover = useRef(false);
  const { pathname, search } = useLocation();

  const close = useCallback(() => setOpen(false), []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing is the point of a route change.
  useEffect(() => close(), [pathname, search, close]);

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!itemRef.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, close]);

  useEffect(() => () => window.clearTimeout(hoverTimer.current), []);

  const hoverTo = (next: boolean) => (event: React.PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    window.clearTimeout(hoverTimer.current);
    hoverTimer.current = window.setTimeout(() => {
      openedByHover.current = next;
      setOpen(next);
    }, next ? HOVER_OPEN_MS : HOVER_CLOSE_MS);
  };

  return (
    <li
      ref={itemRef}
      className={[styles.item, itemClassName].filter(Boolean).join(' ')}
      onPointerEnter={hoverTo(true)}
      onPointerLeave={hoverTo(false)}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.stopPropagation();
          close();
          buttonRef.current?.focus();
        }
      }}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) close();
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => {
          window.clearTimeout(hoverTimer.current);
          if (open && openedByHover.current) {
            openedByHover.current = false;
            return;
          }
          setOpen((value) => !value);
        }}
      >
        {label}
        <ChevronDownIcon size={16} className={styles.chevron} />
      </button>
      <div id={panelId} className={[styles.panel, panelClassName].filter(Boolean).join(' ')} hidden={!open}>
        {children}
      </div>
    </li>
  );
}
