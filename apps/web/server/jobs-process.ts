import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The background jobs' entry in the API package (apps/api/src/jobs.ts). */
const JOBS_ENTRY = fileURLToPath(import.meta.resolve('@shop/api/jobs'));
const RESTART_DELAY_MS = 1000;

/**
 * Runs the background jobs (order letters, payment deadlines) in a process of their own beside the
 * workers, restarting it a second after it dies. Only with PostgreSQL: embedded PGlite belongs to the
 * one worker, which then runs the jobs itself.
 */
export function superviseJobsProcess(log: (line: string) => void = (line) => console.error(line)): { stop(): Promise<void> } {
  let child: ChildProcess | null = null;
  let stopping = false;
  const start = () => {
    // A session of its own, so that its lowered priority is its own group's (apps/api/src/jobs.ts).
    child = fork(JOBS_ENTRY, [], { execArgv: ['--import', 'tsx'], stdio: 'inherit', detached: true });
    child.on('exit', (code, signal) => {
      child = null;
      if (stopping) return;
      log(`The background jobs process stopped (${signal ?? `code ${code}`}); starting it again`);
      setTimeout(() => {
        if (!stopping) start();
      }, RESTART_DELAY_MS).unref();
    });
  };
  start();
  return {
    async stop() {
      stopping = true;
      const running = child;
      if (!running) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGTERM');
      });
    },
  };
}
