import { analyticsEventBody } from '@shop/contracts/analytics';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeWindow, line } from './testing/basket-fixtures.ts';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(async () => ({})) }));
vi.mock('../../lib/browser-api.ts', () => ({ browserApi: api }));

const store = await import('./basket-store.ts');
const { getVisitorState } = await import('../../lib/visitor-state.ts');
const { promoLine } = await import('./basket-lines.ts');

const KEY = 'procosmetics:basket';
let fake: ReturnType<typeof fakeWindow>;

function layer(): { event?: string; ecommerce?: { items?: unknown[] } }[] {
  return (fake.window as unknown as { dataLayer?: [] }).dataLayer ?? [];
}

describe('basket store', () => {
  beforeEach(() => {
    fake = fakeWindow();
    (globalThis as { window?: unknown }).window = fake.window;
  });
  afterEach(() => {
    store.unloadBasket();
    delete (globalThis as { window?: unknown }).window;
  });

  it('reads the stored basket and counts its units for the header', () => {
    fake.data.set(KEY, JSON.stringify({ v: 1, lines: [line(1, 2), line(2, 1)] }));
    expect(store.getBasketLines()).toHaveLength(2);
    expect(getVisitorState().basket).toBe(3);
  });

  it('reads a broken or older stored basket as empty', () => {
    for (const text of ['not json', JSON.stringify({ v: 2, lines: [line(1)] }), JSON.stringify({ v: 1, lines: [{ id: 'x' }] })]) {
      store.unloadBasket();
      fake.data.set(KEY, text);
      expect(store.getBasketLines()).toEqual([]);
    }
  });

  it('saves every change as { v: 1, lines } and merges an identical line', () => {
    store.addToBasket(line(1), 2);
    store.addToBasket(line(1), 3);
    const saved = JSON.parse(fake.data.get(KEY) ?? '{}');
    expect(saved.v).toBe(1);
    expect(saved.lines).toHaveLength(1);
    expect(saved.lines[0].select_count).toBe(5);
    expect(getVisitorState().basket).toBe(5);
  });

  it('keeps counts within the variant stock and decrement stops at 1', () => {
    store.addToBasket(line(1, 1, {}, { quantity: 3 }), 1);
    const key = 'product:1:10';
    store.increment(key);
    store.increment(key);
    store.increment(key);
    expect(store.getBasketLines()[0].select_count).toBe(3);
    store.setCount(key, '0');
    expect(store.getBasketLines()[0].select_count).toBe(1);
    store.decrement(key);
    expect(store.getBasketLines()[0].select_count).toBe(1);
    store.setCount(key, 2.4);
    expect(store.getBasketLines()[0].select_count).toBe(3);
  });

  it('removes a line with remove_from_cart, but never a gift', () => {
    const gift = promoLine({ id: 8, product_price_id: 80, title: 'Подарок', slug: 'gift', value: '5 мл', image: null }, 'gift');
    store.addLines([line(1, 2), gift]);
    store.remove('gift:8:80');
    expect(store.getBasketLines()).toHaveLength(2);
    store.remove('product:1:10');
    expect(store.getBasketLines().map((l) => l.type)).toEqual(['gift']);
    const removed = layer().find((e) => e.event === 'remove_from_cart');
    expect(removed?.ecommerce).toMatchObject({ currency: 'UAH', value: 200, items: [{ item_id: '1', quantity: 2 }] });
    expect(api.post).toHaveBeenCalledWith(
      '/v1/event',
      { eventTypeKey: 'RemoveFromCart', payload: { product_id: 1, product_price_id: 10, count: 2, value: 200, currency: 'UAH' } },
      { background: true },
    );
    // The body is what POST /v1/event accepts.
    expect(analyticsEventBody.safeParse((api.post.mock.calls[0] as unknown[])[1]).success).toBe(true);
  });

  it('empties the basket on reset and replaces it on replaceLines', () => {
    store.addLines([line(1), line(2)]);
    store.reset();
    expect(store.getBasketLines()).toEqual([]);
    expect(fake.data.has(KEY)).toBe(false);
    store.replaceLines([line(3, 2), line(3, 1)]);
    expect(store.getBasketLines().map((l) => [l.id, l.select_count])).toEqual([[3, 3]]);
  });

  it('tells listeners about the shopper changes, not about the shop own lines', () => {
    const listener = vi.fn();
    const stop = store.onBasketChange(listener);
    store.addToBasket(line(1));
    store.applyShopLines([line(2)]);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenLastCalledWith('shopper');
    stop();
  });

  it('follows a change made in another tab', () => {
    const listener = vi.fn();
    const stop = store.onBasketChange(listener);
    store.addToBasket(line(1));
    fake.otherTabWrites(KEY, JSON.stringify({ v: 1, lines: [line(1), line(2, 4)] }));
    expect(store.getBasketLines()).toHaveLength(2);
    expect(getVisitorState().basket).toBe(5);
    expect(listener).toHaveBeenLastCalledWith('other-tab');
    fake.otherTabWrites('procosmetics:other', 'x');
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });
});
