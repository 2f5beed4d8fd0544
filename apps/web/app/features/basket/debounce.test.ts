import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createDebouncer } from './debounce.ts';

describe('debouncer (SPEC §9: the basket check waits 500 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs once, 500 ms after the last of several changes', async () => {
    const task = vi.fn();
    const debouncer = createDebouncer(task, 500);
    debouncer.schedule();
    await vi.advanceTimersByTimeAsync(300);
    debouncer.schedule();
    await vi.advanceTimersByTimeAsync(499);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs a waiting task at once on flush, and nothing later', async () => {
    const task = vi.fn();
    const debouncer = createDebouncer(task, 500);
    debouncer.schedule();
    await debouncer.flush();
    expect(task).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('never runs the task twice at once: a change during a run starts one more run after it', async () => {
    let finish: () => void = () => undefined;
    let active = 0;
    let most = 0;
    const task = vi.fn(
      () =>
        new Promise<void>((resolve) => {
          active += 1;
          most = Math.max(most, active);
          finish = () => {
            active -= 1;
            resolve();
          };
        }),
    );
    const debouncer = createDebouncer(task, 500);
    debouncer.schedule();
    await vi.advanceTimersByTimeAsync(500);
    debouncer.schedule();
    await vi.advanceTimersByTimeAsync(500);
    expect(task).toHaveBeenCalledTimes(1);
    expect(debouncer.pending()).toBe(true);
    finish();
    await vi.advanceTimersByTimeAsync(500);
    expect(task).toHaveBeenCalledTimes(2);
    finish();
    await vi.advanceTimersByTimeAsync(0);
    expect(most).toBe(1);
    expect(debouncer.pending()).toBe(false);
  });

  it('logs a failed run and keeps working', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const task = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(undefined);
    const debouncer = createDebouncer(task, 500);
    await debouncer.flush();
    await debouncer.flush();
    expect(task).toHaveBeenCalledTimes(2);
    expect(error).toHaveBeenCalledTimes(1);
    error.mockRestore();
  });

  it('forgets a waiting run on cancel', async () => {
    const task = vi.fn();
    const debouncer = createDebouncer(task, 500);
    debouncer.schedule();
    debouncer.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(task).not.toHaveBeenCalled();
  });
});
