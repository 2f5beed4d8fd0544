import { expect, test } from './support/test.ts';

/** Every site link a visitor meets on the home page: header, menus, footer and the home blocks. */
async function siteLinks(page: import('@playwright/test').Page): Promise<string[]> {
  const menu = page.getByRole('button', { name: /Открыть меню|Відкрити меню/ });
  // At phone widths the menus live in the burger drawer: open it so its links are in the page.
  if (await menu.isVisible()) await menu.click();
  const hrefs = await page.locator('a[href]').evaluateAll((anchors) =>
    anchors.map((a) => (a as HTMLAnchorElement).href).filter((href) => href.startsWith(window.location.origin)),
  );
  return [...new Set(hrefs.map((href) => new URL(href).pathname + new URL(href).search))];
}

for (const home of ['/', '/ua/']) {
  test(`no link of the header, menus, footer or home page at ${home} leads to a 404`, async ({ page }) => {
    test.setTimeout(120_000);
    await page.goto(home);
    const links = await siteLinks(page);
    // The links this issue was about must be among them.
    const prefix = home === '/' ? '' : '/ua';
    for (const path of ['/delivery/', '/contact/', '/about-us/', '/news/', '/interesnye-stati/', '/video-materialy/']) {
      expect(links).toContain(`${prefix}${path}`);
    }
    const broken: string[] = [];
    for (const link of links) {
      const response = await page.request.get(link, { maxRedirects: 5 });
      if (response.status() >= 400) broken.push(`${link} → ${response.status()}`);
    }
    expect(broken).toEqual([]);
  });
}

test('a blog list paginates and a post reads with its blocks, product tiles and JSON-LD', async ({ page }) => {
  await page.goto('/interesnye-stati/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Интересные статьи');
  await expect(page.locator('main article')).toHaveCount(12);
  await page.getByRole('navigation', { name: 'Страницы' }).getByRole('link', { name: 'Страница 2', exact: true }).click();
  await expect(page).toHaveURL(/\/interesnye-stati\/page\/2\/$/);
  await page.locator('main article h2 a').first().click();
  await expect(page).toHaveURL(/\/interesnye-stati\/[^/]+\/$/);
  await expect(page.locator('blockquote')).toBeVisible();
  // Product blocks are live tiles with a price.
  await expect(page.locator('main a[href*="/katalog/"]').first()).toBeVisible();
  const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
  expect(jsonLd.some((text) => text.includes('"Article"'))).toBe(true);
  await expect(page.getByRole('navigation', { name: 'Навигационная цепочка' }).getByRole('link', { name: 'Интересные статьи' })).toBeVisible();
});

test('a video plays only when asked: the poster first, then the YouTube player', async ({ page }) => {
  await page.goto('/ua/video-materialy/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Відеоматеріали');
  // The first post of the list that carries a YouTube video (the demo also has posts without one).
  const links = await page.locator('main article h2 a').evaluateAll((anchors) => anchors.map((a) => (a as HTMLAnchorElement).pathname));
  let found = false;
  for (const link of links.slice(0, 8)) {
    await page.goto(link);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    if (jsonLd.some((text) => text.includes('"VideoObject"')) && (await page.locator('[data-video-play]').count()) > 0) {
      found = true;
      break;
    }
  }
  expect(found, 'a video post with a YouTube video among the first eight').toBe(true);
  await expect(page).toHaveURL(/\/ua\/video\/[^/]+\/$/);
  await expect(page.locator('iframe')).toHaveCount(0);
  await page.locator('[data-video-play]').first().click();
  await expect(page.locator('iframe[src*="youtube-nocookie.com/embed/"]')).toHaveCount(1);
});

test('unknown posts and pages past the end answer 404', async ({ page }) => {
  expect((await page.request.get('/news/no-such-post/')).status()).toBe(404);
  expect((await page.request.get('/news/page/99/')).status()).toBe(404);
  expect((await page.request.get('/ua/video-master-klassy/page/2/')).status()).toBe(200);
});

test('about us and delivery render their blocks in both languages', async ({ page }) => {
  await page.goto('/about-us/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('О нас');
  await expect(page.locator('blockquote')).toBeVisible();
  await page.goto('/ua/delivery/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Доставка та оплата');
  await expect(page.getByText('Нова Пошта').first()).toBeVisible();
});

test('the contact form shows field errors, then sends', async ({ page }) => {
  await page.goto('/contact/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Контакты');
  await expect(page.locator('iframe')).toHaveCount(0);
  const form = page.locator('form[aria-labelledby="contact-form-title"]');
  await form.getByRole('button', { name: 'Отправить' }).click();
  await expect(form.getByText('Поле обязательно для заполнения').first()).toBeVisible();
  await form.getByLabel('Имя').fill('Олена');
  await form.getByLabel('E-mail').fill('olena@example.com');
  await form.getByLabel('Сообщение').fill('Есть ли у вас шоурум в Киеве?');
  await form.getByRole('button', { name: 'Отправить' }).click();
  await expect(form.getByRole('status')).toContainText('Спасибо');
  await page.getByRole('link', { name: 'Показать карту' }).click();
  await expect(page.locator('iframe[src*="google.com/maps"]')).toHaveCount(1);
});
