import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/translation-context.tsx';
import { TIMINGS_MS } from '@shop/contracts/constants';
import { useShell } from '../../lib/use-shell.ts';
import { rotateMessages } from './rotate-messages.ts';
import styles from './header-messages.module.css';

/**
 * The strip of shop announcements above the header. Every 5 s the first message moves to the end
 * (SPEC §4). Rotation pauses while the pointer or focus is on the strip so it can be read
 * (WCAG 2.2.2); the slide-in is dropped for visitors who prefer reduced motion.
 */
export function HeaderMessages() {
  const { t } = useTranslation();
  const { headerMessages } = useShell();
  const [messages, setMessages] = useState(headerMessages);
  const [paused, setPaused] = useState(false);

  useEffect(() => setMessages(headerMessages), [headerMessages]);

  useEffect(() => {
    if (paused || messages.length < 2) return;
    const timer = window.setTimeout(() => setMessages(rotateMessages), TIMINGS_MS.headerMessageRotation);
    return () => window.clearTimeout(timer);
  }, [messages, paused]);

  const current = messages[0];
  if (!current) return null;
  return (
    <section
      className={styles.strip}
      aria-label={t('shell.announcements')}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <p className={styles.message} aria-live="polite" aria-atomic="true">
        <span key={current.id} className={styles.text}>
          {current.title}
        </span>
      </p>
    </section>
  );
}
