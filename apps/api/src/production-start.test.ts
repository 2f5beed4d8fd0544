import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApi, closeDeps, createDeps } from './app.ts';
import { ROOT_DIR, loadConfig } from './config.ts';
import type { ApiDeps } from './deps.ts';
import { insertUser } from './domains/users/users.repository.ts';
import { DemoAccountsPresentError } from './domains/demo/demo-accounts.ts';
import { prepareDatabase } from './shop-api.ts';

/**
 * A production install from an empty data folder, through the real entries as separate processes
 * (`npm run start:api`, `npm run admin:create`, `npm run demo:remove-accounts`) on embedded PGlite:
 * no demo seed, no account with a published password, the first administrator from the command.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'shop-production-start-'));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

/** Dummy provider keys: production refuses to start without them (providers/production-settings.ts). */
const PRODUCTION = {
  SHOP_MODE: 'production',
  NODE_ENV: 'production',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'warn',
  HOST: '127.0.0.1',
  TURBOSMS_TOKEN: 'dummy',
  SMTP_URL: 'smtp://127.0.0.1:1',
  RECAPTCHA_SECRET: 'dummy',
  LIQPAY_PUBLIC_KEY: 'dummy',
  LIQPAY_PRIVATE_KEY: 'dummy',
  NOVA_POSHTA_API_KEY: 'dummy',
};

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/**
 * Runs an entry with only the given settings (not the test runner's). `until`: stop it with SIGTERM
 * once its output says so (a server that came up); otherwise wait for it to end.
 */
async function run(entry: string, options: { args?: string[]; env?: Record<string, string>; stdin?: string; until?: string } = {}): Promise<Run> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry, ...(options.args ?? [])], {
    cwd: ROOT_DIR,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? os.tmpdir(), ...PRODUCTION, ...options.env },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  const out = { stdout: '', stderr: '' };
  child.stdout.on('data', (chunk) => {
    out.stdout += chunk;
    if (options.until && out.stdout.includes(options.until)) child.kill('SIGTERM');
  });
  child.stderr.on('data', (chunk) => {
    out.stderr += chunk;
  });
  child.stdin.end(options.stdin ?? '');
  const code = await new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));
  return { code, ...out };
}

const startApi = async (env: Record<string, string> = {}) =>
  run('apps/api/src/server.ts', { env: { PORT: String(await freePort()), ...env }, until: 'is running in production mode' });

const productionConfig = () => loadConfig({ ...PRODUCTION });

async function withDatabase<T>(work: (deps: ApiDeps) => Promise<T>): Promise<T> {
  const deps = await createDeps(productionConfig(), { seed: false });
  try {
    return await work(deps);
  } finally {
    await closeDeps(deps);
  }
}

const count = async (deps: ApiDeps, table: 'users' | 'products' | 'brands') =>
  Number((await deps.database.db.execute<{ n: number }>(sql.raw(`select count(*)::int as n from ${table}`))).rows[0].n);

describe('a production install', () => {
  it('refuses SEED_DEMO=true, naming the setting, before touching the data folder', async () => {
    const refused = await startApi({ SEED_DEMO: 'true' });
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('SEED_DEMO=true is refused in production mode');
    expect(refused.stdout).not.toContain('is running');
    expect(fs.existsSync(path.join(dataDir, 'pglite'))).toBe(false);
  }, 60_000);

  it('starts on an empty data folder without seeding: no account, no catalogue', async () => {
    const started = await startApi();
    expect(started.stdout, started.stderr).toContain('ProCosmetics is running in production mode');
    expect(started.stdout).not.toContain('Seeding the demo shop');
    await withDatabase(async (deps) => {
      expect(await count(deps, 'users')).toBe(0);
      expect(await count(deps, 'products')).toBe(0);
      expect(await count(deps, 'brands')).toBe(0);
    });
    // `npm start`'s primary prepares the database the same way: still nothing seeded.
    expect(await prepareDatabase(productionConfig())).toMatchObject({ database: 'pglite' });
    await withDatabase(async (deps) => expect(await count(deps, 'users')).toBe(0));
  }, 120_000);

  it('gets its first administrator from admin:create, who signs in and sees the staff calls', async () => {
    const email = 'owner@example.com';
    const password = 'Kyiv-Owner-2024!';
    const weak = await run('apps/api/src/admin-create.ts', { args: ['--email', email, '--password-stdin'], stdin: 'short\n' });
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('Мінімальна довжина — 8 символів');

    const created = await run('apps/api/src/admin-create.ts', { args: ['--email', email, '--password-stdin'], stdin: `${password}\n` });
    expect(created.code, created.stderr).toBe(0);
    expect(created.stdout).toContain(`Administrator ${email} created`);
    expect(created.stdout).not.toContain(password);

    const again = await run('apps/api/src/admin-create.ts', { args: ['--email', 'OWNER@example.com', '--password-stdin'], stdin: 'Another-Strong-1\n' });
    expect(again.code).toBe(1);
    expect(again.stderr).toContain('already exists');

    // Without a terminal or --password-stdin the password is generated and printed once.
    const generated = await run('apps/api/src/admin-create.ts', { args: ['--email', 'second@example.com'] });
    expect(generated.code, generated.stderr).toBe(0);
    const printed = /Password, shown only this once: (\S+)/.exec(generated.stdout)?.[1];
    expect(printed).toMatch(/^[\w-]{24}$/);

    await withDatabase(async (deps) => {
      expect(await count(deps, 'users')).toBe(2);
      const app = await buildApi(deps);
      try {
        for (const [address, secret] of [
          [email, password],
          ['second@example.com', printed!],
        ]) {
          const login = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email: address, password: secret } });
          expect(login.statusCode, login.body).toBe(200);
          const headers = { authorization: `Bearer ${login.json().data.accessToken}` };
          const me = await app.inject({ url: '/api/v1/auth/me', headers });
          expect(me.json().data).toMatchObject({ email: address, canSeeAdminHeader: true });
          expect((await app.inject({ url: '/api/v1/staff/orders', headers })).statusCode).toBe(200);
        }
        const wrong = await app.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password: 'Demo12345!' } });
        expect(wrong.statusCode).not.toBe(200);
      } finally {
        await app.close();
      }
    });
  }, 180_000);

  it('refuses to start while a demo account exists, naming the command that removes it', async () => {
    await withDatabase(async (deps) => {
      await insertUser(deps.database.db, { email: 'Staff@Demo.ProCosmetics.ua', name: 'Оксана', staffRole: 'administrator', passwordHash: 'x' });
    });
    const refused = await startApi();
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('staff@demo.procosmetics.ua');
    expect(refused.stderr).toContain('npm run demo:remove-accounts');
    expect(refused.stdout).not.toContain('is running');
    await expect(prepareDatabase(productionConfig())).rejects.toBeInstanceOf(DemoAccountsPresentError);

    const removed = await run('apps/api/src/demo-remove-accounts.ts');
    expect(removed.code, removed.stderr).toBe(0);
    expect(removed.stdout).toContain('Removed 1 demo account: staff@demo.procosmetics.ua');

    const started = await startApi();
    expect(started.stdout, started.stderr).toContain('ProCosmetics is running in production mode');
    await withDatabase(async (deps) => expect(await count(deps, 'users')).toBe(2));
  }, 180_000);
});
