import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../auth/auth.test-support.ts';
import { demoEmail } from '../orders/orders.test-support.ts';

/** The shop's contacts in the back office (issue 29, screen "Settings"): saved, audited, shown at once. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signIn(t, demoEmail('staff'))).accessToken;
});
afterAll(() => t?.close());

const contactsUrl = '/api/v1/staff/settings/contacts';
const put = (payload: object, lang = 'ru', token = admin) =>
  t.app.inject({ method: 'PUT', url: contactsUrl, headers: { ...bearer(token), 'x-localization': lang }, payload });
const actions = async () =>
  (await t.deps.database.db.execute<{ n: number }>(sql`select count(*)::int as n from staff_actions where subject_type = 'settings'`)).rows[0].n;

describe('staff settings: contacts', () => {
  it('saves contacts and documents, which the shop serves on its next request, with the change in the audit log', async () => {
    // The shop's answers are cached: read them first so the save must drop them.
    expect((await t.app.inject({ url: '/api/v1/variables' })).json().data.contacts.phone1).toBe('+380 (44) 390-12-34');
    await t.app.inject({ url: '/api/v1/contact-page', headers: { 'x-localization': 'ua' } });

    const current = (await t.app.inject({ url: contactsUrl, headers: bearer(admin) })).json().data;
    expect(current.documents.privacyPolicy).toBe('/pages/privacy-policy/');
    const next = {
      ...current,
      contacts: { ...current.contacts, phone1: '+380 (44) 111-22-33', youtube: '' },
      documents: { ...current.documents, termsOfUse: 'https://procosmetics.ua/terms.pdf' },
      contactPage: { ...current.contactPage, addressUk: 'м. Київ, вул. Нова, 1' },
    };
    const saved = await put(next);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.contacts.youtube).toBeNull();

    const variables = (await t.app.inject({ url: '/api/v1/variables' })).json().data;
    expect(variables.contacts).toMatchObject({ phone1: '+380 (44) 111-22-33', youtube: null });
    expect(variables.documents.termsOfUse).toBe('https://procosmetics.ua/terms.pdf');
    const page = (await t.app.inject({ url: '/api/v1/contact-page', headers: { 'x-localization': 'ua' } })).json().data;
    expect(page.address).toBe('м. Київ, вул. Нова, 1');

    const { rows } = await t.deps.database.db.execute<{ action: string; before: Record<string, unknown>; after: Record<string, unknown> }>(
      sql`select action, before, after from staff_actions where subject_type = 'settings' order by id desc limit 1`,
    );
    expect(rows[0].action).toBe('settings.contacts_update');
    expect(rows[0].before).toEqual({
      contacts: { phone1: '+380 (44) 390-12-34', youtube: 'https://www.youtube.com/@procosmetics-ua' },
      documents: { termsOfUse: '/pages/terms-of-use/' },
      contactPage: { addressUk: 'м. Київ, вул. Обсерваторна, 21, офіс 4' },
    });
    expect(rows[0].after).toEqual({
      contacts: { phone1: '+380 (44) 111-22-33', youtube: null },
      documents: { termsOfUse: 'https://procosmetics.ua/terms.pdf' },
      contactPage: { addressUk: 'м. Київ, вул. Нова, 1' },
    });

    // Saving the same values again records nothing.
    const count = await actions();
    expect((await put(saved.json().data)).statusCode).toBe(200);
    expect(await actions()).toBe(count);
  });

  it('answers 422 per field in Russian and Ukrainian and changes nothing', async () => {
    const current = (await t.app.inject({ url: contactsUrl, headers: bearer(admin) })).json().data;
    const count = await actions();
    const bad = {
      ...current,
      contacts: { ...current.contacts, email: 'not-an-email', facebook: 'javascript:alert(1)' },
      messengers: { ...current.messengers, telegramLink: 'http://t.me/x' },
    };
    const ru = await put(bad, 'ru');
    const ua = await put(bad, 'ua');
    expect(ru.statusCode).toBe(422);
    expect(Object.keys(ru.json().errors).sort()).toEqual(['contacts.email', 'contacts.facebook', 'messengers.telegramLink']);
    expect(ua.json().errors['contacts.email'][0]).not.toBe(ru.json().errors['contacts.email'][0]);
    expect((await put({ ...current, extra: 1 })).statusCode).toBe(422);
    expect(await actions()).toBe(count);
    expect((await t.app.inject({ url: contactsUrl, headers: bearer(admin) })).json().data).toEqual(current);
  });

  it('is for administrators only', async () => {
    const current = (await t.app.inject({ url: contactsUrl, headers: bearer(admin) })).json().data;
    expect((await t.app.inject({ url: contactsUrl })).statusCode).toBe(401);
    for (const who of ['content', 'orders', 'reviewer', 'professional'] as const) {
      const token = (await signIn(t, demoEmail(who))).accessToken;
      expect((await t.app.inject({ url: contactsUrl, headers: bearer(token) })).statusCode).toBe(403);
      expect((await put(current, 'ru', token)).statusCode).toBe(403);
    }
  });
});
