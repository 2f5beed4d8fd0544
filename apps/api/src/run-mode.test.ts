import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';
import { RunModeError, resolveRunMode } from './run-mode.ts';
import { MissingProductionSettingsError, assertProductionSettings, missingProductionSettings } from './providers/production-settings.ts';

describe('run mode resolution', () => {
  it('is the demo without NODE_ENV or with NODE_ENV=development, production and test by NODE_ENV', () => {
    expect(resolveRunMode({})).toBe('demo');
    expect(resolveRunMode({ NODE_ENV: 'development' })).toBe('demo');
    expect(resolveRunMode({ NODE_ENV: 'production' })).toBe('production');
    expect(resolveRunMode({ NODE_ENV: 'test' })).toBe('test');
  });

  it('lets SHOP_MODE win over NODE_ENV (npm start runs the demo with React built for production)', () => {
    expect(resolveRunMode({ NODE_ENV: 'production', SHOP_MODE: 'demo' })).toBe('demo');
    expect(resolveRunMode({ SHOP_MODE: 'Production' })).toBe('production');
    expect(() => resolveRunMode({ SHOP_MODE: 'staging' })).toThrow(RunModeError);
  });

  it('listens on loopback in the demo unless HOST is set, on every interface in production', () => {
    expect(loadConfig({}).host).toBe('localhost');
    expect(loadConfig({ HOST: '0.0.0.0', DEMO_PUBLIC: 'on' })).toMatchObject({ host: '0.0.0.0', hostFromEnv: true, demoPublic: true });
    expect(loadConfig({ HOST: '127.0.0.1' })).toMatchObject({ host: '127.0.0.1', demoPublic: false });
    expect(loadConfig({ NODE_ENV: 'production' }).host).toBe('0.0.0.0');
  });

  it('refuses a demo opened to the network without DEMO_PUBLIC=on, naming the way out', () => {
    for (const env of [{ HOST: '0.0.0.0' }, { HOST: '192.168.1.20', DEMO_PUBLIC: 'off' }, { SHOP_MODE: 'demo', NODE_ENV: 'production', HOST: '::' }]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
    }
    expect(() => loadConfig({ HOST: '0.0.0.0' })).toThrow(/DEMO_PUBLIC=on/);
    // Loopback, production and the test runner need no such choice.
    expect(loadConfig({ HOST: 'localhost' }).demoPublic).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', HOST: '0.0.0.0' }).demoPublic).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', HOST: '0.0.0.0' }).demoPublic).toBe(false);
  });

  it('keeps request logs, metrics and API docs by mode', () => {
    expect(loadConfig({})).toMatchObject({ env: 'demo', logRequests: false, apiDocs: true });
    expect(loadConfig({ LOG_REQUESTS: 'on' }).logRequests).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ logRequests: true, apiDocs: false, metricsToken: null });
    expect(loadConfig({ NODE_ENV: 'production', API_DOCS: 'on', METRICS_TOKEN: ' s3cret ' })).toMatchObject({ apiDocs: true, metricsToken: 's3cret' });
  });

  it('believes X-Forwarded-For only from named proxies', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toBe('loopback, 10.0.0.0/8');
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(ConfigError);
  });
});

describe('production settings check', () => {
  it('lists every missing provider setting in one message', () => {
    const missing = missingProductionSettings({ SMTP_URL: 'smtp://mail', TURBOSMS_TOKEN: '  ' });
    expect(missing.map((m) => m.setting)).toEqual(['TURBOSMS_TOKEN', 'RECAPTCHA_SECRET', 'LIQPAY_PUBLIC_KEY', 'LIQPAY_PRIVATE_KEY', 'NOVA_POSHTA_API_KEY']);
    let error: unknown;
    try {
      assertProductionSettings({});
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(MissingProductionSettingsError);
    const message = (error as Error).message;
    for (const setting of ['TURBOSMS_TOKEN', 'SMTP_URL', 'RECAPTCHA_SECRET', 'LIQPAY_PUBLIC_KEY', 'LIQPAY_PRIVATE_KEY', 'NOVA_POSHTA_API_KEY']) expect(message).toContain(setting);
    expect(message).toContain('these 6 settings are missing');
    expect(message).toContain('SHOP_MODE=demo');
  });

  it('passes when every setting is there, and checks what is registered', () => {
    const all = { TURBOSMS_TOKEN: 't', SMTP_URL: 's', RECAPTCHA_SECRET: 'r', LIQPAY_PUBLIC_KEY: 'i1', LIQPAY_PRIVATE_KEY: 'k', NOVA_POSHTA_API_KEY: 'n' };
    expect(() => assertProductionSettings(all)).not.toThrow();
    expect(missingProductionSettings({ ...all, LIQPAY_PRIVATE_KEY: '' })).toEqual([
      { setting: 'LIQPAY_PRIVATE_KEY', service: 'card payments (LiqPay)' },
    ]);
    const withPayments = [{ service: 'payments (LiqPay)', settings: ['LIQPAY_PUBLIC_KEY', 'LIQPAY_PRIVATE_KEY'] }];
    expect(missingProductionSettings({ LIQPAY_PUBLIC_KEY: 'p' }, withPayments)).toEqual([
      { setting: 'LIQPAY_PRIVATE_KEY', service: 'payments (LiqPay)' },
    ]);
  });
});
