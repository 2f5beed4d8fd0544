import { test as base, expect, type Page } from '@playwright/test';

/**
 * The suite's `test`: every `page.goto` also waits until the page has hydrated (`html[data-hydrated]`,
 * apps/web/app/lib/hydration-marker.ts). Pages paint before their scripts load, so without this a
 * test could press a control before anything listens, or race the hydration it triggers. Files
 * without page scripts (sitemap.xml, robots.txt) are not waited for.
 */
const plainGoto = new WeakMap<Page, Page['goto']>();

export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
    plainGoto.set(page, goto);
    page.goto = async (url, options) => {
      const response = await goto(url, options);
      await waitForHydration(page);
      return response;
    };
    await use(page);
  },
});

export async function waitForHydration(page: Page) {
  await page.waitForFunction(
    () => document.documentElement.dataset.hydrated !== undefined || !('__reactRouterContext' in window),
    undefined,
    { timeout: 15_000 },
  );
}

/** Opens a page without waiting for it to hydrate, for tests of what happens before that. */
export function gotoBeforeHydration(page: Page, url: string) {
  const goto = plainGoto.get(page) ?? page.goto.bind(page);
  return goto(url, { waitUntil: 'commit' });
}

export { expect };
