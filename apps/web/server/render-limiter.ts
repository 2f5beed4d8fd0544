/**
 * Caps how many pages render at once, and starts at most one render per turn of the event loop.
 *
 * A page whose data is already cached renders without waiting for any I/O: loaders, React and the
 * encoding of the hydration data run as one chain of microtasks. Started straight from the socket's
 * read callback, every request read in one poll phase rendered before the loop could poll again:
 * fifty waiting requests held the loop for half a second, static files and API calls queued behind
 * them, and new connections (the loop accepts about one per turn) waited seconds in the listen
 * queue. Started one per turn from `setImmediate`, a render that needs no I/O takes one turn, the
 * loop reads sockets and accepts connections between renders, and requests are served in the order
 * they came. A render that does wait for I/O keeps its slot, and the next one starts in the meantime.
 */
export function createLimiter(maxConcurrent: number) {
  let active = 0;
  let startScheduled = false;
  const waiting: Array<() => void> = [];

  function scheduleStart() {
    if (startScheduled || active >= maxConcurrent || waiting.length === 0) return;
    startScheduled = true;
    setImmediate(() => {
      startScheduled = false;
      const start = waiting.shift();
      if (!start) return;
      active++;
      start();
      // Queued from inside an immediate, the next start waits for the next turn of the loop.
      scheduleStart();
    });
  }

  let idleWaiters: Array<() => void> = [];

  function notifyIfIdle() {
    if (active > 0 || waiting.length > 0 || idleWaiters.length === 0) return;
    const waiters = idleWaiters;
    idleWaiters = [];
    for (const resolve of waiters) resolve();
  }

  async function limit<T>(task: () => Promise<T>): Promise<T> {
    await new Promise<void>((resolve) => {
      waiting.push(resolve);
      scheduleStart();
    });
    try {
      return await task();
    } finally {
      active--;
      scheduleStart();
      notifyIfIdle();
    }
  }

  /**
   * Resolves once no render runs or waits (or after `timeoutMs`). A render may outlive its request
   * (the client hung up, or a stale page is being refreshed); closing the API under it would fail
   * its in-process calls, so shutdown waits for this first.
   */
  function idle(timeoutMs: number): Promise<void> {
    if (active === 0 && waiting.length === 0) return Promise.resolve();
    return new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, timeoutMs);
      idleWaiters.push(() => {
        clearTimeout(timer);
        resolve();
      });
    });
  }

  return Object.assign(limit, { idle });
}
