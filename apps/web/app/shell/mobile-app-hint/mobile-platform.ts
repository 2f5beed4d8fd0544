export type MobilePlatform = 'ios' | 'android';

/**
 * iOS or Android from the browser's user agent. iPadOS presents itself as a Mac, and only its
 * touch screen tells it apart.
 */
export function detectMobilePlatform(userAgent: string, maxTouchPoints = 0): MobilePlatform | null {
  if (/android/i.test(userAgent)) return 'android';
  if (/iphone|ipad|ipod/i.test(userAgent)) return 'ios';
  if (/macintosh/i.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return null;
}

/** Storage key of the dismissed hint; the value is the platform it was dismissed on. */
export const APP_HINT_DISMISSED_KEY = 'app-hint:dismissed';

interface HintState {
  platform: MobilePlatform | null;
  /** The shop already runs as an installed app (display-mode standalone). */
  installed: boolean;
  /** Platform stored when the visitor dismissed the hint, if ever. */
  dismissedOn: string | null;
}

/** The install hint shows on phones and tablets, unless installed or dismissed on this platform. */
export function shouldShowAppHint({ platform, installed, dismissedOn }: HintState): boolean {
  return platform !== null && !installed && dismissedOn !== platform;
}
