import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { isPhone, signInAs, unique } from './support/accounts.ts';
import { expect, test } from './support/test.ts';

/**
 * The address book in the profile, as the demo regular client keeps it: adds a Nova Poshta branch and
 * a courier address, makes the branch the default, changes the courier address and deletes it, sees the
 * profile's city taken from the default address once no city is typed, and finds the default branch
 * chosen at checkout. The book and the city are put back as they were for the other tests. Russian at
 * 1440 px, Ukrainian at 375 px.
 */

const BASKET_KEY = 'procosmetics:basket';

const ua = (page: Page) => isPhone(page);
const prefix = (page: Page) => (ua(page) ? '/ua' : '');
const text = (page: Page, ru: string, uk: string) => (ua(page) ? uk : ru);

const book = (page: Page) => page.getByRole('region', { name: text(page, 'Адреса доставки', 'Адреси доставки') });
const details = (page: Page) => page.getByRole('region', { name: text(page, 'Личные данные', 'Особисті дані') });
const cityFact = (page: Page) => details(page).locator('div', { has: page.locator('dt', { hasText: text(page, 'Город', 'Місто') }) }).locator('dd');
const saved = (page: Page, hasText: string | RegExp) => page.getByTestId('saved-address').filter({ hasText });
const defaultMark = (page: Page) => text(page, 'Основной', 'Основна');

/** A town picked in a directory combobox by typing it. */
async function pickTown(form: Locator, page: Page, town: string) {
  const townBox = form.getByRole('combobox', { name: text(page, 'Населённый пункт', 'Населений пункт') });
  await townBox.pressSequentially(town, { delay: 60 });
  const option = page.getByRole('option', { name: new RegExp(`(^|\\s)${town}`) }).first();
  await expect(option).toBeVisible();
  await option.click();
}

/** One product in stock, as the basket keeps it (see checkout.spec.ts). */
async function oneBasketLine(request: APIRequestContext): Promise<Record<string, unknown>> {
  const list = (await (await request.get('/api/v1/catalog/products?per_page=100')).json()) as { data: { inStock: boolean; selectType: { id: number } }[] };
  const ids = list.data.filter((p) => p.inStock).map((p) => p.selectType.id).slice(0, 40);
  const answer = await request.get(`/api/v1/basket/products?${ids.map((id) => `ids[]=${id}`).join('&')}`);
  const { data } = (await answer.json()) as { data: Array<Record<string, unknown> & { select_type: { quantity: number; inStock: boolean } }> };
  const line = data.find((l) => l.select_type.inStock && l.select_type.quantity >= 3);
  expect(line, 'the seeded catalogue has a product in stock').toBeTruthy();
  return { ...line, type: 'product', select_count: 1 };
}

async function saveDetailsCity(page: Page, city: string) {
  await details(page).getByRole('button', { name: text(page, 'Редактировать', 'Редагувати') }).click();
  await details(page).getByLabel(text(page, 'Город', 'Місто')).fill(city);
  await details(page).getByRole('button', { name: text(page, 'Сохранить', 'Зберегти'), exact: true }).click();
  await expect(page.getByText(text(page, 'Данные сохранены', 'Дані збережено'))).toBeVisible();
}

test('the regular client keeps an address book in the profile and checkout starts from its default address', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.addInitScript(() => localStorage.setItem('procosmetics:first-order-promo-shown', '1'));
  await signInAs(page, 'regular');
  await page.goto(`${prefix(page)}/profile/user-info/`);
  await expect(page.getByTestId('saved-address').first()).toBeVisible();

  // What the demo account has, to put back at the end.
  const typedCity = (await cityFact(page).textContent()) ?? '';
  const firstDefault = saved(page, defaultMark(page));
  await expect(firstDefault).toHaveCount(1);
  const firstDefaultLine = (await firstDefault.locator('span').first().textContent()) ?? '';
  const before = await page.getByTestId('saved-address').count();

  const recipient = `Ірина Бондар ${unique().slice(-4)}`;
  const odesa = text(page, 'Одесса', 'Одеса');
  const dnipro = text(page, 'Днепр', 'Дніпро');

  // A Nova Poshta branch in Odesa.
  await book(page).getByRole('button', { name: text(page, 'Добавить адрес', 'Додати адресу') }).click();
  let form = page.getByTestId('address-form');
  await expect(form.getByRole('radio', { name: text(page, 'Отделение «Новой почты»', 'Відділення «Нової пошти»') })).toBeChecked();
  await pickTown(form, page, odesa);
  const branchBox = form.getByRole('combobox', { name: text(page, 'Отделение Новой Почты', 'Відділення Нової Пошти') });
  await branchBox.click();
  const branchOption = page.getByRole('option').first();
  await expect(branchOption).toBeVisible();
  const branchName = ((await branchOption.locator('span').first().textContent()) ?? '').trim();
  await branchOption.click();
  await expect(branchBox).toHaveValue(branchName);
  await form.getByLabel(text(page, 'Имя и фамилия получателя', 'Ім’я та прізвище одержувача')).fill(recipient);
  await form.getByLabel('Телефон', { exact: true }).fill('067 123 45 67');
  await form.getByRole('button', { name: text(page, 'Сохранить адрес', 'Зберегти адресу') }).click();
  await expect(form).toHaveCount(0);
  const branch = saved(page, branchName);
  await expect(branch).toHaveCount(1);
  await expect(branch).toContainText(odesa);
  await expect(branch).toContainText(recipient);
  await expect(branch).toContainText('+380 67 123 45 67');

  // A courier address in Dnipro: a street left out is named before anything is saved.
  const street = `Яворницького ${unique().slice(-4)}`;
  await book(page).getByRole('button', { name: text(page, 'Добавить адрес', 'Додати адресу') }).click();
  form = page.getByTestId('address-form');
  await form.getByRole('radio', { name: text(page, 'Курьером', 'Кур’єром') }).check();
  await pickTown(form, page, dnipro);
  await form.getByLabel(text(page, 'Дом', 'Будинок')).fill('12');
  await form.getByLabel(text(page, 'Имя и фамилия получателя', 'Ім’я та прізвище одержувача')).fill(recipient);
  await form.getByLabel('Телефон', { exact: true }).fill('+380671234567');
  await form.getByRole('button', { name: text(page, 'Сохранить адрес', 'Зберегти адресу') }).click();
  await expect(form.getByText(text(page, 'Поле обязательно для заполнения', "Поле обов'язкове для заповнення")).first()).toBeVisible();
  await form.getByLabel(text(page, 'Улица', 'Вулиця')).fill(street);
  await form.getByLabel(text(page, 'Квартира', 'Квартира')).fill('5');
  await form.getByRole('button', { name: text(page, 'Сохранить адрес', 'Зберегти адресу') }).click();
  await expect(form).toHaveCount(0);
  const courier = saved(page, street);
  await expect(courier).toHaveCount(1);
  await expect(courier).toContainText(text(page, 'Курьером', 'Кур’єром'));
  await expect(courier).toContainText(dnipro);
  await expect(page.getByTestId('saved-address')).toHaveCount(before + 2);

  // The branch becomes the default: one default in the book, and it is the branch.
  await branch.getByRole('button', { name: text(page, 'Сделать основным', 'Зробити основною') }).click();
  await expect(branch).toContainText(defaultMark(page));
  await expect(saved(page, defaultMark(page))).toHaveCount(1);

  // The courier address is changed: another flat.
  await courier.getByRole('button', { name: text(page, 'Изменить', 'Змінити') }).click();
  form = page.getByTestId('address-form');
  await expect(form.getByLabel(text(page, 'Улица', 'Вулиця'))).toHaveValue(street);
  await form.getByLabel(text(page, 'Квартира', 'Квартира')).fill('77');
  await form.getByRole('button', { name: text(page, 'Сохранить адрес', 'Зберегти адресу') }).click();
  await expect(form).toHaveCount(0);
  await expect(courier).toContainText('77');

  // ...and deleted.
  await courier.getByRole('button', { name: text(page, 'Удалить', 'Видалити') }).click();
  await expect(courier).toHaveCount(0);
  await expect(page.getByTestId('saved-address')).toHaveCount(before + 1);

  // With no city typed, the profile's city is the default address's.
  await saveDetailsCity(page, '');
  await expect(cityFact(page)).toHaveText(odesa);
  await page.reload();
  await expect(cityFact(page)).toHaveText(odesa);

  // Checkout starts from the default: Nova Poshta's branch in Odesa, already chosen.
  const line = await oneBasketLine(request);
  await page.evaluate(([key, value]) => localStorage.setItem(key, value), [BASKET_KEY, JSON.stringify({ v: 1, lines: [line] })]);
  await page.goto(`${prefix(page)}/buy-flow/order/`);
  await page.getByTestId('delivery-nova_poshta_branch').click();
  await expect(page.getByRole('combobox', { name: text(page, 'Населённый пункт', 'Населений пункт') })).toHaveValue(new RegExp(`^${odesa}`));
  await expect(page.getByRole('combobox', { name: text(page, 'Отделение Новой Почты', 'Відділення Нової Пошти') })).toHaveValue(branchName);
  await page.evaluate((key) => localStorage.removeItem(key), BASKET_KEY);

  // Back as it was: the first default again, the branch deleted, the typed city.
  await page.goto(`${prefix(page)}/profile/user-info/`);
  const original = saved(page, firstDefaultLine.trim());
  await original.getByRole('button', { name: text(page, 'Сделать основным', 'Зробити основною') }).click();
  await expect(original).toContainText(defaultMark(page));
  await saved(page, branchName).getByRole('button', { name: text(page, 'Удалить', 'Видалити') }).click();
  await expect(page.getByTestId('saved-address')).toHaveCount(before);
  if (typedCity && typedCity !== '—') await saveDetailsCity(page, typedCity);
});
