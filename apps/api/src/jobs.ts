import fs from 'node:fs';
import os from 'node:os';
import pino from 'pino';
import { closeDeps, createDeps } from './app.ts';
import { startOrderJobs } from './domains/orders/order-jobs.ts';
import { startAccountLetterJob } from './domains/professional-applications/account-letter-jobs.ts';
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
const JOBS_NICE = 10;
try {
  os.setPriority(JOBS_NICE);
} catch {
  // Not permitted here: the jobs run at normal priority.
}
lowerOwnSchedulingGroup(JOBS_NICE);
const deps = await createDeps(config, { migrate: false });
const jobs = startOrderJobs(deps, log, { expiry: true });
const letters = startAccountLetterJob(deps, log);
log.info('background jobs running');

let stopped: Promise<void> | null = null;
const shutDown = () => {
  stopped ??= (async () => {
    await Promise.all([jobs.stop(), letters.stop()]);
    await closeDeps(deps);
    process.exit(0);
  })();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, shutDown);
// Started by the shop's primary: when the primary is gone (even killed), so is this process.
process.once('disconnect', shutDown);

/**
 * On Linux with autogroups (sched(7)), a process's nice value only counts against the processes of
 * its own session: the jobs beside the shop's workers took as much CPU as the workers did, while
 * PostgreSQL, a session of its own, was held to its group's share. Started in a session of its own
 * (the primary forks it detached), this process lowers its whole group, so that under load the
 * letters wait for the buyers and the database. Only a session leader does it: in a shared session
 * it would lower the others too.
 */
function lowerOwnSchedulingGroup(nice: number): void {
  try {
    const stat = fs.readFileSync('/proc/self/stat', 'utf8');
    const session = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[3]);
    if (session === process.pid) fs.writeFileSync('/proc/self/autogroup', String(nice));
  } catch {
    // No autogroups here (another system, or the kernel has them off): the nice value alone applies.
  }
}
