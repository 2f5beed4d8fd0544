import type { CounterStore } from '../../core/counter-store.ts';
import { hashToken } from './opaque-tokens.ts';

/**
 * Failed sign-ins are counted per account and address together, never per account alone: a
 * stranger guessing from their own address slows only themselves, and the owner still signs in from
 * theirs (a per-account lock would let anyone lock anyone out). The first few failures are free;
 * each one after them doubles the wait before the next try from that address.
 */
export const LOGIN_FREE_FAILURES = 5;
const FIRST_WAIT_S = 30;
const LONGEST_WAIT_S = 15 * 60;
/** Failures are forgotten an hour after the last one. */
const MEMORY_S = 60 * 60;

interface Failures {
  count: number;
  lastAt: number;
}

// Hashed so that e-mails do not sit in the counter store in clear.
const keyOf = (email: string, ip: string) => `login-fail:${hashToken(`${email.toLowerCase()}|${ip}`)}`;

/** Seconds to wait after `count` failures (0 while they are free). */
export function loginWaitSeconds(count: number): number {
  if (count < LOGIN_FREE_FAILURES) return 0;
  return Math.min(FIRST_WAIT_S * 2 ** (count - LOGIN_FREE_FAILURES), LONGEST_WAIT_S);
}

/** Seconds before this account may be tried again from this address; 0 when it may be now. */
export async function loginWait(store: CounterStore, email: string, ip: string, now = Date.now()): Promise<number> {
  const failures = await store.read<Failures>(keyOf(email, ip));
  if (!failures) return 0;
  const until = failures.lastAt + loginWaitSeconds(failures.count) * 1000;
  return until > now ? Math.ceil((until - now) / 1000) : 0;
}

export async function recordLoginFailure(store: CounterStore, email: string, ip: string, now = Date.now()): Promise<void> {
  const key = keyOf(email, ip);
  const failures = await store.read<Failures>(key);
  await store.write(key, { count: (failures?.count ?? 0) + 1, lastAt: now } satisfies Failures, MEMORY_S);
}

/** A right password from this address forgets its failures. */
export async function forgetLoginFailures(store: CounterStore, email: string, ip: string): Promise<void> {
  await store.del(keyOf(email, ip));
}
