import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn(), delete: vi.fn() }));
vi.mock('../lib/browser-api.ts', () => ({ browserApi: api }));

const { clearFavourites, loadFavourites, setFavourite } = await import('./favourites-store.ts');
const { getVisitorState } = await import('../lib/visitor-state.ts');

function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

describe('favourites store', () => {
  beforeEach(() => {
    vi.resetAllMocks();
    clearFavourites();
  });

  it('loads the ids and counts them for the header', async () => {
    api.get.mockResolvedValue({ data: [{ productId: 1 }, { productId: 2 }] });
    await loadFavourites();
    expect(getVisitorState().favourites).toBe(2);
  });

  it('keeps a heart clicked while the list was still on its way', async () => {
    const list = deferred<{ data: { productId: number }[] }>();
    api.get.mockReturnValue(list.promise);
    api.post.mockResolvedValue({ data: { productId: 5 } });
    const loading = loadFavourites();
    await setFavourite(5, true);
    // The API read the list before the new favourite reached it.
    list.resolve({ data: [{ productId: 1 }] });
    await loading;
    expect(getVisitorState().favourites).toBe(2);
  });

  it('takes the heart back when the API refuses', async () => {
    api.get.mockResolvedValue({ data: [{ productId: 1 }] });
    await loadFavourites();
    api.delete.mockRejectedValue(new Error('offline'));
    await expect(setFavourite(1, false)).rejects.toThrow('offline');
    expect(getVisitorState().favourites).toBe(1);
  });
});
