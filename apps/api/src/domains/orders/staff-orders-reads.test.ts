import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { StaffOrderSort } from '@shop/contracts/orders';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { type StaffOrderFilter, cursorOf, listStaffOrderRows } from './staff-orders.repository.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t?.close());

const ids = (filter: StaffOrderFilter, sort: StaffOrderSort, limit: number, offset: number, walkDepth: number) =>
  listStaffOrderRows(t.deps.database.db, filter, sort, { limit, offset, cursor: null, walkDepth }).then((rows) => rows.map((row) => row.id));

describe('a filtered page of the staff list sorted by total is the same whichever way it is read', () => {
  // The demo's orders: every state, both payment kinds; a filter most of the biggest orders fail is among them.
  const filters: StaffOrderFilter[] = [
    { status: 'new' },
    { status: 'delivered', paymentStatus: 'paid' },
    { paymentStatus: 'not_paid', before: new Date(Date.now() + 86_400_000) },
    { status: 'cancelled', deliveryMethodId: 1 },
  ];

  it('by offset: looking along the total first, or at the matches first', async () => {
    for (const filter of filters) {
      for (const sort of ['-total', 'total'] as const) {
        const whole = await ids(filter, sort, 500, 0, 0);
        for (const depth of [0, 3, 8, 100_000]) {
          const pages: number[] = [];
          for (let offset = 0; offset < whole.length + 2; offset += 2) pages.push(...(await ids(filter, sort, 2, offset, depth)));
          expect(pages, `${JSON.stringify(filter)} ${sort} depth ${depth}`).toEqual(whole);
        }
      }
    }
  });

  it('sorted by time with a customer search: looking along the time first, or at the matches first', async () => {
    const filter: StaffOrderFilter = { customer: '@' };
    for (const sort of ['-created_at', 'created_at'] as const) {
      const whole = await ids(filter, sort, 500, 0, 0);
      expect(whole.length).toBeGreaterThan(3);
      for (const depth of [0, 3, 100_000]) {
        const pages: number[] = [];
        for (let offset = 0; offset < whole.length + 2; offset += 2) pages.push(...(await ids(filter, sort, 2, offset, depth)));
        expect(pages, `${sort} depth ${depth}`).toEqual(whole);
      }
    }
  });

  it('by cursor: each page continues after the last row of the one before', async () => {
    const filter = filters[1];
    const whole = await ids(filter, '-total', 500, 0, 0);
    expect(whole.length).toBeGreaterThan(3);
    for (const depth of [0, 3, 100_000]) {
      const seen: number[] = [];
      let cursor = null;
      for (;;) {
        const rows = await listStaffOrderRows(t.deps.database.db, filter, '-total', { limit: 2, offset: 0, cursor, walkDepth: depth });
        seen.push(...rows.map((row) => row.id));
        if (rows.length < 2) break;
        const [value, id] = cursorOf(rows[1], '-total').split('_');
        cursor = { value, id: Number(id) };
      }
      expect(seen, `depth ${depth}`).toEqual(whole);
    }
  });
});
