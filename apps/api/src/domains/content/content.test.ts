import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TRANSLATIONS_RU } from '@shop/contracts/translations/ru';
import { translations } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 10 });
});
afterAll(() => t?.close());

describe('shell content', () => {
  it('returns contacts with three phones, messengers and documents', async () => {
    const res = await t.app.inject({ url: '/api/v1/variables' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect([data.contacts.phone1, data.contacts.phone2, data.contacts.phone3].every(Boolean)).toBe(true);
    expect(data.messengers.viberLink).toMatch(/^viber:/);
    expect(data.messengers.telegramLink).toMatch(/^https:\/\/t\.me\//);
    expect(data.documents.privacyPolicy).toBeTruthy();
  });

  it('returns header messages in the language asked', async () => {
    const ru = (await t.app.inject({ url: '/api/v1/header_messages' })).json().data;
    const ua = (await t.app.inject({ url: '/api/v1/header_messages', headers: { 'x-localization': 'ua' } })).json().data;
    expect(ru).toHaveLength(3);
    expect(ua).toHaveLength(3);
    expect(ru[0].title).toContain('Новой Почтой');
    expect(ua[0].title).toContain('Новою Поштою');
  });

  it('returns the dictionary of the asked language', async () => {
    const ru = (await t.app.inject({ url: '/api/v1/translations' })).json().data;
    const ua = (await t.app.inject({ url: '/api/v1/translations', headers: { 'x-localization': 'ua' } })).json().data;
    expect(Object.keys(ru).length).toBeGreaterThan(0);
    expect(Object.keys(ua).sort()).toEqual(Object.keys(ru).sort());
    expect(ru['shell.search']).not.toBe(ua['shell.search']);
  });

  it('serves the strings the code ships with where the table has none, and the table’s wording where it has', async () => {
    // A production install is never seeded, and a data folder seeded earlier lacks newer strings.
    const db = t.deps.database.db;
    const saved = await db.select().from(translations);
    try {
      await db.delete(translations);
      await db.insert(translations).values({ locale: 'ru', key: 'shell.search', value: 'Найти в магазине' });
      await t.deps.cache.del('content:translations:ru');
      const ru = (await t.app.inject({ url: '/api/v1/translations' })).json().data;
      expect(ru['shell.search']).toBe('Найти в магазине');
      expect(ru['demo.banner']).toBe(TRANSLATIONS_RU['demo.banner']);
      expect(Object.keys(ru).length).toBe(Object.keys(TRANSLATIONS_RU).length);
    } finally {
      await db.delete(translations);
      await db.insert(translations).values(saved.map(({ locale, key, value }) => ({ locale, key, value })));
      await t.deps.cache.del('content:translations:ru');
    }
  });

  it('returns a static page in both languages and 404 for an unknown slug', async () => {
    const ru = await t.app.inject({ url: '/api/v1/pages/public-offer' });
    expect(ru.statusCode).toBe(200);
    expect(ru.json().data.title).toBe('Публичная оферта');
    const ua = await t.app.inject({ url: '/api/v1/pages/public-offer', headers: { 'x-localization': 'ua' } });
    expect(ua.json().data.title).toBe('Публічна оферта');
    const missing = await t.app.inject({ url: '/api/v1/pages/no-such-page' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBeTruthy();
  });

  it('returns the menu series with their brands', async () => {
    const res = await t.app.inject({ url: '/api/v1/menu-series' });
    expect(res.statusCode).toBe(200);
    for (const item of res.json().data) {
      expect(item.slug).toBeTruthy();
      expect(item.brand.slug).toBeTruthy();
    }
  });
});
