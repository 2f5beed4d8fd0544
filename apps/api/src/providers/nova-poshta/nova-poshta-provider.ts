import type { AppConfig } from '../../config.ts';
import type { ApiDeps } from '../../deps.ts';
import { LocalNovaPoshtaDirectory } from './local-nova-poshta.ts';
import type { NovaPoshtaDirectory } from './nova-poshta.ts';
import { NovaPoshtaApiDirectory } from './nova-poshta-api.ts';

/** Nova Poshta's API when NOVA_POSHTA_API_KEY is set, otherwise the local directory. */
export function createNovaPoshtaDirectory(config: AppConfig): NovaPoshtaDirectory {
  const { apiKey, apiUrl, timeoutMs } = config.novaPoshta;
  return apiKey ? new NovaPoshtaApiDirectory({ apiKey, apiUrl, timeoutMs }) : new LocalNovaPoshtaDirectory(config.env === 'production');
}

/**
 * One directory driver per running API, made on first use (like account-providers.ts); tests swap it
 * with `replaceNovaPoshtaDirectory` (a counting wrapper, or the real driver against a local fake).
 */
const byDeps = new WeakMap<ApiDeps, NovaPoshtaDirectory>();

export function novaPoshtaDirectory(deps: ApiDeps): NovaPoshtaDirectory {
  let directory = byDeps.get(deps);
  if (!directory) {
    directory = createNovaPoshtaDirectory(deps.config);
    byDeps.set(deps, directory);
  }
  return directory;
}

export function replaceNovaPoshtaDirectory(deps: ApiDeps, directory: NovaPoshtaDirectory): NovaPoshtaDirectory {
  byDeps.set(deps, directory);
  return directory;
}
