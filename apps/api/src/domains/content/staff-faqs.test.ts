import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../auth/auth.test-support.ts';
import { demoEmail } from '../orders/orders.test-support.ts';

/** The FAQ in the back office (issue 29, screen "Content"): a content editor's, audited, shown at once and sanitised. */
let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await signIn(t, demoEmail('content'))).accessToken;
});
afterAll(() => t?.close());

const url = '/api/v1/staff/faqs';
const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, lang = 'ru') =>
  t.app.inject({ method, url: path, headers: { ...bearer(editor), 'x-localization': lang }, ...(payload ? { payload } : {}) });
const shopFaq = async (lang = 'ru') => (await t.app.inject({ url: '/api/v1/faqs', headers: { 'x-localization': lang } })).json().data as { id: number; question: string; answer: string }[];
const faq = { question_ru: 'Как вернуть товар?', question_uk: 'Як повернути товар?', answer_ru: '<p>В течение 14 дней.</p>', answer_uk: '<p>Протягом 14 днів.</p><script>alert(1)</script>', published: true, sort: 0 };

describe('staff FAQ', () => {
  it('adds, changes, unpublishes and removes a question; the shop follows at once, sanitised, and the audit log keeps each step', async () => {
    await shopFaq('ua'); // cached now: the changes must let it go
    const created = await send('POST', url, faq);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    const shown = (await shopFaq('ua')).find((q) => q.id === id);
    expect(shown?.question).toBe('Як повернути товар?');
    expect(shown?.answer).toContain('Протягом 14 днів');
    expect(shown?.answer).not.toContain('script');
    // The form reads the answer as the editor wrote it; only the shop's copy is sanitised.
    expect((await t.app.inject({ url: `${url}/${id}`, headers: bearer(editor) })).json().data.answer_uk).toBe(faq.answer_uk);

    expect((await send('PUT', `${url}/${id}`, { ...faq, published: false })).statusCode).toBe(200);
    expect((await shopFaq('ua')).map((q) => q.id)).not.toContain(id);
    expect((await send('DELETE', `${url}/${id}`)).statusCode).toBe(200);
    expect((await send('PUT', `${url}/${id}`, faq)).statusCode).toBe(404);
    const { rows } = await t.deps.database.db.execute<{ action: string; before: unknown; after: unknown }>(
      sql`select action, before, after from staff_actions where subject_type = 'faq' and subject_id = ${id} order by id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['faq.create', 'faq.update', 'faq.delete']);
    expect(rows[1]).toMatchObject({ before: { published: true }, after: { published: false } });
  });

  it('answers 422 per field in Russian and Ukrainian and writes nothing', async () => {
    const before = (await t.app.inject({ url, headers: bearer(editor) })).json().data;
    const bad = { ...faq, question_ru: '', answer_uk: '', sort: 'first' };
    const ru = await send('POST', url, bad, 'ru');
    const ua = await send('POST', url, bad, 'ua');
    expect(ru.statusCode).toBe(422);
    expect(Object.keys(ru.json().errors).sort()).toEqual(['answer_uk', 'question_ru', 'sort']);
    expect(ua.json().errors.question_ru[0]).not.toBe(ru.json().errors.question_ru[0]);
    expect((await t.app.inject({ url, headers: bearer(editor) })).json().data).toEqual(before);
  });
});
