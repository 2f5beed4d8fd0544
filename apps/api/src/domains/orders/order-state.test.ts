import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT_DIR } from '../../config.ts';
import type { OrderStatus } from '../../db/schema/orders.ts';
import { earnedBonuses } from './order-bonuses.ts';
import { FINISHED_STATUSES, ORDER_EVENTS, type OrderState, isFinished, mayPayOnline, nextState, shopperMayCancel } from './order-state.ts';
import { allStates, reachableEdges, stateKey, stateTableMarkdown } from './order-state.table.ts';

/** Statuses in which the order's goods are still held for it (reserved at checkout). */
const HOLDS_STOCK: OrderStatus[] = ['new', 'confirmed', 'awaiting_payment', 'paid'];

describe('order state machine: every (state, event) pair', () => {
  const pairs = allStates().flatMap((state) => ORDER_EVENTS.map((event) => ({ state, event, next: nextState(state, event) })));

  it('walks all 360 combinations of status, payment status and method with all 9 events', () => {
    expect(allStates()).toHaveLength(8 * 5 * 3);
    expect(pairs).toHaveLength(8 * 5 * 3 * 9);
  });

  it('never marks an order paid without the money, and keeps the method', () => {
    for (const { state, event, next } of pairs) {
      if (!next) continue;
      if (next.status === 'paid') expect(next.paymentStatus, `${stateKey(state)} ${event}`).toBe('paid');
      // Only delivery (cash counts as paid) and money events may make the payment "paid".
      if (next.paymentStatus === 'paid' && state.paymentStatus !== 'paid') {
        expect(['payment_succeeded', 'invoice_paid', 'deliver'], `${stateKey(state)} ${event}`).toContain(event);
      }
    }
  });

  it('lets nothing happen to a refunded order, only a refund to a delivered one', () => {
    for (const { state, event, next } of pairs) {
      if (state.status === 'refunded' || state.paymentStatus === 'refunded') expect(next, `${stateKey(state)} ${event}`).toBeNull();
      if (state.status === 'delivered' && event !== 'refund') expect(next, `${stateKey(state)} ${event}`).toBeNull();
    }
  });

  it('lets a cancelled order only record late money and give it back', () => {
    for (const { state, event, next } of pairs) {
      if (state.status !== 'cancelled' || !next) continue;
      expect(['payment_succeeded', 'refund'], `${stateKey(state)} ${event}`).toContain(event);
      expect(next.releasesStock || next.returnsBonuses || next.creditsBonuses || next.revokesBonuses).toBe(false);
    }
    const late = nextState({ status: 'cancelled', paymentStatus: 'failed', paymentMethod: 'liqpay' }, 'payment_succeeded');
    expect(late).toMatchObject({ status: 'cancelled', paymentStatus: 'paid' });
    expect(nextState({ status: 'cancelled', paymentStatus: 'paid', paymentMethod: 'liqpay' }, 'refund')).toMatchObject({ status: 'refunded', paymentStatus: 'refunded' });
    expect(nextState({ status: 'cancelled', paymentStatus: 'not_paid', paymentMethod: 'cash' }, 'payment_succeeded')).toBeNull();
  });

  it('releases stock only from a status that still holds it, and only by cancelling or refunding', () => {
    for (const { state, event, next } of pairs) {
      if (!next?.releasesStock) continue;
      expect(HOLDS_STOCK, `${stateKey(state)} ${event}`).toContain(state.status);
      expect(['cancel', 'refund']).toContain(event);
      expect(['cancelled', 'refunded']).toContain(next.status);
    }
  });

  it('credits bonuses only on delivery and takes them back only from a delivered order', () => {
    for (const { state, event, next } of pairs) {
      if (next?.creditsBonuses) expect([event, state.status, next.status]).toEqual(['deliver', 'shipped', 'delivered']);
      if (next?.revokesBonuses) expect([event, state.status]).toEqual(['refund', 'delivered']);
    }
  });

  it('lets payment events touch only online orders, invoices only invoice orders, shipping only paid or confirmed cash orders', () => {
    for (const { state, event, next } of pairs) {
      if (!next) continue;
      if (event.startsWith('payment_')) expect(state.paymentMethod).toBe('liqpay');
      if (event === 'invoice_paid') expect(state.paymentMethod).toBe('invoice');
      if (event === 'ship') expect(state.status === 'paid' || (state.status === 'confirmed' && state.paymentMethod === 'cash')).toBe(true);
    }
  });

  it('answers the same event twice only where repeating it is harmless', () => {
    for (const { state, event, next } of pairs) {
      if (!next) continue;
      const again = nextState({ ...state, status: next.status, paymentStatus: next.paymentStatus }, event);
      if (!again) continue;
      // A second payment attempt while one is pending is allowed and changes nothing.
      expect([event, again.status, again.paymentStatus], stateKey(state)).toEqual(['payment_started', next.status, next.paymentStatus]);
      expect(again.releasesStock || again.returnsBonuses || again.creditsBonuses || again.revokesBonuses).toBe(false);
    }
  });
});

describe('order state machine: every path from a new order', () => {
  it('gives stock and spent bonuses back at most once and takes back only what it credited, on every path', () => {
    // Depth-first over (state, what has happened so far): the payment loop (pending ⇄ failed) is finite this way.
    type Walk = { state: OrderState; released: number; returned: number; credited: number; revoked: number };
    for (const paymentMethod of ['liqpay', 'cash', 'invoice'] as const) {
      const seen = new Set<string>();
      const stack: Walk[] = [{ state: { status: 'new', paymentStatus: 'not_paid', paymentMethod }, released: 0, returned: 0, credited: 0, revoked: 0 }];
      while (stack.length) {
        const walk = stack.pop() as Walk;
        const key = `${stateKey(walk.state)} ${walk.released}${walk.returned}${walk.credited}${walk.revoked}`;
        if (seen.has(key)) continue;
        seen.add(key);
        expect(walk.released, key).toBeLessThanOrEqual(1);
        expect(walk.returned, key).toBeLessThanOrEqual(1);
        expect(walk.credited, key).toBeLessThanOrEqual(1);
        expect(walk.revoked, key).toBeLessThanOrEqual(walk.credited);
        // A finished order holds no stock: it was released, or handed to the carrier.
        if (walk.state.status === 'cancelled') expect(walk.released, key).toBe(1);
        for (const event of ORDER_EVENTS) {
          const next = nextState(walk.state, event);
          if (!next) continue;
          stack.push({
            state: { status: next.status, paymentStatus: next.paymentStatus, paymentMethod },
            released: walk.released + Number(next.releasesStock),
            returned: walk.returned + Number(next.returnsBonuses),
            credited: walk.credited + Number(next.creditsBonuses),
            revoked: walk.revoked + Number(next.revokesBonuses),
          });
        }
      }
      expect(seen.size).toBeGreaterThan(5);
    }
  });

  it('reaches 26 states, 13 of them online ones', () => {
    const states = new Set(reachableEdges().flatMap(({ from, to }) => [stateKey(from), stateKey({ ...from, status: to.status, paymentStatus: to.paymentStatus })]));
    expect(states.size).toBe(26);
    expect([...states].filter((s) => s.startsWith('liqpay'))).toHaveLength(13);
  });
});

describe('what the shopper may do', () => {
  it('cancels only a new or awaiting-payment order that is not paid', () => {
    for (const state of allStates()) {
      const expected = (state.status === 'new' || state.status === 'awaiting_payment') && state.paymentStatus !== 'paid' && state.paymentStatus !== 'refunded';
      expect(shopperMayCancel(state), stateKey(state)).toBe(expected);
    }
  });

  it('pays online again only an online order before payment', () => {
    expect(mayPayOnline({ status: 'new', paymentStatus: 'failed', paymentMethod: 'liqpay' })).toBe(true);
    expect(mayPayOnline({ status: 'awaiting_payment', paymentStatus: 'pending', paymentMethod: 'liqpay' })).toBe(true);
    expect(mayPayOnline({ status: 'paid', paymentStatus: 'paid', paymentMethod: 'liqpay' })).toBe(false);
    expect(mayPayOnline({ status: 'cancelled', paymentStatus: 'failed', paymentMethod: 'liqpay' })).toBe(false);
    expect(mayPayOnline({ status: 'new', paymentStatus: 'not_paid', paymentMethod: 'cash' })).toBe(false);
  });

  it('counts delivered, cancelled and refunded orders as finished', () => {
    expect(FINISHED_STATUSES).toEqual(['delivered', 'cancelled', 'refunded']);
    expect(isFinished('shipped')).toBe(false);
  });
});

describe('earned bonuses (decision 0015)', () => {
  it('are 3 % of the money paid, rounded down to whole hryvnia', () => {
    expect(earnedBonuses(100_000)).toBe(30); // 1 000 grn
    expect(earnedBonuses(3_300)).toBe(0); // 33 grn → 0.99
    expect(earnedBonuses(3_400)).toBe(1); // 34 grn → 1.02
    expect(earnedBonuses(123_400)).toBe(37); // 1 234 grn → 37.02
    expect(earnedBonuses(0)).toBe(0);
    expect(earnedBonuses(-500)).toBe(0);
  });
});

describe('docs/orders.md', () => {
  it('carries the table the code makes', () => {
    const doc = fs.readFileSync(path.join(ROOT_DIR, 'docs/orders.md'), 'utf8');
    const block = /<!-- state-table:start -->\n([\s\S]*?)\n<!-- state-table:end -->/.exec(doc)?.[1];
    expect(block, 'docs/orders.md has no state table block').toBeDefined();
    expect(block).toBe(stateTableMarkdown());
  });
});
