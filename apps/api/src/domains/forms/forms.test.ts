import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formSubmissions } from '../../db/schema/index.ts';
import type { LocalMailer } from '../../providers/email/local-mailer.ts';
import { accountProviders } from '../../providers/account-providers.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { FORM_LIMITS } from './forms.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 5 });
});
afterAll(() => t?.close());

// Counters live in the shared cache (Redis in CI), so every run takes fresh addresses.
const run = Math.floor(Math.random() * 250);
let address = 0;
/** Each test posts from its own address, so the rate limits of one do not touch another. */
const post = (url: string, payload: unknown, options: { lang?: 'ru' | 'ua'; ip?: string } = {}) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: payload as object,
    headers: { 'x-localization': options.lang ?? 'ru', 'x-forwarded-for': options.ip ?? `10.20.${run}.${++address}` },
  });

const stored = async (kind: 'contact' | 'feedback' | 'application' | 'messenger') =>
  (await t.deps.database.db.select({ n: count() }).from(formSubmissions).where(eq(formSubmissions.kind, kind)))[0].n;

const outbox = () => accountProviders(t.deps).mailer as LocalMailer;

const VALID = {
  '/api/v1/store_contact_form': { kind: 'contact', body: { name: 'Олена', email: 'olena@example.com', message: 'Чи є у вас шоурум?' } },
  '/api/v1/store_feedback_form': { kind: 'feedback', body: { name: 'Олена', email: 'olena@example.com', message: 'Дуже швидка доставка!' } },
  '/api/v1/user_requests': { kind: 'application', body: { name: 'Олена', name_and_address: 'Салон «Лілія», Київ', phone: '+380671234567' } },
  '/api/v1/messenger_requests': { kind: 'messenger', body: { name: 'Олена', last_name: 'Шевчук', phone: '+380671234567', email: 'olena@example.com' } },
} as const;

describe('service forms', () => {
  it.each(Object.entries(VALID))('%s stores a valid submission and mails it to the shop', async (url, { kind, body }) => {
    const before = await stored(kind);
    const letters = outbox().lettersTo('info@procosmetics.ua').length;
    const res = await post(url, body, { lang: 'ua' });
    expect(res.statusCode).toBe(201);
    expect(res.json().data.message).toMatch(/Дяку|Заявку/);
    expect(await stored(kind)).toBe(before + 1);
    const sent = outbox().lettersTo('info@procosmetics.ua');
    expect(sent).toHaveLength(letters + 1);
    expect(sent.at(-1)!.text).toContain('Олена');
  });

  it.each(Object.entries(VALID))('%s answers 422 per field in the asked language and stores nothing', async (url, { kind }) => {
    const before = await stored(kind);
    const letters = outbox().outbox.length;
    const ru = await post(url, { name: '', email: 'not-an-email', phone: '12' });
    expect(ru.statusCode).toBe(422);
    const errors = ru.json().errors;
    expect(errors.name).toEqual(['Поле обязательно для заполнения']);
    const ua = await post(url, {}, { lang: 'ua' });
    expect(ua.statusCode).toBe(422);
    expect(ua.json().errors.name).toEqual(["Поле обов'язкове для заповнення"]);
    expect(await stored(kind)).toBe(before);
    expect(outbox().outbox.length).toBe(letters);
  });

  it('checks the application form by SPEC §5: one phone message, every spelling of a number alike', async () => {
    const res = await post('/api/v1/user_requests', { name: 'Олена', phone: '+38067123' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.phone).toEqual(['Введите номер телефона в формате +380XXXXXXXXX']);
    for (const phone of ['0671234500', '+38 (067) 123-45-00']) {
      expect((await post('/api/v1/user_requests', { name: 'Олена', phone })).statusCode).toBe(201);
    }
  });

  it('checks the messenger form: all four fields required, a valid e-mail', async () => {
    const res = await post('/api/v1/messenger_requests', { name: 'Олена', phone: '+380671234567', email: 'olena@' });
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['email', 'last_name']);
  });

  it('refuses unknown fields', async () => {
    const res = await post('/api/v1/store_contact_form', { ...VALID['/api/v1/store_contact_form'].body, admin: true });
    expect(res.statusCode).toBe(422);
  });

  it(`limits one address to ${FORM_LIMITS.perForm.max} submissions of a form in ten minutes`, async () => {
    const ip = `10.30.${run}.1`;
    for (let i = 0; i < FORM_LIMITS.perForm.max; i++) expect((await post('/api/v1/store_feedback_form', VALID['/api/v1/store_feedback_form'].body, { ip })).statusCode).toBe(201);
    const before = await stored('feedback');
    const refused = await post('/api/v1/store_feedback_form', VALID['/api/v1/store_feedback_form'].body, { ip });
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeTruthy();
    expect(await stored('feedback')).toBe(before);
    // Another address is not affected.
    expect((await post('/api/v1/store_feedback_form', VALID['/api/v1/store_feedback_form'].body)).statusCode).toBe(201);
  });

  it('escapes what visitors typed in the letter', async () => {
    await post('/api/v1/store_contact_form', { name: 'Олена <b>', email: 'x@example.com', message: '<script>alert(1)</script>' });
    const letter = outbox().lettersTo('info@procosmetics.ua').at(-1)!;
    expect(letter.html).not.toContain('<script>');
    expect(letter.html).toContain('&lt;script&gt;');
  });
});
