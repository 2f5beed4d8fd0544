/**
 * Runs a job on an interval inside the API process: never two runs at once in this process (a slow
 * run makes the next tick wait, not overlap), stopped by `stop()`, which also waits for a run in
 * progress so the database is not closed under it. Different processes coordinate through the
 * job's own locking (expire-unpaid.ts: `SKIP LOCKED`).
 */
export interface IntervalJob {
  /** Runs the job now unless a run is in progress; resolves when that run ends. */
  runNow(): Promise<void>;
  stop(): Promise<void>;
}

export function startIntervalJob(job: () => Promise<unknown>, intervalMs: number, onError: (error: unknown) => void): IntervalJob {
  let running: Promise<void> | null = null;
  let stopped = false;
  const runNow = () => {
    if (stopped) return Promise.resolve();
    running ??= job()
      .then(
        () => undefined,
        (error: unknown) => onError(error),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void runNow(), intervalMs);
  // The job alone must not keep a process alive that is otherwise done.
  timer.unref();
  return {
    runNow,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
