import { expect, test } from './support/test.ts';
import { clientAddress, dialog, freshPhone } from './support/accounts.ts';

/**
 * The demo (the suite's server runs in demo mode, playwright.config.ts): what the local drivers would have sent is
 * shown to the person trying the shop, plainly marked as a demo.
 */
test.describe('demo mode', () => {
  test('shows the SMS code in a marked demo notice of the phone dialog', async ({ page }) => {
    await page.goto('/agent-register/');
    await page.getByRole('button', { name: 'Подтвердить номер по SMS' }).click();
    const sms = dialog(page);
    await sms.getByLabel('Телефон').fill(freshPhone());
    const [answer] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/send-code') && r.request().method() === 'POST'),
      sms.getByRole('button', { name: 'Получить код' }).click(),
    ]);
    const code = ((await answer.json()) as { data: { debug?: { code: string } } }).data.debug?.code;
    expect(code).toMatch(/^\d{6}$/);

    const notice = sms.getByTestId('sms-demo-code');
    await expect(notice).toContainText(`Демо: код ${code}`);
    await expect(notice).toContainText('демо-режиме');
    // The code from the notice proves the phone.
    await sms.getByLabel('Код из SMS').fill(code!);
    await sms.getByRole('button', { name: 'Подтвердить' }).click();
    await expect(sms.getByTestId('sms-demo-code')).toHaveCount(0);
  });

  test('lists the letters of the local mailer at the outbox page, newest first', async ({ page }, testInfo) => {
    // A demo account per viewport, so the runs do not spend one account's recovery limit.
    const email = testInfo.project.name === 'mobile' ? 'distributor@demo.procosmetics.ua' : 'professional@demo.procosmetics.ua';
    const reset = await page.request.post('/api/v1/auth/reset', { headers: clientAddress(), data: { email } });
    expect(reset.status()).toBe(200);

    // The letter is written just after the answer: reload until the newest one is it.
    await expect
      .poll(
        async () => {
          // The Ukrainian page: the offer to switch to Ukrainian would cover a Russian one.
          await page.goto('/ua/demo/outbox/');
          return (await page.getByTestId('outbox-letter').allTextContents())[0] ?? '';
        },
        { timeout: 20_000 },
      )
      .toContain(email);
    const letter = page.getByTestId('outbox-letter').first();
    await expect(page.getByRole('heading', { level: 1, name: 'Демо: вихідні листи' })).toBeVisible();
    await expect(letter.getByRole('heading', { name: 'Восстановление пароля' })).toBeVisible();
    // The body as sent, in a sandboxed frame: readable, with its recovery link.
    const body = page.frameLocator('[data-testid="outbox-letter"] iframe').first();
    await expect(body.getByRole('link', { name: 'Задать новый пароль' })).toHaveAttribute('href', /#modal=restore-password&token=/);
    await expect(letter.locator('iframe')).toHaveAttribute('sandbox', /^(?!.*allow-scripts)/);
  });
});
