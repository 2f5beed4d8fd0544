import { useDeferredValue } from 'react';

/**
 * `value` as it is, except for the render in which it first becomes ready: that one is deferred.
 * Values from an external store (browser storage, the session) arrive in a synchronous render,
 * and the first one that shows a page's content (every basket line, the whole order form) would
 * be one long task; as a deferred render React does it in slices and the page stays responsive.
 * Once the deferred copy is ready the live value is returned, so later changes (a click on a
 * controlled checkbox, a count) render at once, as before.
 */
export function useDeferredUntilReady<T>(value: T, isReady: (value: T) => boolean): T {
  const deferred = useDeferredValue(value);
  return isReady(deferred) ? value : deferred;
}
