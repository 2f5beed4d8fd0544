import type { AppConfig } from './config.ts';
import type { Database } from './db/client.ts';
import type { Cache } from './core/cache.ts';

/** What every domain may use; built once per process in `createDeps`. */
export interface ApiDeps {
  config: AppConfig;
  database: Database;
  cache: Cache;
}
