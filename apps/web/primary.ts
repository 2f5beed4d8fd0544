import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { exitOnRefusedStart, prepareDatabase } from '@shop/api/shop-api';
import { planWorkers, superviseWorkers } from './server/cluster.ts';
import { superviseJobsProcess } from './server/jobs-process.ts';

/**
 * `npm start`: migrates the database once (and seeds it in the demo), then runs `server.ts` as one worker per core
 * (WEB_CONCURRENCY overrides), restarting any worker that dies. Workers share the listening socket
 * and nothing else but the database and Redis.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
// Production seeds nothing, and refuses a database holding demo accounts (with the command that removes them).
const prepared = await prepareDatabase().catch(exitOnRefusedStart);
const plan = planWorkers({
  requested: process.env.WEB_CONCURRENCY,
  cores: os.availableParallelism(),
  database: prepared.database,
  cache: prepared.cache,
});
const asked = Number(process.env.WEB_CONCURRENCY);
if (asked > plan.workers) console.warn(`WEB_CONCURRENCY=${asked} asked for more workers than can run: ${plan.reason}`);

// On PostgreSQL the background jobs (order letters, payment deadlines) run in a process of their own,
// so the workers only answer requests; the one worker of embedded PGlite runs them itself.
const ownJobsProcess = prepared.database === 'postgres';
const supervisor = superviseWorkers({
  workers: plan.workers,
  exec: path.join(here, 'server.ts'),
  env: ownJobsProcess ? { BACKGROUND_JOBS: 'off' } : undefined,
});
const jobs = ownJobsProcess ? superviseJobsProcess() : null;
try {
  await supervisor.ready;
  console.log(`${plan.workers} worker${plan.workers === 1 ? '' : 's'} serving (${plan.reason})`);
} catch (error) {
  console.error(`The shop did not start: ${(error as Error).message}`);
  await Promise.all([supervisor.stop(), jobs?.stop()]);
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    await Promise.all([supervisor.stop(), jobs?.stop()]);
    process.exit(0);
  });
}
