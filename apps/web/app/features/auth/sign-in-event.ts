/**
 * Reports sign-ins and sign-ups to the analytics data layer (SPEC §4: login success reports a
 * sign-in event) as the recommended `login` and `sign_up` events with the method used. The data
 * layer is created on first use, so an event waits there until the tag manager reads it.
 */
export type SignInMethod = 'email' | 'google' | 'facebook';

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

function push(event: Record<string, unknown>): void {
  if (typeof window === 'undefined') return;
  window.dataLayer ??= [];
  window.dataLayer.push(event);
}

export function reportSignIn(method: SignInMethod): void {
  push({ event: 'login', method });
}

export function reportSignUp(method: SignInMethod | 'phone'): void {
  push({ event: 'sign_up', method });
}
