#!/usr/bin/env node
// `npm start`: resolves the run mode (a production start without its provider keys stops here, before
// any build), builds the web app when the build is missing or older than its sources, then runs the
// server: apps/web/primary.ts migrates and seeds once (with progress lines), then runs one worker per core.
import { spawnSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startupConfig } from '../apps/api/src/startup.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// The storefront's server entry and the back office's page: `npm run build` makes both.
const buildEntries = [path.join(root, 'apps/web/build/server/index.js'), path.join(root, 'apps/web/build/admin/index.html')];
const sources = ['apps/web/app', 'apps/admin/src', 'packages/contracts/src', 'apps/web/vite.config.ts', 'apps/web/react-router.config.ts', 'apps/admin/vite.config.ts'];

// The same resolution every entry uses (apps/api/src/run-mode.ts), made here from the caller's own
// settings: the server below gets NODE_ENV=production for React's production build in every mode.
const config = startupConfig(process.env);
console.log(`Starting the shop in ${config.env} mode…`);

function newestMtime(target) {
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(target)) newest = Math.max(newest, newestMtime(path.join(target, entry)));
  return newest;
}

const builtAt = buildEntries.every((entry) => fs.existsSync(entry)) ? Math.min(...buildEntries.map((entry) => fs.statSync(entry).mtimeMs)) : 0;
const sourcesAt = Math.max(...sources.map((s) => newestMtime(path.join(root, s))));
if (builtAt < sourcesAt) {
  const started = Date.now();
  console.log(builtAt ? '  Rebuilding the web app (its sources changed)…' : '  Building the web app (first start, about a minute)…');
  const result = spawnSync('npm', ['run', 'build', '--silent'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, NODE_ENV: 'production' } });
  if (result.status !== 0) {
    console.error('The web app did not build: run `npm run build` to see the whole output.');
    process.exit(result.status ?? 1);
  }
  console.log(`  Built in ${((Date.now() - started) / 1000).toFixed(0)} s`);
}

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/web/primary.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, SHOP_MODE: config.env, NODE_ENV: 'production' },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
