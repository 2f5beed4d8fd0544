import fs from 'node:fs/promises';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { pdfText } from '../apps/api/src/domains/payments/pdf-text.test-support.ts';
import { inflatePdf } from '../apps/api/src/domains/professional-club/club.test-support.ts';
import {
  DEMO_PASSWORD,
  clientAddress,
  dialog,
  freshEmail,
  freshPhone,
  headerUser,
  isPhone,
  sessionToken,
  signInAs,
  startSignedIn,
} from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * Becoming a professional (SPEC §6, issue 28) in the browser: a cosmetologist registers through
 * /agent-register/ with a real document, waits for the review with retail prices, is approved by staff
 * (the demo staff account, through the staff API) and then sees professional prices, the club and its
 * ID code, never the upload form again; a second applicant is rejected with a reason, reads it and
 * sends a document again; the demo professional's course certificate is listed with its PDF. Russian
 * at 1440 px, Ukrainian at 375 px; each review state of user-info and the certificates are also
 * photographed in both languages at the project's width (test-results/, looked at by people).
 */

const ua = (page: Page) => isPhone(page);
const text = <T extends string | RegExp>(page: Page, ru: T, uk: T): T => (ua(page) ? uk : ru);
const prefix = (page: Page) => (ua(page) ? '/ua' : '');

/** A 1×1 PNG: a real image the upload's type check accepts. */
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PASSWORD = 'Secret-1234';

/** Whole hryvnia of a shown price ("1 380 грн" → 1380). */
const amount = (shown: string) => Number(shown.replace(/[^\d]/g, ''));

/** The demo staff account's API, signed in on a context of its own (its cookies never meet the page's). */
async function staffApi(playwright: { request: { newContext: (o: { baseURL?: string }) => Promise<APIRequestContext> } }, baseURL: string) {
  const request = await playwright.request.newContext({ baseURL });
  const login = await request.post('/api/v1/auth/login', {
    headers: clientAddress(),
    data: { email: 'staff@demo.procosmetics.ua', password: DEMO_PASSWORD },
  });
  expect(login.status()).toBe(200);
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  const headers = { authorization: `Bearer ${accessToken}` };
  const decide = async (userId: number, action: 'approve' | 'reject', data: Record<string, string>) => {
    const answer = await request.post(`/api/v1/staff/professional-applications/${userId}/${action}`, { headers, data });
    expect(answer.status(), await answer.text()).toBe(200);
    return ((await answer.json()) as { data: { state: string; code: string | null; userType: string } }).data;
  };
  return {
    /** The applicant's documents as staff see them in the pending list. */
    pending: async (userId: number) => {
      const answer = await request.get('/api/v1/staff/professional-applications?state=pending&per_page=100', { headers });
      expect(answer.status()).toBe(200);
      const { data } = (await answer.json()) as { data: Array<{ userId: number; files: Array<{ id: number; name: string }> }> };
      return data.find((entry) => entry.userId === userId);
    },
    download: (userId: number, fileId: number) => request.get(`/api/v1/staff/professional-applications/${userId}/files/${fileId}`, { headers }),
    approve: (userId: number) => decide(userId, 'approve', { user_type: 'professional' }),
    reject: (userId: number, reason: string) => decide(userId, 'reject', { reason }),
    dispose: () => request.dispose(),
  };
}

/** The signed-in user's own account, read with a token of the page's session. */
async function me(page: Page): Promise<{ id: number; code: string | null; userType: { name: string } }> {
  const token = await sessionToken(page);
  const answer = await page.request.get('/api/v1/auth/me', { headers: { authorization: `Bearer ${token}` } });
  expect(answer.status()).toBe(200);
  return ((await answer.json()) as { data: { id: number; code: string | null; userType: { name: string } } }).data;
}

/** Prices shown on the product page (the chosen variant's, and any others the page shows). */
async function shownPrices(page: Page): Promise<number[]> {
  return (await page.locator('main [class*="current"]').allTextContents()).map(amount).filter((n) => n > 0);
}

/** User-info in Russian and Ukrainian at this width, photographed for people to look at. */
async function photographUserInfo(page: Page, testInfo: TestInfo, state: string) {
  for (const lang of ['ru', 'ua'] as const) {
    await page.goto(`${lang === 'ua' ? '/ua' : ''}/profile/user-info/`);
    await expect(page.getByTestId('documents-state')).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`user-info-${state}-${lang}.png`), fullPage: true });
  }
}

test.beforeEach(async ({ page }) => {
  // A visitor who already chose its language: the offer would otherwise open over the dialogs.
  await page.addInitScript(() => localStorage.setItem('procosmetics:language-offer:kept', '1'));
});

test('a cosmetologist applies with a document, waits with retail prices, is approved and gets professional prices and the club', async ({
  page,
  playwright,
  baseURL,
}, testInfo) => {
  // A product and its retail price, as a guest reads it.
  await page.goto(`${prefix(page)}/katalog/`);
  const productPath = await page.locator('main article h2 a').first().getAttribute('href');
  expect(productPath).toBeTruthy();
  const slug = productPath!.split('/').filter(Boolean).at(-1);
  const guest = await playwright.request.newContext({ baseURL });
  const retail = ((await (await guest.get(`/api/v1/catalog/product/${slug}`)).json()) as { data: { selectType: { price: number } } }).data.selectType.price;
  await guest.dispose();

  // The application: phone proved by SMS, the form, a real PDF.
  await page.goto(`${prefix(page)}/agent-register/`);
  await expect(page.getByRole('heading', { level: 1, name: text(page, 'Регистрация для косметологов', 'Реєстрація для косметологів') })).toBeVisible();
  await page.getByRole('button', { name: text(page, 'Подтвердить номер по SMS', 'Підтвердити номер через SMS') }).click();
  const sms = dialog(page);
  await expect(sms.getByRole('heading', { name: text(page, 'Подтверждение телефона', 'Підтвердження телефону') })).toBeVisible();
  await sms.getByLabel('Телефон').fill(freshPhone());
  const [sent] = await Promise.all([
    page.waitForResponse((r) => r.url().endsWith('/api/v1/auth/send-code') && r.request().method() === 'POST'),
    sms.getByRole('button', { name: text(page, 'Получить код', 'Отримати код') }).click(),
  ]);
  const code = ((await sent.json()) as { data?: { debug?: { code?: string } } }).data?.debug?.code;
  expect(code, 'the local SMS driver answers its code outside production').toMatch(/^\d{6}$/);
  await sms.getByLabel(text(page, 'Код из SMS', 'Код з SMS')).fill(code!);
  await sms.getByRole('button', { name: text(page, 'Подтвердить', 'Підтвердити'), exact: true }).click();
  await expect(sms).toBeHidden();
  await expect(page.getByText(text(page, 'Номер подтверждён по SMS', 'Номер підтверджено через SMS'))).toBeVisible();

  const email = freshEmail('applicant');
  await page.getByLabel(text(page, 'Имя', "Ім'я"), { exact: true }).fill('Вікторія');
  await page.getByLabel(text(page, 'Фамилия', 'Прізвище')).fill('Гончаренко');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel(text(page, 'Место работы (салон, клиника)', 'Місце роботи (салон, клініка)')).fill('Студія «Шовк»');
  await page.getByLabel('Пароль', { exact: true }).fill(PASSWORD);
  await page.getByLabel(text(page, 'Повторите пароль', 'Повторіть пароль')).fill(PASSWORD);
  await page.getByLabel(text(page, /Документы о квалификации/, /Документи про кваліфікацію/)).setInputFiles({ name: 'диплом.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('диплом.pdf')).toBeVisible();
  await page.getByLabel(text(page, /публичной оферты/, /публічної оферти/)).check();
  await page.getByRole('button', { name: text(page, 'Отправить заявку', 'Надіслати заявку') }).click();

  const success = dialog(page);
  await expect(success.getByRole('heading', { name: text(page, 'Заявка принята', 'Заявку прийнято') })).toBeVisible();
  await expect(success).toContainText(text(page, 'На проверку отправлен 1 документ.', 'На перевірку надіслано 1 документ.'));
  await success.getByRole('button', { name: text(page, 'В профиль', 'До профілю') }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix(page)}/profile/user-info/$`));

  // Waiting: the state, the file, the note, retail prices and no club.
  await expect(headerUser(page)).toContainText(text(page, 'Заявка на проверке', 'Заявка на перевірці'));
  await expect(page.getByTestId('documents-state')).toHaveText(text(page, 'на проверке', 'на перевірці'));
  await expect(page.getByText(text(page, 'Документы на проверке. Мы сообщим о решении письмом.', 'Документи на перевірці. Ми повідомимо про рішення листом.'))).toBeVisible();
  await expect(page.getByText('диплом.pdf')).toBeVisible();
  await expect(page.getByRole('link', { name: text(page, 'Профессиональный клуб', 'Професійний клуб') })).toHaveCount(0);
  const applicant = await me(page);
  expect(applicant.userType.name).toBe('noid');
  await page.goto(productPath!);
  await expect.poll(() => shownPrices(page)).toContain(retail);
  await photographUserInfo(page, testInfo, 'waiting');

  // Staff find the document, read it as it was sent, and approve.
  const staff = await staffApi(playwright, baseURL!);
  const pending = await staff.pending(applicant.id);
  expect(pending?.files.map((file) => file.name)).toEqual(['диплом.pdf']);
  const document = await staff.download(applicant.id, pending!.files[0].id);
  expect(document.status()).toBe(200);
  expect(Buffer.from(await document.body()).equals(PDF)).toBe(true);
  const approved = await staff.approve(applicant.id);
  expect(approved).toMatchObject({ state: 'approved', userType: 'professional' });
  expect(approved.code).toBeTruthy();
  await staff.dispose();

  // The open profile reads the account afresh: the new type, the code, no upload form, and the
  // header's menu is asked for again under the professional status.
  const menu = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/v1/menu-series');
  await page.goto(`${prefix(page)}/profile/user-info/`);
  await menu;
  await expect(page.getByTestId('documents-state')).toHaveText(text(page, 'подтверждено', 'підтверджено'));
  await expect(page.getByTestId('documents-verified')).toContainText(approved.code!);
  await expect(headerUser(page)).toContainText(text(page, 'Профессионал', 'Професіонал'));
  await expect(page.locator('input[type="file"]')).toHaveCount(0);
  await photographUserInfo(page, testInfo, 'approved');

  // Signed in again: professional prices on the product page, and the club.
  const login = await page.request.post('/api/v1/auth/login', { headers: clientAddress(), data: { email, password: PASSWORD, remember: true } });
  expect(login.status()).toBe(200);
  const { accessToken } = ((await login.json()) as { data: { accessToken: string } }).data;
  await startSignedIn(page);
  const own = await page.request.get(`/api/v1/catalog/product/${slug}`, { headers: { authorization: `Bearer ${accessToken}` } });
  const professional = ((await own.json()) as { data: { selectType: { price: number } } }).data.selectType.price;
  expect(professional).toBeLessThan(retail);
  await page.goto(productPath!);
  await expect(headerUser(page)).toBeVisible();
  await expect.poll(() => shownPrices(page)).toContain(professional);
  expect(await shownPrices(page)).not.toContain(retail);

  await page.goto(`${prefix(page)}/profile/user-info/`);
  await page.getByRole('link', { name: text(page, 'Профессиональный клуб', 'Професійний клуб') }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix(page)}/user-professional-club/clients-list/$`));
  await expect(page.getByRole('region', { name: text(page, 'Мои клиенты', 'Мої клієнти') })).toContainText(
    text(page, 'Пока нет клиентов с вашим ID-кодом.', 'Поки немає клієнтів з вашим ID-кодом.'),
  );
  await page.screenshot({ path: testInfo.outputPath(`club-empty-${ua(page) ? 'ua' : 'ru'}.png`), fullPage: true });

  // A verified professional is never offered the upload form, on the registration page either.
  await page.goto(`${prefix(page)}/agent-register/`);
  await expect(page.getByRole('heading', { name: text(page, 'Вы уже специалист ProCosmetics', 'Ви вже спеціаліст ProCosmetics') })).toBeVisible();
  await expect(page.locator('input[type="file"]')).toHaveCount(0);
});

test('a rejected applicant reads the reason and sends a document again', async ({ page, playwright, baseURL }, testInfo) => {
  // The application through the API (the form is the first test's): SMS code, registration, a PNG.
  const headers = clientAddress();
  const phone = freshPhone();
  await page.goto('/');
  const sent = await page.request.post('/api/v1/auth/send-code', { headers, data: { phone } });
  const code = ((await sent.json()) as { data: { debug: { code: string } } }).data.debug.code;
  const verified = await page.request.post('/api/v1/auth/verify-code', { headers, data: { phone, code } });
  const { confirmToken } = ((await verified.json()) as { data: { confirmToken: string } }).data;
  const registered = await page.request.post('/api/v1/auth/register', {
    headers,
    data: {
      register_mode: 'professional',
      work: 'Клініка «Ясна»',
      email: freshEmail('rejected'),
      phone,
      password: PASSWORD,
      password_confirmation: PASSWORD,
      name: 'Ірина',
      second_name: 'Ткаченко',
      confirm_token: confirmToken,
    },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  await startSignedIn(page);
  const token = await sessionToken(page);
  const upload = await page.request.post('/api/v1/user/files', {
    headers: { authorization: `Bearer ${token}` },
    multipart: { files: { name: 'certificate.png', mimeType: 'image/png', buffer: PNG } },
  });
  expect(upload.status(), await upload.text()).toBeLessThan(300);
  const applicant = await me(page);
  expect(applicant.userType.name).toBe('noid');

  const reason = 'Фото нечитабельне: надішліть, будь ласка, скан диплома цілком';
  const staff = await staffApi(playwright, baseURL!);
  expect(await staff.reject(applicant.id, reason)).toMatchObject({ state: 'rejected', userType: 'noid' });
  await staff.dispose();

  await page.goto(`${prefix(page)}/profile/user-info/`);
  await expect(page.getByTestId('documents-state')).toHaveText(text(page, 'отклонено', 'відхилено'));
  await expect(page.getByText(`Причина: ${reason}`)).toBeVisible();
  await expect(page.getByText(text(page, 'Документы не прошли проверку. Загрузите их ещё раз.', 'Документи не пройшли перевірку. Завантажте їх ще раз.'))).toBeVisible();
  await photographUserInfo(page, testInfo, 'rejected');

  // Uploading again puts the application back in the queue.
  await page.goto(`${prefix(page)}/profile/user-info/`);
  await page.getByLabel(text(page, /Документы о квалификации/, /Документи про кваліфікацію/)).setInputFiles({ name: 'диплом-скан.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByRole('button', { name: text(page, 'Отправить на проверку', 'Надіслати на перевірку') }).click();
  await expect(page.getByText(text(page, 'Документы отправлены на проверку', 'Документи надіслано на перевірку'))).toBeVisible();
  await expect(page.getByTestId('documents-state')).toHaveText(text(page, 'на проверке', 'на перевірці'));
  await expect(page.getByText('диплом-скан.pdf')).toBeVisible();
});

test('a verified professional finds its course certificate in the profile and downloads its PDF', async ({ page }, testInfo) => {
  await signInAs(page, 'professional');
  for (const lang of ['ru', 'ua'] as const) {
    await page.goto(`${lang === 'ua' ? '/ua' : ''}/profile/user-info/`);
    const list = page.getByRole('region', { name: lang === 'ua' ? 'Сертифікати' : 'Сертификаты' });
    await expect(list.getByTestId('certificates')).toContainText('№ PC-2026-00017');
    // The demo professional is verified (approved without uploads here): approved, its code, and no
    // upload form.
    await expect(page.getByTestId('documents-state')).toHaveText(lang === 'ua' ? 'підтверджено' : 'подтверждено');
    await expect(page.getByTestId('documents-verified')).toContainText('PRO-K7MX4-RD9TQ');
    await expect(page.locator('input[type="file"]')).toHaveCount(0);
    await list.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`certificates-${lang}.png`) });
  }

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Завантажити PDF' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('certificate-PC-2026-00017.pdf');
  const pdf = await fs.readFile((await download.path())!);
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const words = pdfText(inflatePdf(pdf));
  for (const expected of ['СЕРТИФІКАТ', '№ PC-2026-00017', '«Хімічні пілінги: протоколи та безпека»', 'Дата видачі: 14.03.2026', 'ProCosmetics']) {
    expect(words).toContain(expected);
  }
});
