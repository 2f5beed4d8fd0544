import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test.ts';
import { isPhone } from './support/accounts.ts';

/**
 * Content that sells: master classes reachable from the menu and the footer, articles with pictures
 * and the products they recommend, and pictures (not colour blocks) on the home page's blog cards.
 */

const LANGUAGES = [
  { prefix: '', info: 'Полезное', menu: 'Открыть меню', masterClasses: 'Мастер-классы', listTitle: 'Видео мастер-классы', blog: 'Блог' },
  { prefix: '/ua', info: 'Корисне', menu: 'Відкрити меню', masterClasses: 'Майстер-класи', listTitle: 'Відео майстер-класи', blog: 'Блог' },
] as const;

/** Scrolls an image into view (they load lazily) and waits until it has really loaded. */
async function expectLoaded(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
}

async function openMenuLink(page: Page, lang: (typeof LANGUAGES)[number]) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: lang.menu }).click();
    await page.getByRole('dialog', { name: 'Меню' }).getByRole('link', { name: lang.masterClasses, exact: true }).click();
  } else {
    await page.locator('header').getByRole('button', { name: lang.info }).click();
    await page.locator('header').getByRole('link', { name: lang.masterClasses, exact: true }).click();
  }
}

test('master classes are in the menu and the footer, articles show pictures and products, the home blog cards have pictures', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('procosmetics:language-offer:kept', '1'));
  for (const lang of LANGUAGES) {
    const masterClasses = `${lang.prefix}/video-master-klassy/`;

    // The home page: the blog cards and the Instagram tiles show loaded pictures.
    await page.goto(`${lang.prefix}/`);
    const blog = page.locator('section').filter({ has: page.getByRole('heading', { name: lang.blog, exact: true }) });
    const cards = blog.locator('article img');
    await expect(cards.first()).toBeAttached();
    expect(await cards.count()).toBeGreaterThanOrEqual(3);
    await expectLoaded(cards.first());
    const tiles = page.locator('a[href*="instagram.com"] img');
    await expectLoaded(tiles.first());
    await expect(tiles.first()).not.toHaveAttribute('alt', '');

    // The header menu leads to the master classes.
    await openMenuLink(page, lang);
    await expect(page).toHaveURL(new RegExp(`${masterClasses}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang.listTitle);

    // So does the footer, from any page.
    await page.goto(`${lang.prefix}/delivery/`);
    const footerLink = page.locator('footer').getByRole('link', { name: lang.masterClasses, exact: true });
    await expect(footerLink).toHaveAttribute('href', masterClasses);
    await footerLink.click();
    await expect(page).toHaveURL(new RegExp(`${masterClasses}$`));

    // An article: several paragraphs, a captioned picture that has loaded, and product tiles.
    await page.goto(`${lang.prefix}/interesnye-stati/spf-kruglyj-god/`);
    expect(await page.locator('main .prose p').count()).toBeGreaterThanOrEqual(3);
    const figure = page.locator('main figure').filter({ has: page.locator('figcaption') }).first();
    const picture = figure.locator('img');
    await expect(picture).toHaveAttribute('alt', /SPF 50/);
    await expectLoaded(picture);
    const product = page.locator('main a[href*="/katalog/"]').first();
    await product.scrollIntoViewIfNeeded();
    await expect(product).toBeVisible();
  }
});
