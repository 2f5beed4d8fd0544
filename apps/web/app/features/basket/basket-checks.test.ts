import type { Me } from '@shop/contracts/user';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeWindow, line } from './testing/basket-fixtures.ts';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock('../../lib/browser-api.ts', () => ({ browserApi: api }));

const store = await import('./basket-store.ts');
const checks = await import('./basket-checks.ts');
const account = await import('../../visitor/account-store.ts');

const KEY = 'procosmetics:basket';
const OWNER = 'procosmetics:basket-owner';
const user = { id: 7 } as Me;
let fake: ReturnType<typeof fakeWindow>;
let stop: () => void;

function syncAnswer(products = [line(1)], dropped: unknown[] = []) {
  return { data: { products, dropped } };
}

describe('basket checks', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.resetAllMocks();
    fake = fakeWindow();
    (globalThis as { window?: unknown }).window = fake.window;
    (globalThis as { document?: unknown }).document = { visibilityState: 'visible' };
    api.get.mockResolvedValue({ data: [] });
    api.post.mockImplementation(async (_path: string, body: { products: unknown[] }) => ({ data: { products: [], dropped: [], echo: body } }));
  });
  afterEach(() => {
    stop?.();
    store.unloadBasket();
    account.setGuest();
    vi.useRealTimers();
    delete (globalThis as { window?: unknown }).window;
    delete (globalThis as { document?: unknown }).document;
  });

  it('checks samples and gifts once, 500 ms after the last of several changes, by products[priceId]=count', async () => {
    stop = checks.startBasketChecks();
    store.addToBasket(line(1));
    await vi.advanceTimersByTimeAsync(200);
    store.addToBasket(line(1));
    store.addToBasket(line(2), 3);
    await vi.advanceTimersByTimeAsync(499);
    expect(api.get).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(api.get.mock.calls.map((c) => c[0]).sort()).toEqual(['/v1/products/check-gift', '/v1/products/check-samples']);
    expect(api.get.mock.calls[0][1]).toEqual({ 'products[10]': 2, 'products[20]': 3 });
    expect(api.get.mock.calls[0][2]).toEqual({ background: true });
    // A guest's basket is not sent to the server.
    expect(api.post).not.toHaveBeenCalled();
  });

  it('adds the gifts the server gives', async () => {
    api.get.mockImplementation(async (path: string) => ({
      data: path.endsWith('check-gift') ? [{ id: 1, title: 'Подарок', maxCount: 1, items: [{ id: 5, product_price_id: 55, title: 'Крем', slug: 'krem', value: '5 мл', image: null }] }] : [],
    }));
    stop = checks.startBasketChecks();
    store.addToBasket(line(1));
    await vi.advanceTimersByTimeAsync(500);
    expect(store.getBasketLines().map((l) => l.type)).toEqual(['product', 'gift']);
  });

  it('only logs a failed check (SPEC §8)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    api.get.mockRejectedValue(new Error('offline'));
    stop = checks.startBasketChecks();
    store.addToBasket(line(1));
    await vi.advanceTimersByTimeAsync(500);
    expect(store.getBasketLines()).toHaveLength(1);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });

  it('merges a guest basket into the saved one on sign-in, then replaces it on every later sync', async () => {
    fake.data.set(KEY, JSON.stringify({ v: 1, lines: [line(1, 2)] }));
    api.post.mockResolvedValue(syncAnswer([line(1, 2), line(9, 1)]));
    stop = checks.startBasketChecks();
    account.setSignedIn(user);
    await vi.advanceTimersByTimeAsync(0);
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(api.post.mock.calls[0][1]).toEqual({ products: [{ id: 1, product_price_id: 10, count: 2, type: 'product' }], merge: true });
    expect(store.getBasketLines().map((l) => l.id)).toEqual([1, 9]);
    expect(fake.data.get(OWNER)).toBe('7');

    store.increment('product:1:10');
    await vi.advanceTimersByTimeAsync(500);
    expect(api.post).toHaveBeenCalledTimes(2);
    expect(api.post.mock.calls[1][1]).toMatchObject({ merge: false });
  });

  it('re-syncs every 10 s while signed in and tells what the server dropped', async () => {
    fake.data.set(OWNER, '7');
    fake.data.set(KEY, JSON.stringify({ v: 1, lines: [line(1), line(2)] }));
    api.post.mockResolvedValue(syncAnswer([line(1)], [{ id: 2, product_price_id: 20, title: 'Товар 2', reason: 'price_missing' }]));
    const dropped = vi.fn();
    const stopDropped = checks.onLinesDropped(dropped);
    // Restored at start-up (the account is signed in before the page frame starts the checks).
    account.setSignedIn(user);
    stop = checks.startBasketChecks();
    await vi.advanceTimersByTimeAsync(0);
    // The basket is already this user's: nothing to merge at once.
    expect(api.post).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(10_000);
    expect(api.post).toHaveBeenCalledTimes(1);
    expect(api.post.mock.calls[0][1]).toMatchObject({ merge: false });
    expect(store.getBasketLines().map((l) => l.id)).toEqual([1]);
    expect(dropped).toHaveBeenCalledWith([expect.objectContaining({ title: 'Товар 2' })]);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(api.post).toHaveBeenCalledTimes(2);
    stopDropped();
  });

  it('keeps a change the shopper made while a sync was on its way', async () => {
    fake.data.set(OWNER, '7');
    let answer: (value: unknown) => void = () => undefined;
    api.post.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    account.setSignedIn(user);
    stop = checks.startBasketChecks();
    store.addToBasket(line(1));
    await vi.advanceTimersByTimeAsync(500);
    store.addToBasket(line(2));
    answer(syncAnswer([line(1)]));
    await vi.advanceTimersByTimeAsync(0);
    expect(store.getBasketLines().map((l) => l.id)).toEqual([1, 2]);
  });

  it('forgets the account basket in this browser once signed out', async () => {
    fake.data.set(OWNER, '7');
    fake.data.set(KEY, JSON.stringify({ v: 1, lines: [line(1)] }));
    account.setSignedIn(user);
    stop = checks.startBasketChecks();
    expect(store.getBasketLines()).toHaveLength(1);
    account.setGuest();
    expect(store.getBasketLines()).toEqual([]);
    expect(fake.data.has(OWNER)).toBe(false);
  });

  it('refreshes a guest basket when it is looked at and names the lines that are gone', async () => {
    fake.data.set(KEY, JSON.stringify({ v: 1, lines: [line(1, 2), line(2)] }));
    api.get.mockImplementation(async (path: string) => ({ data: path === '/v1/basket/products' ? [line(1, 1, {}, { price: 120 })] : [] }));
    const dropped = vi.fn();
    const stopDropped = checks.onLinesDropped(dropped);
    account.setGuest();
    stop = checks.startBasketChecks();
    checks.requestBasketCheck();
    await vi.advanceTimersByTimeAsync(500);
    expect(api.get.mock.calls[0]).toEqual(['/v1/basket/products', { ids: [10, 20] }, { background: true }]);
    expect(store.getBasketLines().map((l) => [l.id, l.select_count, l.select_type.price])).toEqual([[1, 2, 120]]);
    expect(dropped).toHaveBeenCalledWith([expect.objectContaining({ id: 2, title: 'Товар 2' })]);
    stopDropped();
  });
});
