/**
 * The settings production cannot run without: one row per outside service whose local driver must
 * not stand in for it with real customers. A new driver (payments, delivery) joins by adding its
 * row here; the start-up check and docs/operations.md list exactly these rows.
 */
export interface ProductionRequirement {
  /** What the shop cannot do without it, as the operator reads it. */
  service: string;
  /** Environment settings that must all be non-empty. */
  settings: readonly string[];
}

export const PRODUCTION_REQUIREMENTS: readonly ProductionRequirement[] = [
  { service: 'SMS codes (TurboSMS)', settings: ['TURBOSMS_TOKEN'] },
  { service: 'e-mail (SMTP)', settings: ['SMTP_URL'] },
  { service: 'captcha before SMS codes (reCAPTCHA v3)', settings: ['RECAPTCHA_SECRET'] },
  { service: 'card payments (LiqPay)', settings: ['LIQPAY_PUBLIC_KEY', 'LIQPAY_PRIVATE_KEY'] },
  { service: 'towns and departments at checkout (Nova Poshta API)', settings: ['NOVA_POSHTA_API_KEY'] },
];

export interface MissingSetting {
  setting: string;
  service: string;
}

/** Every required setting that is unset or blank, in the order of the requirements. */
export function missingProductionSettings(
  env: NodeJS.ProcessEnv,
  requirements: readonly ProductionRequirement[] = PRODUCTION_REQUIREMENTS,
): MissingSetting[] {
  return requirements.flatMap(({ service, settings }) =>
    settings.filter((setting) => !env[setting]?.trim()).map((setting) => ({ setting, service })),
  );
}

export class MissingProductionSettingsError extends Error {
  constructor(readonly missing: MissingSetting[]) {
    const width = Math.max(...missing.map((m) => m.setting.length));
    super(
      [
        `Cannot start in production mode: ${missing.length === 1 ? 'this setting is' : `these ${missing.length} settings are`} missing.`,
        ...missing.map((m) => `  ${m.setting.padEnd(width)}  ${m.service}`),
        'Set them (docs/operations.md lists every setting), or try the shop with the local drivers: SHOP_MODE=demo.',
      ].join('\n'),
    );
  }
}

/** Throws one error naming every missing setting, so an operator fixes them all at once. */
export function assertProductionSettings(env: NodeJS.ProcessEnv, requirements?: readonly ProductionRequirement[]): void {
  const missing = missingProductionSettings(env, requirements);
  if (missing.length) throw new MissingProductionSettingsError(missing);
}
