import cluster from 'node:cluster';

/**
 * Runs a ceiling server (CEILING, a script under bench/ceilings) as WEB_CONCURRENCY workers of
 * Node's cluster, the way the shop's primary runs its workers: the most that many processes can
 * answer on this machine under the same load generator.
 */
const workers = Number(process.env.WEB_CONCURRENCY) || 1;
cluster.setupPrimary({ exec: process.env.CEILING!, execArgv: ['--import', 'tsx'] });
for (let i = 0; i < workers; i++) cluster.fork();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    process.exit(0);
  });
}
