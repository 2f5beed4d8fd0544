import type { FastifyBaseLogger } from 'fastify';
import { startIntervalJob } from '../../core/interval-job.ts';
import type { ApiDeps } from '../../deps.ts';
import type { Api } from '../../types.ts';
import { sendDueAccountLetters } from './account-letters.ts';

/** How often queued account letters are looked for. */
const LETTER_INTERVAL_MS = 2000;

/** The account letters' sender; `stop()` waits for a run in progress. */
export function startAccountLetterJob(deps: ApiDeps, log: FastifyBaseLogger): { stop(): Promise<void> } {
  let stopping = false;
  const job = startIntervalJob(
    () => sendDueAccountLetters(deps, log, () => stopping),
    LETTER_INTERVAL_MS,
    (error) => log.error({ err: error }, 'account letters job failed'),
  );
  void job.runNow();
  return {
    async stop() {
      stopping = true;
      await job.stop();
    },
  };
}

/** Runs the sender in the API process when BACKGROUND_JOBS is on (else apps/api/src/jobs.ts does). */
export function registerAccountLetterJob(app: Api, deps: ApiDeps): void {
  if (!deps.config.backgroundJobs) return;
  let job: { stop(): Promise<void> } | null = null;
  app.addHook('onReady', async () => {
    job = startAccountLetterJob(deps, app.log);
  });
  app.addHook('onClose', async () => {
    await job?.stop();
  });
}
