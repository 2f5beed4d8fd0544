import os from 'node:os';
import path from 'node:path';
import { defineConfig, devices } from '@playwright/test';
import { FAKE_FACEBOOK_APP, FAKE_GOOGLE_CLIENT_ID } from './apps/api/src/providers/social/social-fakes.test-support.ts';

const port = Number(process.env.E2E_PORT) || 3210;
/** e2e/support/provider-fakes.ts listens on the three ports after the shop's. */
const fakes = { google: port + 1, facebook: port + 2, control: port + 3 };
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
  webServer: [
    {
      // Google's keys and Facebook's Graph API, so that social sign-in runs through the real drivers.
      command: 'node --import tsx e2e/support/provider-fakes.ts',
      url: `http://127.0.0.1:${fakes.control}/health`,
      timeout: 30_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: { E2E_PORT: String(port) },
    },
    {
      command: `rm -rf ${dataDir} && node --import tsx apps/web/server.ts`,
      url: `http://localhost:${port}/api/health`,
      timeout: 180_000,
      reuseExistingServer: false,
      stdout: 'ignore',
      stderr: 'pipe',
      env: {
        // The built app in demo mode (docs/operations.md): the local SMS driver returns its code, no
        // captcha is required and letters go to the outbox, so the sign-up flows can run end to end.
        NODE_ENV: 'development',
        PORT: String(port),
        DATA_DIR: dataDir,
        SEED_PRODUCTS: '60',
        LOG_LEVEL: 'warn',
        // Shortcut sign-ins of the specs name their own client address (e2e/support/accounts.ts), so
        // the per-address sign-in limit is not spent by the suite signing in some forty times.
        TRUST_PROXY: 'loopback',
        DATABASE_URL: '',
        REDIS_URL: '',
        GOOGLE_CLIENT_ID: FAKE_GOOGLE_CLIENT_ID,
        GOOGLE_JWKS_URL: `http://127.0.0.1:${fakes.google}/oauth2/v3/certs`,
        FACEBOOK_APP_ID: FAKE_FACEBOOK_APP.appId,
        FACEBOOK_APP_SECRET: FAKE_FACEBOOK_APP.appSecret,
        FACEBOOK_API_VERSION: FAKE_FACEBOOK_APP.apiVersion,
        FACEBOOK_GRAPH_URL: `http://127.0.0.1:${fakes.facebook}/${FAKE_FACEBOOK_APP.apiVersion}`,
      },
    },
  ],
});
