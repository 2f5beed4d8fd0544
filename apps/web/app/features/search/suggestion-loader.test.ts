import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SearchResult } from '@shop/contracts/search';
import { createSuggestionLoader } from './suggestion-loader.ts';

function resultFor(query: string): SearchResult {
  return { products: [{ id: query.length, title: query, slug: query, brand: { id: 1, title: 'B', slug: 'b' }, image: null, minPrice: 1 }], news: [] };
}

describe('suggestion loader', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits 500 ms after the last keystroke and sends one request', async () => {
    const fetch = vi.fn(async (q: string) => resultFor(q));
    const onResult = vi.fn();
    const loader = createSuggestionLoader({ delayMs: 500, fetch, onResult });
    loader.update('кре');
    await vi.advanceTimersByTimeAsync(300);
    loader.update('крем');
    await vi.advanceTimersByTimeAsync(499);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(fetch).toHaveBeenCalledWith('крем');
    expect(onResult).toHaveBeenCalledWith('крем', resultFor('крем'));
  });

  it('never asks for 2 characters or fewer', async () => {
    const fetch = vi.fn(async (q: string) => resultFor(q));
    const loader = createSuggestionLoader({ delayMs: 500, fetch, onResult: () => {} });
    loader.update('кр');
    loader.update(' к ');
    await vi.advanceTimersByTimeAsync(2000);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('drops an answer that arrives after the visitor typed something else', async () => {
    const pending = new Map<string, (r: SearchResult) => void>();
    const fetch = vi.fn((q: string) => new Promise<SearchResult>((resolve) => pending.set(q, resolve)));
    const onResult = vi.fn();
    const loader = createSuggestionLoader({ delayMs: 500, fetch, onResult });
    loader.update('сыв');
    await vi.advanceTimersByTimeAsync(500);
    loader.update('сыворотка');
    await vi.advanceTimersByTimeAsync(500);
    pending.get('сыворотка')!(resultFor('сыворотка'));
    await vi.advanceTimersByTimeAsync(0);
    pending.get('сыв')!(resultFor('сыв'));
    await vi.advanceTimersByTimeAsync(0);
    expect(onResult).toHaveBeenCalledTimes(1);
    expect(onResult).toHaveBeenCalledWith('сыворотка', resultFor('сыворотка'));
  });

  it('answers a query seen before from memory without a request', async () => {
    const fetch = vi.fn(async (q: string) => resultFor(q));
    const onResult = vi.fn();
    const loader = createSuggestionLoader({ delayMs: 500, fetch, onResult });
    loader.update('маска');
    await vi.advanceTimersByTimeAsync(500);
    loader.update('маск');
    await vi.advanceTimersByTimeAsync(500);
    loader.update('маска');
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(onResult).toHaveBeenLastCalledWith('маска', resultFor('маска'));
  });

  it('cancel stops a pending request', async () => {
    const fetch = vi.fn(async (q: string) => resultFor(q));
    const loader = createSuggestionLoader({ delayMs: 500, fetch, onResult: () => {} });
    loader.update('тоник');
    loader.cancel();
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).not.toHaveBeenCalled();
  });
});
