import { describe, expect, it } from 'vitest';
import { startIntervalJob } from './interval-job.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('startIntervalJob', () => {
  it('never runs twice at once, waits for a run in progress when stopped, and runs no more after', async () => {
    let running = 0;
    let most = 0;
    let runs = 0;
    let release: () => void = () => {};
    const job = startIntervalJob(
      async () => {
        running++;
        runs++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        running--;
      },
      5,
      () => {},
    );
    const first = job.runNow();
    const second = job.runNow();
    await sleep(40);
    expect(runs).toBe(1);
    let stopped = false;
    const stopping = job.stop().then(() => {
      stopped = true;
    });
    await sleep(10);
    expect(stopped).toBe(false);
    release();
    await Promise.all([first, second, stopping]);
    expect(stopped).toBe(true);
    expect(most).toBe(1);
    await job.runNow();
    await sleep(20);
    expect(runs).toBe(1);
  });

  it('reports a failed run and carries on', async () => {
    const errors: unknown[] = [];
    let runs = 0;
    const job = startIntervalJob(
      async () => {
        runs++;
        if (runs === 1) throw new Error('database away');
      },
      5,
      (error) => errors.push(error),
    );
    await job.runNow();
    await sleep(30);
    await job.stop();
    expect(errors).toHaveLength(1);
    expect(runs).toBeGreaterThan(1);
  });
});
