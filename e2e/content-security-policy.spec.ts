import { createHash } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test.ts';

/** The `script-src` sources of an answer's Content Security Policy. */
function scriptSources(policy: string | undefined): string[] {
  return /(?:^|;\s*)script-src ([^;]*)/.exec(policy ?? '')?.[1].trim().split(/\s+/) ?? [];
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Every `securitypolicyviolation` the page reports from its first script on, kept on `window`. */
async function recordViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(`${event.effectiveDirective} ${event.blockedURI} ${event.sample}`);
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) consoleErrors.push(message.text());
  });
  return async () => [...(await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations)), ...consoleErrors];
}

test.describe('content security policy', () => {
  test('a cached page allows no inline script but its own, each named by hash', async ({ request }) => {
    // Two answers from one cache entry: other specs' orders and edits may retire the entry in between
    // (a stale answer is followed by a new render, whose scripts may differ), so ask until both hit.
    let first = await request.get('/katalog/');
    let second = await request.get('/katalog/');
    for (let attempt = 0; attempt < 5 && (first.headers()['x-cache'] !== 'hit' || second.headers()['x-cache'] !== 'hit'); attempt++) {
      first = second;
      second = await request.get('/katalog/');
    }
    expect(first.headers()['x-cache']).toBe('hit');
    expect(second.headers()['x-cache']).toBe('hit');
    const html = await second.text();
    const sources = scriptSources(second.headers()['content-security-policy']);
    expect(sources).toContain("'self'");
    expect(sources).not.toContain("'unsafe-inline'");
    expect(sources).not.toContain("'unsafe-eval'");
    // The policy travels with the cached body, so both answers name the same scripts.
    expect(second.headers()['content-security-policy']).toBe(first.headers()['content-security-policy']);
    const inline = [...html.matchAll(/<script(?![^>]*\bsrc=)([^>]*)>([\s\S]*?)<\/script>/g)]
      .filter(([, attributes]) => !/type="application\/(ld\+)?json"/.test(attributes))
      .map(([, , text]) => text);
    expect(inline.length).toBeGreaterThanOrEqual(3);
    for (const text of inline) expect(sources).toContain(sha256(text));
  });

  test('API answers carry a policy without inline scripts', async ({ request }) => {
    const answer = await request.get('/api/v1/menu-series');
    const sources = scriptSources(answer.headers()['content-security-policy']);
    expect(sources).toContain("'self'");
    expect(sources.some((source) => source === "'unsafe-inline'" || source.startsWith("'sha256-"))).toBe(false);
  });

  test('pages hydrate and navigate with no policy violation', async ({ page, request }) => {
    const list = await (await request.get('/api/v1/catalog/products?per_page=1')).json();
    const card = list.data[0] as { slug: string; brand: { slug: string } };
    const violations = await recordViolations(page);
    await page.goto('/');
    // A navigation in the page: route modules load as scripts of the shop's own origin.
    await page.locator('a[href="/novinki/"]:visible').first().click();
    await expect(page).toHaveURL(/\/novinki\/$/);
    await page.goto('/katalog/');
    await page.goto(`/katalog/${card.brand.slug}/${card.slug}/`);
    // Pages built from editors' blocks (videos, product lists) and the contact form.
    for (const path of ['/about-us/', '/interesnye-stati/', '/contact/']) await page.goto(path);
    await page.reload();
    await expect(page.locator('html[data-hydrated]')).toHaveCount(1);
    expect(await violations()).toEqual([]);
  });

  test('a script slipped into the page is refused', async ({ page }) => {
    const violations = await recordViolations(page);
    await page.goto('/');
    const ran = await page.evaluate(() => {
      const injected = document.createElement('script');
      injected.textContent = 'window.__injected = true';
      document.body.appendChild(injected);
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(async () => (await violations()).filter((entry) => entry.startsWith('script-src-elem inline'))).toHaveLength(1);
  });
});
