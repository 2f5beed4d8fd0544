import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { Redis } from 'ioredis';

/**
 * The cluster test's machinery: a fresh PostgreSQL database and Redis database, two instances of the
 * built shop (each its primary, one worker and its jobs process) sharing them and one data folder, and
 * HAProxy started from `deploy/haproxy.cfg` in front of them.
 */

export const ROOT = path.resolve(import.meta.dirname, '../..');

export interface ClusterSettings {
  databaseUrl: string;
  redisUrl: string;
  dataDir: string;
  proxyPort: number;
  instancePorts: [number, number];
}

/** `portBase`: the proxy's port; the instances take the next two. */
export function clusterSettings(portBase = 4700): ClusterSettings {
  const server = process.env.CLUSTER_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres';
  const url = new URL(server);
  url.pathname = '/shop_cluster';
  const base = portBase;
  return {
    databaseUrl: url.toString(),
    redisUrl: process.env.CLUSTER_REDIS_URL ?? 'redis://127.0.0.1:6379/7',
    dataDir: fs.mkdtempSync('/tmp/shop-cluster-'),
    proxyPort: base,
    instancePorts: [base + 1, base + 2],
  };
}

/** Drops and creates the cluster's database, and empties its Redis database. */
export async function freshStores(settings: ClusterSettings): Promise<void> {
  const admin = new pg.Client({ connectionString: process.env.CLUSTER_DATABASE_SERVER ?? 'postgres://postgres@127.0.0.1:5432/postgres' });
  await admin.connect();
  try {
    await admin.query('drop database if exists shop_cluster with (force)');
    await admin.query('create database shop_cluster');
  } finally {
    await admin.end();
  }
  const redis = new Redis(settings.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  await redis.connect();
  await redis.flushdb();
  redis.disconnect();
}

/** The built shop; builds it when the browser tests' build is not there (a run of this suite alone). */
export function ensureBuilt(): void {
  if (fs.existsSync(path.join(ROOT, 'apps/web/build/server/index.js'))) return;
  const result = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) throw new Error('npm run build failed');
}

export class Instance {
  child: ChildProcess | null = null;
  /**
   * `through`: the database and Redis addresses this instance uses instead of the settings' (the
   * fault tests put a relay they can cut in between), and its number of workers (1 unless given).
   */
  constructor(
    readonly name: string,
    readonly port: number,
    private readonly settings: ClusterSettings,
    private readonly through: { databaseUrl?: string; redisUrl?: string; workers?: number } = {},
  ) {}

  get origin(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Starts the instance's primary (which migrates, seeds the demo once, and starts its worker and jobs process). */
  async start(): Promise<void> {
    const log = fs.openSync(path.join(this.settings.dataDir, `${this.name}.log`), 'a');
    this.child = spawn(process.execPath, ['--import', 'tsx', 'apps/web/primary.ts'], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        SHOP_MODE: 'demo',
        HOST: '127.0.0.1',
        PORT: String(this.port),
        DATABASE_URL: this.through.databaseUrl ?? this.settings.databaseUrl,
        REDIS_URL: this.through.redisUrl ?? this.settings.redisUrl,
        DATA_DIR: this.settings.dataDir,
        PUBLIC_ORIGIN: `http://127.0.0.1:${this.settings.proxyPort}`,
        TRUST_PROXY: '127.0.0.1',
        WEB_CONCURRENCY: String(this.through.workers ?? 1),
        SEED_PRODUCTS: '40',
        LOG_LEVEL: 'warn',
      },
      stdio: ['ignore', log, log],
      detached: true,
    });
    await waitFor(`${this.origin}/api/health/ready`, 180_000, () => this.child?.exitCode !== null && this.child?.exitCode !== undefined);
  }

  /** SIGTERM to the primary, as a rolling restart or an orchestrator sends it; resolves once it exited. */
  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
      setTimeout(() => killGroup(child), 30_000).unref();
    });
    this.child = null;
  }

  /** `kill -9` of the whole instance: its primary, its workers and its jobs process, at once. */
  killHard(): void {
    const pid = this.child?.pid;
    if (!pid) return;
    for (const each of [pid, ...descendantsOf(pid)]) {
      try {
        process.kill(each, 'SIGKILL');
      } catch {
        // already gone
      }
    }
    this.child = null;
  }

  /** `kill -9` of the instance's serving worker (its primary forks a new one). */
  killWorker(): number {
    const pid = this.child?.pid;
    const worker = pid ? processesUnder(pid).find((p) => p.ppid === pid && p.args.includes('server.ts')) : undefined;
    if (!worker) throw new Error(`${this.name} has no worker to kill`);
    process.kill(worker.pid, 'SIGKILL');
    return worker.pid;
  }

  /** The instance's log so far. */
  log(): string {
    return fs.readFileSync(path.join(this.settings.dataDir, `${this.name}.log`), 'utf8');
  }
}

function processesUnder(root: number): Array<{ pid: number; ppid: number; args: string }> {
  const table = spawnSync('ps', ['-e', '-o', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .stdout.split('\n')
    .map((line) => /^\s*(\d+)\s+(\d+)\s+(.*)$/.exec(line))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ pid: Number(m[1]), ppid: Number(m[2]), args: m[3] }));
  const found: Array<{ pid: number; ppid: number; args: string }> = [];
  const parents = new Set([root]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const row of table) {
      if (parents.has(row.ppid) && !parents.has(row.pid)) {
        parents.add(row.pid);
        found.push(row);
        grew = true;
      }
    }
  }
  return found;
}

function descendantsOf(root: number): number[] {
  return processesUnder(root).map((p) => p.pid);
}

function killGroup(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    child.kill('SIGKILL');
  }
}

export class LoadBalancer {
  child: ChildProcess | null = null;
  constructor(private readonly settings: ClusterSettings) {}

  get origin(): string {
    return `http://127.0.0.1:${this.settings.proxyPort}`;
  }

  async start(): Promise<void> {
    const [one, two] = this.settings.instancePorts;
    const log = fs.openSync(path.join(this.settings.dataDir, 'haproxy.log'), 'a');
    this.child = spawn('haproxy', ['-db', '-f', path.join(ROOT, 'deploy/haproxy.cfg')], {
      env: {
        ...process.env,
        SHOP_LISTEN: `127.0.0.1:${this.settings.proxyPort}`,
        SHOP_1: `127.0.0.1:${one}`,
        SHOP_2: `127.0.0.1:${two}`,
        SHOP_HOST: `127.0.0.1:${this.settings.proxyPort}`,
      },
      stdio: ['ignore', log, log],
    });
    await waitFor(`${this.origin}/api/health/ready`, 30_000, () => this.child?.exitCode !== null && this.child?.exitCode !== undefined);
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}

async function waitFor(url: string, timeoutMs: number, gaveUp: () => boolean): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (gaveUp()) throw new Error(`the process behind ${url} exited`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not become ready within ${timeoutMs} ms`);
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
}

/**
 * One HTTP request from a chosen loopback address (`localAddress`: 127.0.0.2, 127.0.0.3 …), so the
 * proxy sees different clients on one machine. Rejects on a reset or refused connection.
 */
export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown; form?: Record<string, string>; from?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const form = options.form ? new URLSearchParams(options.form).toString() : undefined;
  const payload = form ?? (options.body === undefined ? undefined : JSON.stringify(options.body));
  const contentType = form ? 'application/x-www-form-urlencoded' : 'application/json';
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: options.method ?? 'GET',
        headers: { ...(payload ? { 'content-type': contentType } : {}), ...options.headers },
        localAddress: options.from,
        agent: false,
        timeout: options.timeoutMs ?? 15_000,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks).toString('utf8') }));
        res.on('error', reject);
      },
    );
    req.on('timeout', () => req.destroy(new Error(`no answer within ${options.timeoutMs ?? 15_000} ms`)));
    req.on('error', reject);
    req.end(payload);
  });
}

export async function query<T extends pg.QueryResultRow>(settings: ClusterSettings, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: settings.databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(text, values)).rows;
  } finally {
    await client.end();
  }
}

/** The demo outbox's letters (their .json copies) in the shared data folder. */
export function outboxLetters(settings: ClusterSettings): Array<{ to: string; subject: string; text: string }> {
  const folder = path.join(settings.dataDir, 'outbox');
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.endsWith('.json'))
    .map((name) => JSON.parse(fs.readFileSync(path.join(folder, name), 'utf8')) as { to: string; subject: string; text: string });
}
