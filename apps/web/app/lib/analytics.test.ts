import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { trackSelectItem, trackViewItem, trackViewItemList } from './analytics.ts';

const item = { item_id: '12', item_name: 'Крем', item_brand: 'Brand', item_category: 'Лицо', price: 450 };

describe('analytics', () => {
  beforeEach(() => {
    (globalThis as { window?: unknown }).window = {};
  });
  afterEach(() => {
    delete (globalThis as { window?: unknown }).window;
  });

  const layer = () => (globalThis as unknown as { window: { dataLayer?: unknown[] } }).window.dataLayer ?? [];

  it('clears the previous ecommerce object and sends the list with positions and UAH', () => {
    trackViewItemList({ id: 'katalog', name: 'Каталог' }, [item, { ...item, item_id: '13' }], 12);
    expect(layer()[0]).toEqual({ ecommerce: null });
    expect(layer()[1]).toMatchObject({
      event: 'view_item_list',
      ecommerce: { currency: 'UAH', item_list_id: 'katalog', items: [{ item_id: '12', index: 12 }, { item_id: '13', index: 13 }] },
    });
  });

  it('sends nothing for an empty list', () => {
    trackViewItemList({ id: 'x', name: 'x' }, []);
    expect(layer()).toEqual([]);
  });

  it('sends select_item and view_item with value and variant', () => {
    trackSelectItem({ id: 'katalog', name: 'Каталог' }, item, 3);
    trackViewItem(item, '50 мл');
    expect(layer()[1]).toMatchObject({ event: 'select_item', ecommerce: { items: [{ index: 3 }] } });
    expect(layer()[3]).toMatchObject({ event: 'view_item', ecommerce: { currency: 'UAH', value: 450, items: [{ item_variant: '50 мл' }] } });
  });
});
