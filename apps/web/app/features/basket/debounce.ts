/**
 * Runs `task` once `delayMs` after the last `schedule()` (SPEC §4, §9: the basket check waits 500 ms
 * after the last change). `flush()` runs a waiting task at once; a task never runs twice at the same
 * time: a schedule while it runs starts it again after it has finished.
 */
export interface Debouncer {
  schedule(): void;
  flush(): Promise<void>;
  cancel(): void;
  /** True while a run is waiting or in progress. */
  pending(): boolean;
}

export function createDebouncer(task: () => Promise<void> | void, delayMs: number): Debouncer {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let again = false;

  const run = async (): Promise<void> => {
    timer = null;
    if (running) {
      again = true;
      return running;
    }
    running = (async () => {
      try {
        await task();
      } catch (error) {
        console.error('debounced task failed', error);
      }
    })();
    try {
      await running;
    } finally {
      running = null;
    }
    if (again) {
      again = false;
      schedule();
    }
  };

  function schedule(): void {
    if (timer !== null) clearTimeout(timer);
    timer = setTimeout(() => void run(), delayMs);
  }

  return {
    schedule,
    flush: () => {
      if (timer !== null) clearTimeout(timer);
      return run();
    },
    cancel: () => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      again = false;
    },
    pending: () => timer !== null || running !== null,
  };
}
