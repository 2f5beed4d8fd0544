import type { Transport, TransportRequest, TransportResponse } from './api-client.ts';

/**
 * The global reactions to API answers (SPEC §8), as a transport wrapper so that every call of the
 * browser client goes through them:
 *   503 → maintenance page, 500 → server-error page, 403 → a toast, 404 → left to the caller;
 *   401 → one token refresh shared by all waiting requests, then each of them is sent again;
 *         when the refresh fails, `unauthorized` runs once (token removal and the login popup).
 * The caller still receives the answer (and the client throws ApiError for >= 400), so loaders and
 * forms stop their spinners. A request flagged `skipErrorHandling` (the login call) bypasses all of it.
 */
export interface ApiEventHandlers {
  maintenance(): void;
  serverError(): void;
  forbidden(): void;
  unauthorized(): void;
}

export interface ApiAuth {
  /** The current access token, sent as `Authorization: Bearer`. */
  getToken(): string | null;
  /**
   * Obtains a new access token (e.g. POST /v1/auth/refresh, itself sent with skipErrorHandling).
   * Resolves true when `getToken()` now returns a fresh token.
   */
  refresh(): Promise<boolean>;
  /** A token being obtained right now (the start-up refresh): requests wait for it before they are sent. */
  pending?(): Promise<unknown> | null;
}

export interface RequestFlags {
  /**
   * A call the visitor did not ask for (the basket's checks, SPEC §8: "basket check failure is only
   * logged"): the token is refreshed as usual, but a 5xx or 403 does not leave the page or toast.
   */
  background?: boolean;
  /** Pass every error to the caller without global handling (SPEC §8: the login call). */
  skipErrorHandling?: boolean;
  /** Headers of this one call, e.g. the `Idempotency-Key` of an order attempt. */
  headers?: Record<string, string>;
}

/** One refresh at a time: requests that meet a 401 while it runs wait for the same outcome. */
export function createRefreshGate(refresh: () => Promise<boolean>, onFailure: () => void) {
  let running: Promise<boolean> | null = null;
  return {
    /** The refresh in flight, if any: new requests wait for it before they are sent. */
    get pending(): Promise<boolean> | null {
      return running;
    },
    run(): Promise<boolean> {
      running ??= refresh()
        .catch(() => false)
        .then((ok) => {
          if (!ok) onFailure();
          return ok;
        })
        .finally(() => {
          running = null;
        });
      return running;
    },
  };
}

export type RefreshGate = ReturnType<typeof createRefreshGate>;

export interface ErrorPolicy {
  auth(): ApiAuth;
  handlers(): ApiEventHandlers;
  gate: RefreshGate;
}

function withToken(request: TransportRequest, token: string | null): TransportRequest {
  const headers = { ...request.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  else delete headers.authorization;
  return { ...request, headers };
}

export function withErrorPolicy(base: Transport, policy: ErrorPolicy, flags: RequestFlags = {}): Transport {
  return async (original) => {
    const request = flags.headers ? { ...original, headers: { ...original.headers, ...flags.headers } } : original;
    if (flags.skipErrorHandling) return base(withToken(request, policy.auth().getToken()));

    const waiting = policy.gate.pending ?? policy.auth().pending?.();
    if (waiting) await waiting.catch(() => undefined);
    let sentToken = policy.auth().getToken();
    const send = () => {
      sentToken = policy.auth().getToken();
      return base(withToken(request, sentToken));
    };

    let response: TransportResponse = await send();
    if (response.status === 401) {
      // A request sent with an older token than the current one only needs to be sent again;
      // refreshing twice would spend a rotating refresh token for nothing.
      const tokenChangedMeanwhile = sentToken !== policy.auth().getToken() && policy.auth().getToken() !== null;
      const refreshed = tokenChangedMeanwhile || (await policy.gate.run());
      if (!refreshed) return response;
      response = await send();
      // A fresh token that is still refused: the session is gone, do not loop.
      if (response.status === 401) {
        policy.handlers().unauthorized();
        return response;
      }
    }

    if (flags.background) return response;
    const handlers = policy.handlers();
    if (response.status === 503) handlers.maintenance();
    else if (response.status === 500) handlers.serverError();
    else if (response.status === 403) handlers.forbidden();
    return response;
  };
}
