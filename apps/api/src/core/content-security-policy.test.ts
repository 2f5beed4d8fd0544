import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy } from './content-security-policy.ts';

/** The sources of one directive of a policy. */
function directive(policy: string, name: string): string[] {
  const found = policy.split(';').map((part) => part.trim().split(/\s+/)).find(([directiveName]) => directiveName === name);
  return found ? found.slice(1) : [];
}

describe('the content security policy', () => {
  it("allows Google's scripts only by path: the reCAPTCHA loader and releases and the sign-in client, never a whole Google host", () => {
    const scripts = directive(contentSecurityPolicy(["'sha256-abc='"]), 'script-src');
    expect(scripts).toEqual([
      "'self'",
      "'sha256-abc='",
      'https://www.google.com/recaptcha/api.js',
      'https://www.gstatic.com/recaptcha/releases/',
      'https://accounts.google.com/gsi/client',
      'https://connect.facebook.net',
    ]);
    for (const source of scripts) {
      if (!source.startsWith('https://')) continue;
      const url = new URL(source);
      if (url.hostname.endsWith('google.com') || url.hostname.endsWith('gstatic.com')) expect(url.pathname, source).not.toBe('/');
    }
  });

  it('names no inline script without its hash, and no eval', () => {
    const scripts = directive(contentSecurityPolicy(), 'script-src');
    expect(scripts).toContain("'self'");
    expect(scripts.some((source) => source === "'unsafe-inline'" || source === "'unsafe-eval'" || source.startsWith("'sha256-"))).toBe(false);
    expect(directive(contentSecurityPolicy(), 'object-src')).toEqual(["'none'"]);
  });
});
