import { expect, test } from './support/test.ts';

/**
 * The install hint of SPEC §4: on a phone (iOS or Android) it appears 3 s after the page opens, can be
 * dismissed, and stays dismissed for that platform. Desktop browsers never see it. Ukrainian pages are
 * used so that the Russian pages' language offer does not open beside it.
 */
const PHONES = {
  ios: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1',
  android: 'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36',
};

for (const [platform, userAgent] of Object.entries(PHONES)) {
  test.describe(`mobile-app hint on ${platform}`, () => {
    test.use({ userAgent, viewport: { width: 375, height: 800 } });

    test('appears after 3 s, closes, and stays closed after a reload', async ({ page }) => {
      await page.goto('/ua/');
      const hint = page.getByRole('complementary', { name: 'ProCosmetics на головному екрані' });
      await page.waitForTimeout(1_500);
      await expect(hint).toHaveCount(0);
      await expect(hint).toBeVisible({ timeout: 5_000 });
      if (platform === 'ios') await expect(hint).toContainText('На Початковий екран');
      await hint.getByRole('button', { name: 'Закрити підказку' }).click();
      await expect(hint).toHaveCount(0);

      await page.reload();
      await page.waitForTimeout(4_500);
      await expect(hint).toHaveCount(0);
    });
  });
}

test('desktop browsers never get the hint', async ({ page, isMobile }) => {
  test.skip(isMobile, 'the desktop user agent is what matters here');
  await page.goto('/ua/');
  await page.waitForTimeout(4_500);
  await expect(page.locator('[aria-labelledby="app-hint-title"]')).toHaveCount(0);
});
