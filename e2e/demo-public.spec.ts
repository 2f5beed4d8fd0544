import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from './support/test.ts';

/**
 * A demo opened to the network (HOST not loopback, DEMO_PUBLIC=on; docs/security.md "Modes and local
 * drivers"): every page says it is a demo, and the outbox and SMS codes are shown only to a browser
 * that followed the unlock link printed at start. The suite's own server is a loopback demo, so this
 * file starts a second one, without the demo seed so that it is up in seconds.
 */
const port = (Number(process.env.E2E_PORT) || 3210) + 20;
const origin = `http://localhost:${port}`;

let server: ChildProcess;
let dataDir: string;
let unlockPath: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-demo-public-'));
  server = spawn('node', ['--import', 'tsx', 'apps/web/server.ts'], {
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '0.0.0.0',
      DEMO_PUBLIC: 'on',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      DATABASE_URL: '',
      REDIS_URL: '',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // The unlock link is printed in the start-up banner; the test reads it as an operator would.
  unlockPath = await new Promise<string>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`no unlock link printed:\n${output}`)), 110_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const link = output.match(/https?:\/\/[^\s]+(\/api\/v1\/demo\/unlock\?token=[\w-]+)/);
      if (link) {
        clearTimeout(timer);
        resolve(link[1]);
      }
    };
    server.stdout?.on('data', read);
    server.stderr?.on('data', read);
    server.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  await expect.poll(async () => (await fetch(`${origin}/api/health`).catch(() => null))?.status, { timeout: 60_000 }).toBe(200);
});

test.afterAll(() => {
  server?.kill('SIGTERM');
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('a public demo says so on every page and shows letters and codes only after the unlock link', async ({ page }) => {
  await page.goto(`${origin}/`);
  const banner = page.getByTestId('demo-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('демо');
  const box = await banner.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(page.viewportSize()!.width);

  await page.goto(`${origin}/ua/`);
  await expect(page.getByTestId('demo-banner')).toBeVisible();

  // Locked: the outbox is not there and an SMS code does not come back in the answer.
  expect((await page.request.get(`${origin}/api/v1/demo/outbox`)).status()).toBe(404);
  const phone = `+38067${String(Date.now()).slice(-7)}`;
  const locked = await page.request.post(`${origin}/api/v1/auth/send-code`, { data: { phone } });
  expect(locked.status()).toBe(200);
  expect(JSON.stringify(await locked.json())).not.toMatch(/"code"\s*:\s*"\d{6}"/);

  // The link printed at start unlocks this browser only.
  await page.goto(`${origin}${unlockPath}`);
  expect((await page.request.get(`${origin}/api/v1/demo/outbox`)).status()).toBe(200);
  const other = `+38067${String(Date.now() + 1).slice(-7)}`;
  const unlocked = await page.request.post(`${origin}/api/v1/auth/send-code`, { data: { phone: other } });
  expect(((await unlocked.json()) as { data: { debug?: { code: string } } }).data.debug?.code).toMatch(/^\d{6}$/);

  // A wrong token unlocks nothing.
  const stranger = await page.context().browser()!.newContext();
  const wrong = await stranger.request.get(`${origin}/api/v1/demo/unlock?token=wrong`);
  expect(wrong.status()).toBeGreaterThanOrEqual(400);
  expect((await stranger.request.get(`${origin}/api/v1/demo/outbox`)).status()).toBe(404);
  await stranger.close();
});
