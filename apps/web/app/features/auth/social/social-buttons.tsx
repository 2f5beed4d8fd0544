import type { SocialProvider } from '@shop/contracts/auth';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/translation-context.tsx';
import { languageOfPath } from '../../../lib/language.ts';
import { facebookAccessToken, loadFacebookSdk } from './facebook-sdk.ts';
import { renderGoogleButton } from './google-identity.ts';
import { useSocialProviders } from './social-providers.ts';
import formStyles from '../../../forms/form.module.css';
import styles from './social-buttons.module.css';

type FacebookSdk = Awaited<ReturnType<typeof loadFacebookSdk>>;

interface SocialButtonsProps {
  /** Sign in ("Войти через …") or link to the signed-in account ("Подключить …"). */
  purpose: 'signin' | 'link';
  /** Providers not to offer (already linked). */
  exclude?: readonly SocialProvider[];
  /** Receives the provider's token; errors are the caller's to show. */
  onToken: (provider: SocialProvider, token: string) => Promise<void>;
}

const currentLanguage = () => languageOfPath(window.location.pathname);

/**
 * The Google and Facebook buttons of the login dialog and of the profile. Only providers the shop has
 * credentials for are shown (GET /auth/providers); their scripts load when the buttons mount.
 */
export function SocialButtons({ purpose, exclude = [], onToken }: SocialButtonsProps) {
  const { t } = useTranslation();
  const providers = useSocialProviders();
  const [busy, setBusy] = useState(false);
  // A provider whose script cannot load (blocked, offline) is not offered rather than failing on the click.
  const [failed, setFailed] = useState<SocialProvider[]>([]);
  const fail = (provider: SocialProvider) => setFailed((known) => [...known, provider]);
  const offered = (provider: SocialProvider) => !exclude.includes(provider) && !failed.includes(provider);

  const hand = async (provider: SocialProvider, token: string) => {
    setBusy(true);
    try {
      await onToken(provider, token);
    } finally {
      setBusy(false);
    }
  };

  const google = providers?.google && offered('google') ? providers.google : null;
  const facebook = providers?.facebook && offered('facebook') ? providers.facebook : null;
  // The demo's stand-ins for providers without credentials (never offered in production).
  const local = (providers?.local ?? []).filter((provider) => !exclude.includes(provider));
  if (!google && !facebook && !local.length) return null;

  return (
    <div className={styles.social} aria-busy={busy || undefined} data-testid="social-sign-in">
      {purpose === 'signin' ? <div className={formStyles.divider}>{t('auth.social.or')}</div> : null}
      {google ? <GoogleButton clientId={google.clientId} purpose={purpose} onToken={(token) => hand('google', token)} onFailed={() => fail('google')} /> : null}
      {facebook ? (
        <FacebookButton
          appId={facebook.appId}
          sdkVersion={facebook.sdkVersion}
          label={purpose === 'signin' ? t('auth.social.facebook') : t('auth.social.facebookLink')}
          disabled={busy}
          onToken={(token) => hand('facebook', token)}
          onFailed={() => fail('facebook')}
        />
      ) : null}
      {local.map((provider) => (
        <LocalConsentButton
          key={provider}
          provider={provider}
          label={t(provider === 'google' ? 'auth.social.localGoogle' : 'auth.social.localFacebook')}
          hint={t('auth.social.localHint')}
          disabled={busy}
          onToken={(token) => hand(provider, token)}
        />
      ))}
    </div>
  );
}

/**
 * Demo stand-in for a provider's button: opens the shop's own consent page (apps/api
 * local-consent.routes.ts) in a popup, which posts back a token this install signed.
 */
function LocalConsentButton(props: { provider: SocialProvider; label: string; hint: string; disabled: boolean; onToken: (token: string) => void }) {
  const { provider } = props;
  const popup = useRef<Window | null>(null);
  const onToken = useRef(props.onToken);
  onToken.current = props.onToken;

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      // Only the popup this button opened, on the shop's own origin.
      if (event.origin !== window.location.origin || !popup.current || event.source !== popup.current) return;
      const data = event.data as { type?: unknown; provider?: unknown; token?: unknown } | null;
      if (data?.type !== 'shop:local-social' || data.provider !== provider || typeof data.token !== 'string') return;
      popup.current = null;
      onToken.current(data.token);
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [provider]);

  const click = () => {
    const url = `/api/v1/auth/local-consent/${provider}?lang=${currentLanguage()}`;
    popup.current = window.open(url, `local-consent-${provider}`, 'popup,width=480,height=640');
  };

  return (
    <button type="button" className={styles.local} onClick={click} disabled={props.disabled} title={props.hint} data-testid={`local-${provider}-sign-in`}>
      {props.label}
      <span className={styles.localHint}>{props.hint}</span>
    </button>
  );
}

function GoogleButton(props: { clientId: string; purpose: 'signin' | 'link'; onToken: (token: string) => void; onFailed: () => void }) {
  const slot = useRef<HTMLDivElement>(null);
  // The latest handlers, so that Google's button is drawn once and still calls the current ones.
  const handlers = useRef(props);
  handlers.current = props;
  const { clientId, purpose } = props;

  useEffect(() => {
    const parent = slot.current;
    if (!parent) return;
    renderGoogleButton(parent, {
      clientId,
      language: currentLanguage(),
      text: purpose === 'signin' ? 'signin_with' : 'continue_with',
      onToken: (token) => handlers.current.onToken(token),
    }).catch((error: unknown) => {
      console.warn('Google sign-in could not start', error);
      handlers.current.onFailed();
    });
  }, [clientId, purpose]);

  return <div ref={slot} className={styles.google} data-testid="google-sign-in" />;
}

function FacebookButton(props: {
  appId: string;
  sdkVersion: string;
  label: string;
  disabled: boolean;
  onToken: (token: string) => void;
  onFailed: () => void;
}) {
  const { appId, sdkVersion } = props;
  const [sdk, setSdk] = useState<FacebookSdk | null>(null);
  const onFailed = useRef(props.onFailed);
  onFailed.current = props.onFailed;

  useEffect(() => {
    let active = true;
    loadFacebookSdk({ appId, sdkVersion, language: currentLanguage() })
      .then((loaded) => active && setSdk(loaded))
      .catch((error: unknown) => {
        console.warn('the Facebook SDK could not be loaded', error);
        if (active) onFailed.current();
      });
    return () => {
      active = false;
    };
  }, [appId, sdkVersion]);

  const click = async () => {
    if (!sdk) return;
    // Called straight from the click so that the browser lets Facebook's popup open.
    const token = await facebookAccessToken(sdk);
    if (token) props.onToken(token);
  };

  return (
    <button type="button" className={styles.facebook} onClick={click} disabled={props.disabled || !sdk} aria-busy={!sdk || undefined}>
      <svg className={styles.facebookLogo} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M24 12.07C24 5.4 18.63 0 12 0S0 5.4 0 12.07C0 18.1 4.39 23.1 10.13 24v-8.44H7.08v-3.49h3.05V9.41c0-3.02 1.79-4.7 4.53-4.7 1.31 0 2.68.24 2.68.24v2.97h-1.51c-1.49 0-1.96.93-1.96 1.89v2.26h3.33l-.53 3.49h-2.8V24C19.61 23.1 24 18.1 24 12.07z"
        />
      </svg>
      {props.label}
    </button>
  );
}
