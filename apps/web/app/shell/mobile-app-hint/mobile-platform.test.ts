import { describe, expect, it } from 'vitest';
import { detectMobilePlatform, shouldShowAppHint } from './mobile-platform.ts';

const UA = {
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  ipadOs: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15',
  android:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36',
  windows: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36',
};

describe('detectMobilePlatform', () => {
  it('recognises iPhone and Android', () => {
    expect(detectMobilePlatform(UA.iphone)).toBe('ios');
    expect(detectMobilePlatform(UA.android)).toBe('android');
  });

  it('recognises an iPad that presents itself as a Mac by its touch screen', () => {
    expect(detectMobilePlatform(UA.ipadOs, 5)).toBe('ios');
    expect(detectMobilePlatform(UA.ipadOs, 0)).toBeNull();
  });

  it('ignores desktop browsers', () => {
    expect(detectMobilePlatform(UA.windows)).toBeNull();
  });
});

describe('shouldShowAppHint', () => {
  it('shows on a mobile platform that has not dismissed it', () => {
    expect(shouldShowAppHint({ platform: 'ios', installed: false, dismissedOn: null })).toBe(true);
  });

  it('stays hidden on desktops, in the installed app and after dismissal on the same platform', () => {
    expect(shouldShowAppHint({ platform: null, installed: false, dismissedOn: null })).toBe(false);
    expect(shouldShowAppHint({ platform: 'android', installed: true, dismissedOn: null })).toBe(false);
    expect(shouldShowAppHint({ platform: 'ios', installed: false, dismissedOn: 'ios' })).toBe(false);
  });
});
