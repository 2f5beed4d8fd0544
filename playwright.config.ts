import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT) || 3210;
const dataDir = process.env.E2E_DATA_DIR ?? path.join(os.tmpdir(), `shop-e2e-${port}`);

/**
 * Browser tests drive the built shop in Debian's Chromium. The server runs on its own data folder
 * with a smaller demo catalogue so that the first-start seed stays quick.
 */
export default defineConfig({
  testDir: 'e2e',
  timeout: 45_000,
  expect: { timeout: 8_000 },
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    },
    trace: 'off',
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } } },
    { name: 'mobile', use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 } } },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && node --import tsx apps/web/server.ts`,
    url: `http://localhost:${port}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      // The built app, but outside production rules: the local SMS driver returns its code and no
      // captcha is required, so the sign-up flows can run end to end.
      NODE_ENV: 'development',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_PRODUCTS: '60',
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      REDIS_URL: '',
    },
  },
});
