import type { SocialProvidersResult } from '@shop/contracts/auth';
import { useEffect, useState } from 'react';
import { browserApi } from '../../../lib/browser-api.ts';

let providers: Promise<SocialProvidersResult> | null = null;

/**
 * Which sign-in providers the shop has set up, asked once per visit when a dialog first needs it.
 * When the call fails no buttons are shown and the next dialog asks again.
 */
export function socialProviders(): Promise<SocialProvidersResult> {
  providers ??= browserApi
    .get<{ data: SocialProvidersResult }>('/v1/auth/providers', undefined, { skipErrorHandling: true })
    .then((r) => r.data)
    .catch((error: unknown) => {
      providers = null;
      throw error;
    });
  return providers;
}

/** The providers once known; null before the answer (and when the call failed: no buttons then). */
export function useSocialProviders(): SocialProvidersResult | null {
  const [providers, setProviders] = useState<SocialProvidersResult | null>(null);
  useEffect(() => {
    let active = true;
    socialProviders()
      .then((found) => active && setProviders(found))
      .catch((error: unknown) => console.warn('sign-in providers are unavailable', error));
    return () => {
      active = false;
    };
  }, []);
  return providers;
}
