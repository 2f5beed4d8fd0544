import { describe, expect, it, vi } from 'vitest';
import { createShortMemo } from './short-memo.ts';

describe('createShortMemo', () => {
  it('answers repeated calls from one load until the entry expires', async () => {
    let clock = 0;
    const memo = createShortMemo(5_000, () => clock);
    const load = vi.fn(async () => ({ n: load.mock.calls.length }));
    const first = await memo('menu:ru', load);
    expect(await memo('menu:ru', load)).toBe(first);
    expect(load).toHaveBeenCalledTimes(1);
    await memo('menu:ua', load);
    expect(load).toHaveBeenCalledTimes(2);
    clock = 5_001;
    await memo('menu:ru', load);
    expect(load).toHaveBeenCalledTimes(3);
  });

  it('forgets a failed load so the next call tries again', async () => {
    const memo = createShortMemo(5_000, () => 0);
    await expect(memo('x', () => Promise.reject(new Error('down')))).rejects.toThrow('down');
    await expect(memo('x', async () => 'up')).resolves.toBe('up');
  });

  it('keeps no expired keys once it holds many: keys with a past version do not pile up', async () => {
    let clock = 0;
    const memo = createShortMemo(5_000, () => clock);
    const load = vi.fn(async () => 'shell');
    for (let version = 0; version < 200; version++) {
      clock = version * 6_000;
      await memo(`${version}:variables:ru`, load);
    }
    expect(load).toHaveBeenCalledTimes(200);
    expect(memo.size()).toBeLessThanOrEqual(64);
  });
});
