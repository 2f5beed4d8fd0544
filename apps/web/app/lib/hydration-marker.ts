import { useEffect } from 'react';
import { replayEarlyTap } from './early-tap.tsx';

/**
 * Marks `<html data-hydrated>` once the page's scripts have taken over, and presses again a button
 * the visitor tapped before that (lib/early-tap.tsx). Pages paint before their scripts load
 * (lib/scripts-after-paint.ts); the browser tests wait for this mark before they press controls.
 */
export function useHydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
    replayEarlyTap();
  }, []);
}
