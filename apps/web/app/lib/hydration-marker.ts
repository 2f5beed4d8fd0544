import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once the page's scripts have taken over. With its styles inline, a
 * page paints before its scripts have run (stylesheet.config.ts), so a control that needs them
 * (the burger, dialogs) may be seen before it works; the browser tests wait for this mark before
 * they press such controls.
 */
export function useHydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}
