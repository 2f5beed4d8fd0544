import cluster, { type Worker } from 'node:cluster';

/** How many worker processes serve the shop, and why. */
export interface WorkerPlan {
  workers: number;
  reason: string;
}

export interface PlanInputs {
  /** WEB_CONCURRENCY, when set. */
  requested: string | undefined;
  cores: number;
  database: 'pglite' | 'postgres';
  cache: 'memory' | 'redis';
}

/**
 * One worker per core, or WEB_CONCURRENCY. Several workers need what they share to live outside
 * them: embedded PGlite belongs to one process, and without Redis each worker would keep its own
 * rate-limit counters (a limit of 5 would allow 5 per worker) and its own catalogue version (a
 * change made through one worker would leave the others serving old cached pages). So on PGlite
 * or without REDIS_URL the shop runs one worker (decision 0013).
 */
export function planWorkers({ requested, cores, database, cache }: PlanInputs): WorkerPlan {
  const asked = requested?.trim() ? Number(requested) : undefined;
  if (asked !== undefined && (!Number.isInteger(asked) || asked < 1)) {
    throw new Error(`WEB_CONCURRENCY must be a whole number of workers, 1 or more (got "${requested}")`);
  }
  const wanted = asked ?? Math.max(1, cores);
  const source = asked === undefined ? `one per core (${cores})` : 'WEB_CONCURRENCY';
  if (wanted === 1) return { workers: 1, reason: source };
  if (database === 'pglite') return { workers: 1, reason: 'embedded PGlite belongs to one process; set DATABASE_URL for more' };
  if (cache === 'memory') return { workers: 1, reason: 'rate limits and the catalogue version must be shared; set REDIS_URL for more' };
  return { workers: wanted, reason: source };
}

export interface SupervisorOptions {
  workers: number;
  /** The worker's script and the Node flags to run it with. */
  exec: string;
  execArgv?: string[];
  env?: Record<string, string>;
  /** Where the supervisor reports restarts (stderr by default). */
  log?: (line: string) => void;
  /** First delay before restarting a worker that died young; doubles up to `maxRestartDelayMs`. */
  restartDelayMs?: number;
  maxRestartDelayMs?: number;
  /** A worker that lived this long counts as healthy: the next crash restarts it at once. */
  healthyAfterMs?: number;
  /** How long workers get to finish their requests on stop before they are killed. */
  stopTimeoutMs?: number;
}

export interface Supervisor {
  /** Resolves when every worker listens for the first time; rejects if one dies before it listened. */
  ready: Promise<void>;
  /** Process ids of the workers alive now. */
  pids(): number[];
  restarts: number;
  stop(): Promise<void>;
}

/**
 * Forks the workers (they share the listening socket through Node's cluster module) and restarts
 * any that dies. A worker that crashes soon after it started is restarted after a growing delay,
 * so a fault that kills every worker at once does not turn into a fork loop.
 */
export function superviseWorkers(options: SupervisorOptions): Supervisor {
  const log = options.log ?? ((line: string) => console.error(line));
  const restartDelayMs = options.restartDelayMs ?? 500;
  const maxRestartDelayMs = options.maxRestartDelayMs ?? 30_000;
  const healthyAfterMs = options.healthyAfterMs ?? 30_000;
  cluster.setupPrimary({ exec: options.exec, execArgv: options.execArgv ?? ['--import', 'tsx'], silent: false });

  const alive = new Map<Worker, { startedAt: number; listened: boolean }>();
  let stopping = false;
  let delay = restartDelayMs;
  let listenedOnce = 0;
  const supervisor: Supervisor = {
    ready: undefined as unknown as Promise<void>,
    pids: () => [...alive.keys()].map((w) => w.process.pid).filter((pid): pid is number => pid !== undefined),
    restarts: 0,
    stop,
  };
  let resolveReady: () => void;
  let rejectReady: (error: Error) => void;
  supervisor.ready = new Promise<void>((resolve, reject) => {
    resolveReady = resolve;
    rejectReady = reject;
  });
  supervisor.ready.catch(() => {}); // the caller may learn of it later, through `ready`

  function fork() {
    const worker = cluster.fork(options.env);
    alive.set(worker, { startedAt: Date.now(), listened: false });
    worker.on('listening', () => {
      const state = alive.get(worker);
      if (!state || state.listened) return;
      state.listened = true;
      listenedOnce++;
      if (listenedOnce === options.workers) resolveReady();
    });
    worker.on('exit', (code, signal) => {
      const state = alive.get(worker);
      alive.delete(worker);
      if (stopping || !state) return;
      const how = signal ? `signal ${signal}` : `code ${code}`;
      if (listenedOnce < options.workers && !state.listened) {
        // Before the shop ever answered: a setting or the database is wrong, restarting will not help.
        rejectReady(new Error(`worker ${worker.process.pid} exited with ${how} before it listened`));
        return;
      }
      const livedMs = Date.now() - state.startedAt;
      const wait = livedMs >= healthyAfterMs ? 0 : delay;
      delay = livedMs >= healthyAfterMs ? restartDelayMs : Math.min(delay * 2, maxRestartDelayMs);
      supervisor.restarts++;
      log(`Worker ${worker.process.pid} exited with ${how}; starting another${wait ? ` in ${wait} ms` : ''}`);
      setTimeout(() => {
        if (!stopping) fork();
      }, wait).unref();
    });
  }

  async function stop(): Promise<void> {
    stopping = true;
    const exits = [...alive.keys()].map(
      (worker) =>
        new Promise<void>((resolve) => {
          if (worker.isDead()) return resolve();
          worker.once('exit', () => resolve());
          worker.process.kill('SIGTERM');
          setTimeout(() => worker.process.kill('SIGKILL'), options.stopTimeoutMs ?? 10_000).unref();
        }),
    );
    await Promise.all(exits);
  }

  for (let i = 0; i < options.workers; i++) fork();
  return supervisor;
}
