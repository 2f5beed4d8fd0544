import { useEffect } from 'react';

/**
 * Marks `<html data-hydrated>` once the page's scripts have taken over. Scripts load after the first
 * paint (lib/script-priority.ts), so a control that needs them (the burger, dialogs) may be seen
 * before it works; the browser tests wait for this mark before they press such controls.
 */
export function useHydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = '';
  }, []);
}
