import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { measure, warmUp, type LoadResult } from './load.ts';
import { freePort, startServer, stop, waitForUrl } from './processes.ts';

/**
 * Scaling across cores: the same target measured against the shop run with one worker and with two
 * (apps/web/primary.ts, WEB_CONCURRENCY), one after the other in the same run, beside a bare Node
 * cluster doing comparable work with one and two workers under the same load generator. The load
 * generator runs on the same two cores, so the bare cluster's ratio is the most the shop's can be.
 */
export interface ScalingTarget {
  name: string;
  path: string;
  htmlCache: 'on' | 'off';
  /** The ceiling script run in the bare cluster, and the environment it needs. */
  ceiling: { label: string; script: string; path: string; env: (page: Buffer) => Record<string, string> };
  /** Least acceptable ratio of two workers to one. */
  minRatio?: number;
}

export interface ScalingRow {
  target: ScalingTarget;
  one: LoadResult;
  two: LoadResult;
  ceilingOne: LoadResult;
  ceilingTwo: LoadResult;
}

const children: ChildProcess[] = [];
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

/** Starts the shop's primary and waits until it reports every worker serving. */
async function startShop(env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/web/primary.ts'], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.push(child);
  await new Promise<void>((resolve, reject) => {
    let seen = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      seen = (seen + chunk.toString()).slice(-4096);
      if (/workers? serving/.test(seen)) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the shop exited with code ${code} before it served`)));
  });
  child.stdout!.resume();
  return child;
}

async function measureOne(url: string, options: { connections: number; seconds: number; headers?: Record<string, string> }) {
  await warmUp(url, options.headers);
  return measure(url, options);
}

export async function measureScaling(
  targets: ScalingTarget[],
  options: { appEnv: Record<string, string>; connections: number; seconds: number; headers: Record<string, string>; samplePath: (p: string) => string },
): Promise<ScalingRow[]> {
  const rows: ScalingRow[] = [];
  for (const target of targets) {
    const results: Partial<Record<'one' | 'two' | 'ceilingOne' | 'ceilingTwo', LoadResult>> = {};
    for (const workers of [1, 2]) {
      const port = await freePort();
      const shop = await startShop({ ...options.appEnv, PORT: String(port), WEB_CONCURRENCY: String(workers), HTML_CACHE: target.htmlCache });
      const url = `http://127.0.0.1:${port}${options.samplePath(target.path)}`;
      const page = Buffer.from(await (await fetch(url, { headers: options.headers })).arrayBuffer());
      const result = await measureOne(url, { connections: options.connections, seconds: options.seconds, headers: options.headers });
      await stop(shop);
      if (result.non2xx || result.errors) console.warn(`${target.name} (${workers}): ${result.non2xx} non-2xx answers, ${result.errors} errors`);
      results[workers === 1 ? 'one' : 'two'] = result;

      const ceilingPort = await freePort();
      const ceilingUrl = `http://127.0.0.1:${ceilingPort}`;
      const ceiling = await startServer(
        'bench/ceilings/in-cluster.ts',
        { ...target.ceiling.env(page), CEILING: path.resolve(target.ceiling.script), WEB_CONCURRENCY: String(workers), PORT: String(ceilingPort) },
        `${ceilingUrl}/health`,
      );
      // Every worker of the bare cluster starts together; give the second a moment past the first.
      await new Promise((resolve) => setTimeout(resolve, 2_000));
      await waitForUrl(`${ceilingUrl}/health`, 10_000);
      results[workers === 1 ? 'ceilingOne' : 'ceilingTwo'] = await measureOne(`${ceilingUrl}${target.ceiling.path}`, options);
      await stop(ceiling);
      console.log(
        `measured scaling ${target.name}, ${workers} worker(s): ${results[workers === 1 ? 'one' : 'two']!.requestsPerSecond.toFixed(0)} req/s; bare cluster ${results[workers === 1 ? 'ceilingOne' : 'ceilingTwo']!.requestsPerSecond.toFixed(0)} req/s`,
      );
    }
    rows.push({ target, one: results.one!, two: results.two!, ceilingOne: results.ceilingOne!, ceilingTwo: results.ceilingTwo! });
  }
  return rows;
}

export function printScaling(rows: ScalingRow[]): void {
  const pad = (s: string, n: number) => s.padEnd(n);
  const ratio = (a: LoadResult, b: LoadResult) => a.requestsPerSecond / b.requestsPerSecond;
  console.log(`\n${pad('scaling: 2 workers / 1', 30)}${pad('1 w', 8)}${pad('2 w', 8)}${pad('ratio', 7)}${pad('bare cluster', 26)}${pad('1 w', 8)}${pad('2 w', 8)}${pad('ratio', 7)}budget`);
  for (const row of rows) {
    const shopRatio = ratio(row.two, row.one);
    const verdict = row.target.minRatio === undefined ? '' : shopRatio >= row.target.minRatio ? `≥ ${row.target.minRatio} met` : `MISSES: ratio < ${row.target.minRatio}`;
    console.log(
      `${pad(row.target.name, 30)}${pad(row.one.requestsPerSecond.toFixed(0), 8)}${pad(row.two.requestsPerSecond.toFixed(0), 8)}${pad(shopRatio.toFixed(2), 7)}${pad(row.target.ceiling.label, 26)}${pad(row.ceilingOne.requestsPerSecond.toFixed(0), 8)}${pad(row.ceilingTwo.requestsPerSecond.toFixed(0), 8)}${pad(ratio(row.ceilingTwo, row.ceilingOne).toFixed(2), 7)}${verdict}`,
    );
  }
}

/** Writes a file a ceiling reads (the page's bytes, the grid's markup) into the work folder. */
export function ceilingFile(workDir: string, name: string, content: string | Buffer): string {
  const file = path.join(workDir, name);
  fs.writeFileSync(file, content);
  return file;
}

/** Whether something listens at a redis:// URL's host and port. */
export async function redisAnswers(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = net.connect({ host: hostname, port: Number(port) || 6379 });
    socket.setTimeout(2_000, () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('connect', () => {
      socket.end('PING\r\n');
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
