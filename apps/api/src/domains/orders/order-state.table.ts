import { ORDER_STATUSES, PAYMENT_METHODS, PAYMENT_STATUSES, type PaymentMethod } from '../../db/schema/orders.ts';
import { ORDER_EVENTS, type OrderEvent, type OrderState, type Transition, nextState, shopperMayCancel } from './order-state.ts';

/**
 * The state machine as data: every state an order can reach from "new, not paid" and every event
 * allowed there. docs/orders.md carries the same table, and a test keeps the two equal.
 */

export const stateKey = (s: OrderState) => `${s.paymentMethod} ${s.status}/${s.paymentStatus}`;

/** Every combination of status, payment status and method, reachable or not. */
export function allStates(): OrderState[] {
  return PAYMENT_METHODS.flatMap((paymentMethod) =>
    ORDER_STATUSES.flatMap((status) => PAYMENT_STATUSES.map((paymentStatus) => ({ status, paymentStatus, paymentMethod }))),
  );
}

export interface Edge {
  from: OrderState;
  event: OrderEvent;
  to: Transition;
}

/** The states reachable from a new order of each payment method, with the allowed events, in a stable order. */
export function reachableEdges(): Edge[] {
  const edges: Edge[] = [];
  for (const paymentMethod of PAYMENT_METHODS) {
    const start: OrderState = { status: 'new', paymentStatus: 'not_paid', paymentMethod };
    const seen = new Set([stateKey(start)]);
    const queue = [start];
    while (queue.length) {
      const from = queue.shift() as OrderState;
      for (const event of ORDER_EVENTS) {
        const to = nextState(from, event);
        if (!to) continue;
        edges.push({ from, event, to });
        const next: OrderState = { status: to.status, paymentStatus: to.paymentStatus, paymentMethod };
        if (!seen.has(stateKey(next))) {
          seen.add(stateKey(next));
          queue.push(next);
        }
      }
    }
  }
  const order = (s: OrderState) => `${PAYMENT_METHODS.indexOf(s.paymentMethod)}${ORDER_STATUSES.indexOf(s.status)}${PAYMENT_STATUSES.indexOf(s.paymentStatus)}`;
  return edges.sort((a, b) => order(a.from).localeCompare(order(b.from)) || ORDER_EVENTS.indexOf(a.event) - ORDER_EVENTS.indexOf(b.event));
}

/** Who may cause an event in a state (docs/orders.md, docs/security.md). */
export function whoMay(from: OrderState, event: OrderEvent): string {
  switch (event) {
    case 'payment_started':
      return 'shopper (`POST /v1/transaction`)';
    case 'payment_succeeded':
    case 'payment_failed':
      return 'LiqPay callback';
    case 'cancel': {
      const who = [];
      if (shopperMayCancel(from)) who.push('shopper');
      who.push('staff');
      if (expiresUnpaid(from.paymentMethod, from)) who.push('system (deadline)');
      return who.join(', ');
    }
    default:
      return 'staff';
  }
}

/** The payment-deadline job's rule (expire-unpaid.ts): online orders before payment. */
export function expiresUnpaid(method: PaymentMethod, state: OrderState): boolean {
  return method === 'liqpay' && (state.status === 'new' || state.status === 'awaiting_payment') && state.paymentStatus !== 'paid';
}

function effectsOf(to: Transition): string {
  const said = [];
  if (to.releasesStock) said.push('stock');
  if (to.returnsBonuses) said.push('spent bonuses');
  if (to.creditsBonuses) said.push('credits earned bonuses');
  if (to.revokesBonuses) said.push('takes back earned bonuses');
  return said.length ? said.join(', ') : '—';
}

/** The markdown table of docs/orders.md. */
export function stateTableMarkdown(): string {
  const rows = reachableEdges().map(
    ({ from, event, to }) =>
      `| ${from.paymentMethod} | ${from.status} / ${from.paymentStatus} | \`${event}\` | ${to.status} / ${to.paymentStatus} | ${whoMay(from, event)} | ${effectsOf(to)} |`,
  );
  return ['| method | state (status / payment) | event | next state | who may | gives back |', '|---|---|---|---|---|---|', ...rows].join('\n');
}
