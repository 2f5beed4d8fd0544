import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { clampCount } from './basket-lines.ts';
import { askedOverMax } from './count-cap.ts';
import styles from './count-stepper.module.css';

interface CountStepperProps {
  value: number;
  /** The most units allowed (the variant's stock, SPEC §5). */
  max: number;
  onChange: (count: number) => void;
  /** What is counted, read out with the field ("Количество: Крем, 50 мл"). */
  label: string;
  size?: 'sm' | 'md';
}

/**
 * "−", a whole-number field and "+" (SPEC §4, §5): "−" is disabled at 1 and "+" at the stock; a typed
 * value is taken on Enter or when the field is left, rounded up and kept between 1 and the stock.
 * A typed count over the stock is capped out loud: "Осталось 74 шт." stays under the field until the
 * count is changed again, in a live region so that a screen reader hears it too.
 */
export function CountStepper({ value, max, onChange, label, size = 'md' }: CountStepperProps) {
  const { t } = useTranslation();
  const id = useId();
  const [text, setText] = useState(String(value));
  const [capped, setCapped] = useState(false);
  useEffect(() => setText(String(value)), [value]);

  const step = (next: number) => {
    setCapped(false);
    onChange(next);
  };
  const commit = () => {
    // Only typing or a step clears the note: Enter and then leaving the field commit "74" a second time.
    if (askedOverMax(text, max)) setCapped(true);
    const next = clampCount(text, { quantity: max });
    setText(String(next));
    if (next !== value) onChange(next);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      commit();
    }
  };

  return (
    <div className={styles.field}>
      <div className={`${styles.stepper} ${size === 'sm' ? styles.sm : ''}`}>
        <button type="button" className={styles.step} onClick={() => step(value - 1)} disabled={value <= 1} aria-label={t('basket.decrement')} aria-controls={id}>
          <span aria-hidden="true">−</span>
        </button>
        <input
          id={id}
          className={styles.input}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete="off"
          aria-label={label}
          value={text}
          aria-describedby={capped ? `${id}-left` : undefined}
          onChange={(event) => {
            setCapped(false);
            setText(event.target.value.replace(/[^\d]/g, '').slice(0, 4));
          }}
          onBlur={commit}
          onKeyDown={onKeyDown}
        />
        <button type="button" className={styles.step} onClick={() => step(value + 1)} disabled={value >= max} aria-label={t('basket.increment')} aria-controls={id}>
          <span aria-hidden="true">+</span>
        </button>
      </div>
      <span id={`${id}-left`} className={styles.left} role="status" data-testid="count-left">
        {capped ? t('basket.stockLeft', { count: max }) : ''}
      </span>
    </div>
  );
}
