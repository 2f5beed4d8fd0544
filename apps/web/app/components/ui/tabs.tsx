import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react';
import styles from './tabs.module.css';

export interface TabItem {
  key: string;
  label: ReactNode;
  content: ReactNode;
}

interface TabsProps {
  items: TabItem[];
  active: string;
  onChange: (key: string) => void;
  label: string;
  className?: string;
}

/**
 * Accessible tabs (WAI-ARIA tabs pattern with automatic activation): arrow keys, Home and End move
 * between tabs. Every panel is in the HTML, inactive ones `hidden`, so their text is indexed and
 * switching needs no request.
 */
export function Tabs({ items, active, onChange, label, className }: TabsProps) {
  const baseId = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const activeIndex = Math.max(
    0,
    items.findIndex((item) => item.key === active),
  );

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = {
      ArrowRight: activeIndex + 1,
      ArrowLeft: activeIndex - 1,
      Home: 0,
      End: items.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const index = (target + items.length) % items.length;
    const item = items[index];
    if (!item) return;
    onChange(item.key);
    tabRefs.current[index]?.focus();
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={styles.list} onKeyDown={onKeyDown}>
        {items.map((item, index) => {
          const selected = index === activeIndex;
          return (
            <button
              key={item.key}
              ref={(el) => {
                tabRefs.current[index] = el;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.key}`}
              aria-selected={selected}
              aria-controls={`${baseId}-panel-${item.key}`}
              tabIndex={selected ? 0 : -1}
              className={selected ? `${styles.tab} ${styles.selected}` : styles.tab}
              onClick={() => onChange(item.key)}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item, index) => (
        <div
          key={item.key}
          role="tabpanel"
          id={`${baseId}-panel-${item.key}`}
          aria-labelledby={`${baseId}-tab-${item.key}`}
          hidden={index !== activeIndex}
          className={styles.panel}
        >
          {item.content}
        </div>
      ))}
    </div>
  );
}
