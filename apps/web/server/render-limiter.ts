/**
 * Caps how many pages render at once. Renders interleave on one thread, so letting fifty run together
 * makes all of them finish late; a short queue keeps the tail latency of each one low.
 */
export function createLimiter(maxConcurrent: number) {
  let active = 0;
  const waiting: Array<() => void> = [];
  return async function limit<T>(task: () => Promise<T>): Promise<T> {
    if (active >= maxConcurrent) await new Promise<void>((resolve) => waiting.push(resolve));
    active++;
    try {
      return await task();
    } finally {
      active--;
      waiting.shift()?.();
    }
  };
}
