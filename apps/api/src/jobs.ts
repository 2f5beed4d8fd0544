import os from 'node:os';
import pino from 'pino';
import { closeDeps, createDeps } from './app.ts';
import { startOrderJobs } from './domains/orders/order-jobs.ts';
import { startupConfig } from './startup.ts';

/**
 * The background jobs in a process of their own (order letters, payment deadlines): `npm start` on
 * PostgreSQL runs it beside the workers, which then run no jobs (BACKGROUND_JOBS=off), so a burst of
 * orders renders its letters here and not on the threads that answer buyers. Its priority is lowered:
 * a letter may wait a moment, a buyer should not. The database must be prepared already (the primary
 * migrates before starting it).
 */
const config = startupConfig();
const log = pino({ level: config.logLevel, name: 'jobs' });
try {
  os.setPriority(10);
} catch {
  // Not permitted here: the jobs run at normal priority.
}
const deps = await createDeps(config, { migrate: false });
const jobs = startOrderJobs(deps, log, { expiry: true });
log.info('background jobs running');

let stopped: Promise<void> | null = null;
const shutDown = () => {
  stopped ??= (async () => {
    await jobs.stop();
    await closeDeps(deps);
    process.exit(0);
  })();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, shutDown);
// Started by the shop's primary: when the primary is gone (even killed), so is this process.
process.once('disconnect', shutDown);
