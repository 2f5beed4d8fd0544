import { describe, expect, it } from 'vitest';
import { createLimiter } from './render-limiter.ts';

/** Resolves after the event loop has gone round once more (its check phase has run). */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('render limiter', () => {
  it('starts one render per turn of the event loop, so sockets are read between renders', async () => {
    const limit = createLimiter(4);
    // Counts turns of the loop: each check phase runs this once and queues it for the next turn.
    let turn = 0;
    let counting = true;
    const tick = () => {
      turn++;
      if (counting) setImmediate(tick);
    };
    setImmediate(tick);
    // Five renders read in one poll phase, each finishing within its own microtasks.
    const turns: number[] = [];
    await Promise.all([1, 2, 3, 4, 5].map(() => limit(async () => void turns.push(turn))));
    counting = false;
    expect(new Set(turns).size).toBe(5);
  });

  it('serves requests in the order they came', async () => {
    const limit = createLimiter(2);
    const order: number[] = [];
    await Promise.all([1, 2, 3, 4, 5, 6].map((n) => limit(async () => void order.push(n))));
    expect(order).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('never runs more than the cap at once, and starts the next while one waits for I/O', async () => {
    const limit = createLimiter(2);
    let running = 0;
    let most = 0;
    const releases: Array<() => void> = [];
    const tasks = [1, 2, 3].map(() =>
      limit(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise<void>((resolve) => releases.push(resolve));
        running--;
      }),
    );
    for (let i = 0; i < 5; i++) await nextTurn();
    expect(running).toBe(2);
    releases.shift()!();
    for (let i = 0; i < 5; i++) await nextTurn();
    expect(running).toBe(2);
    while (releases.length) releases.shift()!();
    await Promise.all(tasks);
    expect(most).toBe(2);
  });

  it('frees the slot of a render that failed', async () => {
    const limit = createLimiter(1);
    await expect(limit(async () => Promise.reject(new Error('loader failed')))).rejects.toThrow('loader failed');
    await expect(limit(async () => 'next page')).resolves.toBe('next page');
  });

  it('tells shutdown when no render runs or waits any more', async () => {
    const limit = createLimiter(1);
    expect(await Promise.race([limit.idle(1_000).then(() => 'idle'), nextTurn().then(() => 'busy')])).toBe('idle');
    let release!: () => void;
    const first = limit(() => new Promise<void>((resolve) => (release = resolve)));
    const second = limit(async () => undefined);
    let idle = false;
    const waited = limit.idle(5_000).then(() => (idle = true));
    for (let i = 0; i < 5; i++) await nextTurn();
    expect(idle).toBe(false);
    release();
    await Promise.all([first, second, waited]);
    expect(idle).toBe(true);
  });
});
