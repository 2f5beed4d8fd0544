/**
 * Lets plain modules (the browser API client) navigate inside the app. The shell registers React
 * Router's `navigate` after hydration; before that, or outside the app, a full page load is used.
 */
type Navigate = (to: string) => void;

let navigateInApp: Navigate | null = null;

export function setAppNavigator(navigate: Navigate | null): void {
  navigateInApp = navigate;
}

export function navigateTo(to: string): void {
  if (navigateInApp) navigateInApp(to);
  else if (typeof window !== 'undefined') window.location.assign(to);
}
