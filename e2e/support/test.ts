import { test as base, expect, type Page } from '@playwright/test';

/**
 * The suite's `test`: every `page.goto` also waits until the page has hydrated (`html[data-hydrated]`,
 * apps/web/app/lib/hydration-marker.ts). Pages paint before their scripts run, so without this a
 * test could press the burger or open a dialog before anything listens. Files without page scripts
 * (sitemap.xml, robots.txt) are not waited for.
 */
export const test = base.extend<{ page: Page }>({
  page: async ({ page }, use) => {
    const goto = page.goto.bind(page);
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
    () => document.documentElement.dataset.hydrated !== undefined || !document.querySelector('script[type="module"]'),
    undefined,
    { timeout: 15_000 },
  );
}

export { expect };
