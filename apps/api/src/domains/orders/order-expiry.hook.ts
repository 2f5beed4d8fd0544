import type { ApiDeps } from '../../deps.ts';
import { type IntervalJob, startIntervalJob } from '../../core/interval-job.ts';
import type { Api } from '../../types.ts';
import { expireUnpaidOrders } from './expire-unpaid.ts';

/** How often unpaid online orders past their deadline are looked for. */
export const EXPIRY_INTERVAL_MS = 60_000;

/**
 * Starts the payment-deadline job when the API is ready (a first run at once, for deadlines that
 * passed while the shop was down) and stops it, waiting for a run in progress, when the API closes,
 * before the database does. Tests call `expireUnpaidOrders` themselves instead.
 */
export function registerOrderExpiry(app: Api, deps: ApiDeps): void {
  if (deps.config.env === 'test') return;
  let job: IntervalJob | null = null;
  app.addHook('onReady', async () => {
    job = startIntervalJob(
      async () => {
        const cancelled = await expireUnpaidOrders(deps);
        if (cancelled.length) app.log.info({ orders: cancelled }, 'unpaid orders past their payment deadline cancelled');
      },
      EXPIRY_INTERVAL_MS,
      (error) => app.log.error({ err: error }, 'payment deadline job failed'),
    );
    void job.runNow();
  });
  app.addHook('onClose', async () => {
    await job?.stop();
  });
}
