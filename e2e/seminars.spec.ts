import type { Page } from '@playwright/test';
import { clientAddress, dialog, freshPhone } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * The seminars page (issue 30) in both languages at 1440 and 375 px: /platform/ leads to it; a
 * visitor filters the coming seminars to online ones, opens a seminar's details and info, registers
 * for a free one through the masked form (its rules shown first) and sees the thanks dialog and the
 * toast; a paid one's ticket goes into the basket; past seminars are on their own tab and a recording loads its player only on click; the
 * filters work without scripts.
 */

type Lang = 'ru' | 'ua';
const words = {
  ru: { buy: 'Купить билет', title: 'Семинары', online: 'Онлайн', format: 'Формат', details: 'Подробнее', info: 'Информация', register: 'Записаться', name: 'Имя', surname: 'Фамилия', phone: 'Телефон', thanks: 'Спасибо за запись!', past: 'Прошедшие', watch: 'Смотреть запись', city: 'Город', apply: 'Показать', required: 'Поле обязательно для заполнения', infoTitle: 'Информация об участии', registered: 'Вы записаны на семинар' },
  ua: { buy: 'Купити квиток', title: 'Семінари', online: 'Онлайн', format: 'Формат', details: 'Детальніше', info: 'Інформація', register: 'Записатися', name: "Ім'я", surname: 'Прізвище', phone: 'Телефон', thanks: 'Дякуємо за запис!', past: 'Минулі', watch: 'Дивитися запис', city: 'Місто', apply: 'Показати', required: "Поле обов'язкове для заповнення", infoTitle: 'Інформація про участь', registered: 'Ви записані на семінар' },
} as const;
const prefix = (lang: Lang) => (lang === 'ua' ? '/ua' : '');
/** A picture to look at, taken once a dialog's opening animation (250 ms) is over. */
async function shot(page: Page, name: string, fullPage = false) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: test.info().outputPath(`${name}.png`), fullPage });
}

for (const lang of ['ru', 'ua'] as const) {
  const w = words[lang];

  test(`${lang}: filter, open details and info, register for a free seminar and see the thanks`, async ({ page }) => {
    // A client address of its own: the registration limit counts per address.
    await page.setExtraHTTPHeaders(clientAddress());
    await page.goto(`${prefix(lang)}/platform/`);
    await expect(page).toHaveURL(new RegExp(`${prefix(lang)}/platform/seminars/$`));
    await expect(page.getByRole('heading', { level: 1, name: w.title })).toBeVisible();
    await expect(page.locator('article[data-seminar]')).toHaveCount(9);
    await shot(page, `seminars-${lang}`, true);

    await page.getByLabel(w.format).selectOption('online');
    await expect(page).toHaveURL(/format=online/);
    const cards = page.locator('article[data-seminar]');
    await expect(cards).toHaveCount(3);
    for (const card of await cards.all()) await expect(card.getByText(w.online, { exact: true }).first()).toBeVisible();

    const first = cards.first();
    const title = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('button', { name: new RegExp(w.details) }).click();
    await expect(dialog(page).getByRole('heading', { name: title })).toBeVisible();
    await shot(page, `details-${lang}`);
    await page.keyboard.press('Escape');
    await expect(dialog(page)).toHaveCount(0);

    await first.getByRole('button', { name: new RegExp(w.info) }).click();
    await expect(dialog(page).getByRole('heading', { name: w.infoTitle })).toBeVisible();
    await shot(page, `info-${lang}`);
    await dialog(page).getByRole('button', { name: w.register }).click();

    const form = dialog(page);
    await expect(form.getByLabel(w.phone)).toHaveValue('+380');
    await form.getByRole('button', { name: w.register }).click();
    await expect(form.getByText(w.required)).toHaveCount(3);
    await shot(page, `registration-errors-${lang}`);

    const phone = freshPhone();
    await form.getByLabel(w.name, { exact: true }).fill('Оксана');
    await form.getByLabel(w.surname).fill('Литвиненко');
    await form.getByLabel(w.phone).pressSequentially(phone.slice(4));
    await expect(form.getByLabel(w.phone)).toHaveValue(`+380(${phone.slice(4, 6)})${phone.slice(6, 9)}-${phone.slice(9, 11)}-${phone.slice(11, 13)}`);
    await form.getByRole('button', { name: w.register }).click();

    await expect(dialog(page).getByRole('heading', { name: w.thanks })).toBeVisible();
    await expect(dialog(page).getByText(title)).toBeVisible();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: w.registered })).toBeVisible();
    await shot(page, `thanks-${lang}`);
  });

  test(`${lang}: a paid seminar shows its price and puts a ticket into the basket`, async ({ page }) => {
    await page.goto(`${prefix(lang)}/platform/seminars/`);
    const paid = page.locator('article[data-seminar]').filter({ has: page.getByTestId('buy-ticket') }).first();
    const title = (await paid.getByRole('heading').textContent()) ?? '';
    await expect(paid.getByText(/₴/)).toBeVisible();
    await paid.getByTestId('buy-ticket').click();
    await expect(dialog(page).getByText(title)).toBeVisible();
    await shot(page, `ticket-basket-${lang}`);
  });

  test(`${lang}: past seminars on their own tab; a recording's player loads only on click`, async ({ page }) => {
    await page.goto(`${prefix(lang)}/platform/seminars/`);
    await page.getByRole('link', { name: w.past }).click();
    await expect(page).toHaveURL(/when=past/);
    await expect(page.locator('article[data-seminar]')).toHaveCount(8);
    await page.getByRole('button', { name: w.watch }).first().click();
    const video = dialog(page);
    await expect(video.locator('[data-video-play]')).toBeVisible();
    await expect(video.locator('iframe')).toHaveCount(0);
    await shot(page, `video-${lang}`);
    await video.locator('[data-video-play]').click();
    await expect(video.locator('iframe')).toHaveAttribute('src', /youtube-nocookie\.com\/embed\//);
  });
}

test('the filters work without scripts', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await page.goto('/ua/platform/seminars/');
  await page.getByLabel('Місто').selectOption('kyiv');
  await page.getByRole('button', { name: 'Показати' }).click();
  await expect(page).toHaveURL(/city=kyiv/);
  const cards = page.locator('article[data-seminar]');
  await expect(cards.first()).toBeVisible();
  for (const card of await cards.all()) await expect(card.getByText('Київ', { exact: true }).first()).toBeVisible();
  await context.close();
});
