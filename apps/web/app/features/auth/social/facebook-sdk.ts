import type { ApiLanguage } from '@shop/contracts/i18n';
import { loadScript } from '../../../lib/load-script.ts';

/**
 * The Facebook JavaScript SDK: FB.login opens Facebook's popup and answers with a user access token
 * that the API checks with Graph's debug_token. The SDK is loaded when the dialog opens, so that
 * the click itself opens the popup (browsers block popups opened later than the click).
 */
interface FacebookLoginResponse {
  status: 'connected' | 'not_authorized' | 'unknown';
  authResponse?: { accessToken: string; userID: string } | null;
}

interface FacebookSdk {
  init(options: { appId: string; version: string; cookie: boolean; xfbml: boolean }): void;
  login(callback: (response: FacebookLoginResponse) => void, options: { scope: string }): void;
}

declare global {
  interface Window {
    FB?: FacebookSdk;
    fbAsyncInit?: () => void;
  }
}

const sdkLocale = (language: ApiLanguage) => (language === 'ua' ? 'uk_UA' : 'ru_RU');
let initialisedFor: string | null = null;

export async function loadFacebookSdk(options: { appId: string; sdkVersion: string; language: ApiLanguage }): Promise<FacebookSdk> {
  const sdk = await loadScript(`https://connect.facebook.net/${sdkLocale(options.language)}/sdk.js`, () => window.FB);
  if (initialisedFor !== options.appId) {
    sdk.init({ appId: options.appId, version: options.sdkVersion, cookie: false, xfbml: false });
    initialisedFor = options.appId;
  }
  return sdk;
}

/** Asks Facebook for a user token; null when the person closed the popup or declined. */
export function facebookAccessToken(sdk: FacebookSdk): Promise<string | null> {
  return new Promise((resolve) => {
    sdk.login((response) => resolve(response.status === 'connected' ? (response.authResponse?.accessToken ?? null) : null), {
      scope: 'public_profile,email',
    });
  });
}
