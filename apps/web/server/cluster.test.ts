import net from 'node:net';
import path from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { planWorkers, type Supervisor, superviseWorkers } from './cluster.ts';

let PORT = 0;
beforeAll(async () => {
  // A free port: the workers listen on it together.
  PORT = await new Promise<number>((resolve) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
});
const worker = path.join(import.meta.dirname, 'testing/cluster-worker.ts');
let supervisor: Supervisor | undefined;

afterEach(async () => {
  await supervisor?.stop();
  supervisor = undefined;
});

async function pidsAnswering(requests: number): Promise<Set<string>> {
  const seen = new Set<string>();
  for (let i = 0; i < requests; i++) seen.add(await (await fetch(`http://127.0.0.1:${PORT}/`)).text());
  return seen;
}

describe('worker plan', () => {
  const shared = { database: 'postgres', cache: 'redis' } as const;

  it('runs one worker per core, or WEB_CONCURRENCY', () => {
    expect(planWorkers({ requested: undefined, cores: 2, ...shared }).workers).toBe(2);
    expect(planWorkers({ requested: '', cores: 8, ...shared }).workers).toBe(8);
    expect(planWorkers({ requested: '3', cores: 2, ...shared }).workers).toBe(3);
    expect(planWorkers({ requested: '1', cores: 2, ...shared }).workers).toBe(1);
    expect(() => planWorkers({ requested: 'two', cores: 2, ...shared })).toThrow(/WEB_CONCURRENCY/);
    expect(() => planWorkers({ requested: '0', cores: 2, ...shared })).toThrow(/WEB_CONCURRENCY/);
  });

  it('runs one worker on embedded PGlite or without Redis, and says why', () => {
    const pglite = planWorkers({ requested: '4', cores: 2, database: 'pglite', cache: 'redis' });
    expect(pglite).toEqual({ workers: 1, reason: expect.stringMatching(/PGlite/) });
    const memory = planWorkers({ requested: undefined, cores: 2, database: 'postgres', cache: 'memory' });
    expect(memory).toEqual({ workers: 1, reason: expect.stringMatching(/REDIS_URL/) });
  });
});

describe('worker supervisor', () => {
  it('starts the workers, which share the port, and replaces one that crashes', async () => {
    const lines: string[] = [];
    supervisor = superviseWorkers({ workers: 2, exec: worker, env: { PORT: String(PORT) }, log: (l) => lines.push(l), restartDelayMs: 100 });
    await supervisor.ready;
    const first = supervisor.pids();
    expect(first).toHaveLength(2);
    // Node's cluster hands connections to the workers in turn.
    expect(await pidsAnswering(6)).toEqual(new Set(first.map(String)));

    await fetch(`http://127.0.0.1:${PORT}/crash`).catch(() => {});
    for (let waited = 0; waited < 15_000; waited += 100) {
      if (supervisor.restarts === 1 && supervisor.pids().length === 2 && (await pidsAnswering(6)).size === 2) break;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const after = supervisor.pids();
    expect(supervisor.restarts).toBe(1);
    expect(after).toHaveLength(2);
    expect(after.filter((pid) => first.includes(pid))).toHaveLength(1);
    expect(lines.join('\n')).toMatch(/exited with code 1; starting another/);
  }, 40_000);

  it('gives up when a worker dies before it ever listened', async () => {
    supervisor = superviseWorkers({ workers: 1, exec: worker, env: { PORT: String(PORT), FAIL_BEFORE_LISTEN: '1' }, log: () => {} });
    await expect(supervisor.ready).rejects.toThrow(/exited with code 3 before it listened/);
    expect(supervisor.restarts).toBe(0);
  }, 20_000);
});
