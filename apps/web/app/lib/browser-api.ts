import type { ApiLanguage } from '@shop/contracts/i18n';
import { VISITOR_COOKIE } from '@shop/contracts/constants';
import { type Query, type Transport, createApiClient, fetchTransport } from './api-client.ts';
import {
  type ApiAuth,
  type ApiEventHandlers,
  type RequestFlags,
  createRefreshGate,
  withErrorPolicy,
} from './api-error-policy.ts';
import { readCookie } from './cookies.ts';
import { languageOfPath, localePath } from './language.ts';
import { navigateTo } from './navigation-bridge.ts';

export type { RequestFlags } from './api-error-policy.ts';

export interface BrowserApiOptions {
  transport?: Transport;
  /** Language of the current page (X-Localization). */
  language?: () => ApiLanguage;
  /** Visitor id (X-User-Hash), the one-year cookie set by the API. */
  visitorId?: () => string | undefined;
}

function currentLanguage(): ApiLanguage {
  return typeof window === 'undefined' ? 'ru' : languageOfPath(window.location.pathname);
}

/**
 * Handlers that work before the shell has hydrated; the shell replaces them with in-app navigation
 * and localised toasts (shell/api-error-bridge.tsx).
 */
function defaultHandlers(language: () => ApiLanguage): ApiEventHandlers {
  return {
    maintenance: () => navigateTo(localePath('/server-maintenance/', language())),
    serverError: () => navigateTo(localePath('/server-error/', language())),
    forbidden: () => undefined,
    unauthorized: () => undefined,
  };
}

const guestAuth: ApiAuth = { getToken: () => null, refresh: async () => false };

/**
 * The API client for browser code: the same typed client as loaders use, plus the current language,
 * the visitor id, the bearer token and the global error behaviour of SPEC §8.
 */
export function createBrowserApi(options: BrowserApiOptions = {}) {
  const transport = options.transport ?? fetchTransport;
  const language = options.language ?? currentLanguage;
  const visitorId = options.visitorId ?? (() => readCookie(VISITOR_COOKIE));
  let auth: ApiAuth = guestAuth;
  let handlers: ApiEventHandlers = defaultHandlers(language);
  const gate = createRefreshGate(
    () => auth.refresh(),
    () => handlers.unauthorized(),
  );
  const policy = { auth: () => auth, handlers: () => handlers, gate };

  const client = (flags?: RequestFlags) =>
    createApiClient(withErrorPolicy(transport, policy, flags), { lang: language(), visitorId: visitorId() });

  return {
    get: <T>(path: string, query?: Query, flags?: RequestFlags) => client(flags).get<T>(path, query),
    post: <T>(path: string, body?: unknown, flags?: RequestFlags) => client(flags).post<T>(path, body),
    put: <T>(path: string, body?: unknown, flags?: RequestFlags) => client(flags).put<T>(path, body),
    delete: <T>(path: string, flags?: RequestFlags) => client(flags).delete<T>(path),
    /** The accounts work plugs in the token and the refresh call here. */
    setAuth(next: Partial<ApiAuth>): void {
      auth = { ...auth, ...next };
    },
    /** Replaces some of the global reactions (the shell sets all of them once it has hydrated). */
    setHandlers(next: Partial<ApiEventHandlers>): void {
      handlers = { ...handlers, ...next };
    },
  };
}

export type BrowserApi = ReturnType<typeof createBrowserApi>;

/** The one client the browser code of the shop uses. */
export const browserApi = createBrowserApi();
