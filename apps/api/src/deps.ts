import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { Cache } from './core/cache.ts';
import type { CounterStore } from './core/counter-store.ts';

/** What every domain may use; built once per process in `createDeps`. */
export interface ApiDeps {
  config: AppConfig;
  database: Database;
  /** Answers and other cached data; may drop any entry to make room. */
  cache: Cache;
  /** Rate-limit counters and throttle records: never dropped to make room (core/counter-store.ts). */
  limits: CounterStore;
}
