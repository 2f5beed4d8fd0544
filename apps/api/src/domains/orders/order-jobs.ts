import type { FastifyBaseLogger } from 'fastify';
import { type IntervalJob, startIntervalJob } from '../../core/interval-job.ts';
import type { ApiDeps } from '../../deps.ts';
import type { Api } from '../../types.ts';
import { expireUnpaidOrders } from './expire-unpaid.ts';
import { registerNoticeSender, sendDueNotices } from './order-notices.ts';

/** How often unpaid online orders past their deadline are looked for. */
const EXPIRY_INTERVAL_MS = 60_000;
/** How often queued order letters are looked for when no change in this process wakes the sender. */
const NOTICE_INTERVAL_MS = 1000;

/**
 * The orders' background jobs: the payment deadline (a first run at once, for deadlines that passed
 * while the shop was down) and the order letters' outbox. `stop()` waits for runs in progress, so
 * the database is not closed under them. Tests call `expireUnpaidOrders` themselves, so `expiry`
 * is off there.
 */
export function startOrderJobs(deps: ApiDeps, log: FastifyBaseLogger, options: { expiry: boolean }): { stop(): Promise<void> } {
  const jobs: IntervalJob[] = [];
  if (options.expiry) {
    const expiry = startIntervalJob(
      async () => {
        const cancelled = await expireUnpaidOrders(deps);
        if (cancelled.length) log.info({ orders: cancelled }, 'unpaid orders past their payment deadline cancelled');
      },
      EXPIRY_INTERVAL_MS,
      (error) => log.error({ err: error }, 'payment deadline job failed'),
    );
    jobs.push(expiry);
    void expiry.runNow();
  }
  let stopping = false;
  const notices = startIntervalJob(
    () => sendDueNotices(deps, log, () => stopping),
    NOTICE_INTERVAL_MS,
    (error) => log.error({ err: error }, 'order letters job failed'),
  );
  jobs.push(notices);
  // A run already in progress may have claimed its batch before the new notice was queued: run again after it.
  const unregister = registerNoticeSender(deps, () => notices.runNow().then(() => notices.runNow()));
  void notices.runNow();
  return {
    async stop() {
      stopping = true;
      unregister();
      await Promise.all(jobs.map((job) => job.stop()));
    },
  };
}

/**
 * Runs the orders' jobs in the API process (BACKGROUND_JOBS on, the default) from when it is ready
 * until it closes, before the database does. With BACKGROUND_JOBS=off another process runs them
 * (`npm start` on PostgreSQL: apps/api/src/jobs.ts, docs/operations.md).
 */
export function registerOrderJobs(app: Api, deps: ApiDeps): void {
  if (!deps.config.backgroundJobs) return;
  let jobs: { stop(): Promise<void> } | null = null;
  app.addHook('onReady', async () => {
    jobs = startOrderJobs(deps, app.log, { expiry: deps.config.env !== 'test' });
  });
  app.addHook('onClose', async () => {
    await jobs?.stop();
  });
}
