import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import styles from './route-progress.module.css';

type Phase = 'idle' | 'loading' | 'done';

/** Quick navigations finish before this and show no bar at all. */
const SHOW_AFTER_MS = 150;
const FADE_OUT_MS = 400;

/**
 * A slim bar at the top of the window while a route loads (ARCHITECTURE §8). It creeps towards
 * the end while waiting, fills up when the page is ready, then fades. Decorative: the page itself
 * says when new content is there.
 */
export function RouteProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
  const [phase, setPhase] = useState<Phase>('idle');

  useEffect(() => {
    if (busy) {
      const timer = window.setTimeout(() => setPhase('loading'), SHOW_AFTER_MS);
      return () => window.clearTimeout(timer);
    }
    setPhase((current) => (current === 'loading' ? 'done' : 'idle'));
  }, [busy]);

  useEffect(() => {
    if (phase !== 'done') return;
    const timer = window.setTimeout(() => setPhase('idle'), FADE_OUT_MS);
    return () => window.clearTimeout(timer);
  }, [phase]);

  if (phase === 'idle') return null;
  return <div className={`${styles.bar} ${phase === 'done' ? styles.done : styles.loading}`} aria-hidden="true" />;
}
