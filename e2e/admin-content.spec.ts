import { DEMO_PASSWORD } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * The back office's content screens (issue 29, screen "Content"), at 1440 px: a content editor adds
 * a question to the FAQ through its form and the shop's FAQ page shows it with its answer; the
 * question is removed again through the same screen.
 */
test.skip(({ viewport }) => (viewport?.width ?? 0) < 1440, 'the back office is tested at 1440 px');

test('a content editor adds a FAQ question in the back office and the FAQ page shows it', async ({ page, browser }) => {
  const question = `Можно ли оплатить заказ частями? ${Date.now()}`;
  const answer = 'Да, картой любого банка через LiqPay.';

  await page.goto('/admin/');
  await expect(page).toHaveURL(/\/admin\/login$/);
  await page.locator('input[name="username"]').fill('content@demo.procosmetics.ua');
  await page.locator('input[name="password"]').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /войти|увійти|sign in/i }).click();
  await expect(page).not.toHaveURL(/\/login/);

  await page.getByRole('menuitem', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/admin\/faqs$/);
  await page.getByRole('link', { name: 'Создать' }).click();

  // The form checks the API's own contract: a question without its answers is not sent.
  await page.locator('input[name="question_ru"]').fill(question);
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page.getByText('Поле обязательно для заполнения').first()).toBeVisible();
  await expect(page).toHaveURL(/\/admin\/faqs\/create$/);

  await page.locator('textarea[name="answer_ru"]').fill(`<p>${answer}</p>`);
  await page.locator('input[name="question_uk"]').fill(`Чи можна сплатити замовлення частинами? ${Date.now()}`);
  await page.locator('textarea[name="answer_uk"]').fill('<p>Так, карткою будь-якого банку через LiqPay.</p>');
  await page.locator('input[name="sort"]').fill('99');
  await page.getByRole('button', { name: 'Сохранить' }).click();
  await expect(page).toHaveURL(/\/admin\/faqs$/);
  const row = page.getByRole('row').filter({ hasText: question });
  await expect(row).toHaveCount(1);

  // A guest opens the shop's FAQ: the new question is there, its answer behind the disclosure.
  const guest = await (await browser.newContext()).newPage();
  await guest.goto('/pages/faq/');
  const item = guest.locator('details').filter({ hasText: question });
  await expect(item).toHaveCount(1);
  await item.locator('summary').click();
  await expect(item.getByText(answer)).toBeVisible();

  // Removed through the same screen, it leaves the page again.
  await row.click();
  await page.getByRole('button', { name: 'Удалить' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Подтвердить' }).click();
  await expect(page).toHaveURL(/\/admin\/faqs$/);
  await expect(page.getByRole('row').filter({ hasText: question })).toHaveCount(0);
  await guest.goto('/pages/faq/');
  await expect(guest.getByText(question)).toHaveCount(0);
});
