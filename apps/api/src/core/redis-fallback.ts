/**
 * What the shop does when Redis stops answering: each Redis-backed store (the answer cache, the rate
 * limit counters) switches to its in-process twin for a few seconds at a time and tries Redis again
 * after them, so buyers keep buying; the switch is logged once per outage and shown in the metrics
 * (`shop_redis_fallback`), and the way back is logged too (docs/operations.md, "Faults").
 */

/** After Redis fails, a store works in the process for this long before it tries Redis again. */
export const REDIS_RETRY_AFTER_MS = 5_000;
/** A Redis command that takes longer than this counts as a failure (a frozen server must not hold requests). */
export const REDIS_COMMAND_TIMEOUT_MS = 1_000;

export type RedisStoreName = 'cache' | 'limits';

/** Whether each store is working in the process now, for the metrics. */
const fallingBack: Record<RedisStoreName, boolean> = { cache: false, limits: false };
export function redisFallbackState(): Readonly<Record<RedisStoreName, boolean>> {
  return fallingBack;
}

export interface FallbackEvents {
  /** Redis failed and the store now works in the process (once per outage). */
  onFailure?(error: unknown): void;
  /** Redis answered again after an outage. */
  onRecovery?(): void;
}

/** Runs `onRedis`, or `onMemory` while Redis is taken to be down. */
export function redisOrMemory(store: RedisStoreName, events: FallbackEvents = {}) {
  let downUntil = 0;
  return async function either<T>(onRedis: () => Promise<T>, onMemory: () => Promise<T>): Promise<T> {
    if (Date.now() < downUntil) return onMemory();
    try {
      const value = await onRedis();
      if (fallingBack[store]) {
        fallingBack[store] = false;
        events.onRecovery?.();
      }
      return value;
    } catch (error) {
      downUntil = Date.now() + REDIS_RETRY_AFTER_MS;
      if (!fallingBack[store]) {
        fallingBack[store] = true;
        events.onFailure?.(error);
      }
      return onMemory();
    }
  };
}

/** The log lines of an outage: what the store is (`rate limits`) and what it does meanwhile (`count in this process`). */
export function redisOutageLog(store: string, meanwhile: string): FallbackEvents {
  return {
    onFailure: (error) => console.error(`Redis did not answer (${(error as Error)?.message ?? error}): ${store} ${meanwhile} until it does`),
    onRecovery: () => console.warn(`Redis answers again: ${store} are shared again`),
  };
}
