import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Repository root (apps/api/src → ../../..). */
export const ROOT_DIR = path.resolve(here, '../../..');

export interface AppConfig {
  env: 'production' | 'development' | 'test';
  port: number;
  host: string;
  /** PostgreSQL connection string; when empty, embedded PGlite under dataDir is used. */
  databaseUrl: string | null;
  redisUrl: string | null;
  dataDir: string;
  mediaDir: string;
  /** Public origin used in canonical links, sitemaps and e-mails. */
  publicOrigin: string;
  /** Largest accepted JSON body, bytes. */
  bodyLimit: number;
  logLevel: string;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const mode = env.NODE_ENV === 'production' ? 'production' : env.NODE_ENV === 'test' ? 'test' : 'development';
  const port = Number(env.PORT) || 3000;
  const dataDir = path.resolve(ROOT_DIR, env.DATA_DIR ?? 'data');
  return {
    env: mode,
    port,
    host: env.HOST ?? '0.0.0.0',
    databaseUrl: env.DATABASE_URL?.trim() || null,
    redisUrl: env.REDIS_URL?.trim() || null,
    dataDir,
    mediaDir: path.join(dataDir, 'media'),
    publicOrigin: (env.PUBLIC_ORIGIN ?? `http://localhost:${port}`).replace(/\/$/, ''),
    bodyLimit: Number(env.BODY_LIMIT) || 1024 * 1024,
    logLevel: env.LOG_LEVEL ?? (mode === 'test' ? 'silent' : 'info'),
  };
}
