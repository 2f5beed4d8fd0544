import type { ApiLanguage } from '@shop/contracts/i18n';
import { loadScript } from '../../../lib/load-script.ts';

/**
 * Google Identity Services: Google draws its own "Sign in with Google" button and hands the page an
 * ID token (a signed JWT) that the API verifies against Google's keys. The library is set up once
 * per page; the button of whichever dialog is open receives the token.
 */
interface GoogleButtonOptions {
  type: 'standard';
  theme: 'outline';
  size: 'large';
  text: 'signin_with' | 'continue_with';
  shape: 'rectangular';
  logo_alignment: 'center';
  width: number;
  locale: string;
}

interface GoogleIdentity {
  initialize(options: { client_id: string; callback: (response: { credential?: string }) => void; ux_mode: 'popup'; context: 'signin' | 'use' }): void;
  renderButton(parent: HTMLElement, options: GoogleButtonOptions): void;
}

declare global {
  interface Window {
    google?: { accounts?: { id?: GoogleIdentity } };
  }
}

type CredentialHandler = (idToken: string) => void;
let currentHandler: CredentialHandler | null = null;
let initialisedFor: string | null = null;

async function googleIdentity(clientId: string): Promise<GoogleIdentity> {
  const identity = await loadScript('https://accounts.google.com/gsi/client', () => window.google?.accounts?.id);
  if (initialisedFor !== clientId) {
    identity.initialize({
      client_id: clientId,
      ux_mode: 'popup',
      context: 'signin',
      callback: ({ credential }) => {
        if (credential) currentHandler?.(credential);
      },
    });
    initialisedFor = clientId;
  }
  return identity;
}

/** Draws Google's button into `parent`; `onToken` gets the ID token once the person has chosen an account. */
export async function renderGoogleButton(
  parent: HTMLElement,
  options: { clientId: string; language: ApiLanguage; text: GoogleButtonOptions['text']; onToken: CredentialHandler },
): Promise<void> {
  const identity = await googleIdentity(options.clientId);
  currentHandler = options.onToken;
  identity.renderButton(parent, {
    type: 'standard',
    theme: 'outline',
    size: 'large',
    text: options.text,
    shape: 'rectangular',
    logo_alignment: 'center',
    // Google's button is at most 400 px wide and cannot stretch by itself.
    width: Math.min(400, Math.max(200, Math.floor(parent.clientWidth))),
    locale: options.language === 'ua' ? 'uk' : 'ru',
  });
}
