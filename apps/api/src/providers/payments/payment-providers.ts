import type { AppConfig } from '../../config.ts';
import type { ApiDeps } from '../../deps.ts';
import { installSecret } from '../../core/install-secret.ts';
import { LiqpayPaymentProvider } from './liqpay.ts';
import { LocalLiqpayPaymentProvider } from './local-liqpay.ts';
import type { PaymentProvider } from './payment-provider.ts';

/**
 * The payment driver for a config: LiqPay when both its keys are set, else the local sandbox.
 * Production does not start without the keys (production-settings.ts).
 */
export function createPaymentProvider(config: AppConfig): PaymentProvider {
  const { liqpay } = config.payments;
  if (liqpay.publicKey && liqpay.privateKey) {
    return new LiqpayPaymentProvider({ publicKey: liqpay.publicKey, privateKey: liqpay.privateKey, sandbox: liqpay.sandbox });
  }
  return new LocalLiqpayPaymentProvider(
    { publicOrigin: config.publicOrigin, production: config.env === 'production' },
    () => installSecret(config, 'local-liqpay'),
  );
}

/**
 * One driver per running API, made on first use (as account-providers.ts does); tests swap it with
 * `replacePaymentProvider`, e.g. for the real driver with known keys.
 */
const byDeps = new WeakMap<ApiDeps, PaymentProvider>();

export function paymentProvider(deps: ApiDeps): PaymentProvider {
  let provider = byDeps.get(deps);
  if (!provider) {
    provider = createPaymentProvider(deps.config);
    byDeps.set(deps, provider);
  }
  return provider;
}

export function replacePaymentProvider(deps: ApiDeps, replacement: PaymentProvider): PaymentProvider {
  byDeps.set(deps, replacement);
  return replacement;
}
