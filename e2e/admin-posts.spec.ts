import { DEMO_PASSWORD, SIGNED_IN_KEY } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * The back office's blog posts (issue 29, screen 6), at 1440 px: a content editor writes a news
 * post with two content blocks, previews the draft on the shop's own page (which a guest cannot
 * open), publishes it, and the news list shows it to a guest.
 */
test.skip(({ viewport }) => (viewport?.width ?? 0) < 1440, 'the back office is tested at 1440 px');

test('a content editor writes a post, previews the draft and publishes it for guests', async ({ page, browser }) => {
  const stamp = Date.now();
  const slug = `spring-care-${stamp}`;
  const title = `Весенний уход за кожей ${stamp}`;

  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.locator('input[name="username"]').fill('content@demo.procosmetics.ua');
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /войти|увійти|sign in/i }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await page.getByRole('menuitem', { name: 'Блог' }).click();
  await expect(page).toHaveURL(/\/admin\/posts/);
  await page.getByRole('link', { name: 'Создать' }).click();

  // The main tab: a news post (the default kind), unpublished, at its own address.
  await page.locator('input[name="slug"]').fill(slug);

  // Russian: the title and two blocks, a heading and a text.
  await page.getByRole('tab', { name: 'Русский' }).click();
  await page.locator('input[name="title_ru"]').fill(title);
  const addBlock = page.getByRole('button', { name: 'Добавить' }).first();
  await addBlock.click();
  await page.getByRole('combobox', { name: 'Тип блока' }).nth(0).click();
  await page.getByRole('option', { name: 'Заголовок', exact: true }).click();
  await page.locator('input[name="blocks_ru.0.title"]').fill('Что нужно коже весной');
  await addBlock.click();
  await page.getByRole('combobox', { name: 'Тип блока' }).nth(1).click();
  await page.getByRole('option', { name: 'Текст', exact: true }).click();
  await page.locator('textarea[name="blocks_ru.1.html"]').fill('<p>Увлажнение и защита от солнца.</p>');

  // Ukrainian: the title alone is required.
  await page.getByRole('tab', { name: 'Украинский' }).click();
  await page.locator('input[name="title_uk"]').fill(`Весняний догляд за шкірою ${stamp}`);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/admin\/posts\/\d+$/);
  const id = page.url().split('/').at(-1);

  // The draft is not on the shop: a guest gets 404 at its address, preview flag or not.
  const guest = await (await browser.newContext()).newPage();
  expect((await guest.goto(`/news/${slug}/`))?.status()).toBe(404);
  expect((await guest.goto(`/news/${slug}/?preview=1`))?.status()).toBe(404);

  // "Preview" opens the shop's page of the draft for the editor, marked as a preview.
  const [preview] = await Promise.all([page.context().waitForEvent('page'), page.getByTestId('post-preview-button').click()]);
  await preview.waitForLoadState();
  await expect(preview).toHaveURL(new RegExp(`/news/${slug}/\\?preview=1$`));
  await expect(preview.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(preview.getByTestId('post-preview')).toBeVisible();
  await expect(preview.getByRole('heading', { name: 'Что нужно коже весной' })).toBeVisible();
  await expect(preview.getByText('Увлажнение и защита от солнца.')).toBeVisible();
  // Signed in on the shop too, the editor's staff bar links this post's edit form.
  await preview.evaluate((key) => localStorage.setItem(key, '1'), SIGNED_IN_KEY);
  await preview.reload();
  await expect(preview.getByTestId('post-preview')).toBeVisible();
  const edit = preview.getByTestId('admin-bar-edit');
  await expect(edit).toHaveText('Редактировать запись');
  await expect(edit).toHaveAttribute('href', new RegExp(`/admin/posts/${id}$`));
  // The preview and the form at a phone's width, for a look (not compared).
  await preview.setViewportSize({ width: 375, height: 812 });
  await preview.screenshot({ path: test.info().outputPath('preview-375.png'), fullPage: true });
  await preview.close();
  await page.setViewportSize({ width: 375, height: 812 });
  await page.screenshot({ path: test.info().outputPath('form-375.png'), fullPage: true });
  await page.setViewportSize({ width: 1440, height: 900 });

  // Published from the same form, the post reaches the guest's news list and its page.
  await page.getByRole('tab', { name: 'Основное' }).click();
  await page.getByLabel('Опубликована').check();
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText(/Элемент обновлён|Элемент обновлен/)).toBeVisible();
  await guest.goto('/news/');
  await expect(guest.getByRole('link', { name: title }).first()).toBeVisible();
  expect((await guest.goto(`/news/${slug}/`))?.status()).toBe(200);
  await expect(guest.getByTestId('post-preview')).toHaveCount(0);
  await guest.context().close();

  // Removed through the same screen, it leaves the shop again.
  await page.goto(`/admin/posts/${id}`);
  await page.getByRole('button', { name: 'Удалить' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page).toHaveURL(/\/admin\/posts/);
});
