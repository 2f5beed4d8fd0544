import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../auth/auth.test-support.ts';
import { demoEmail } from '../orders/orders.test-support.ts';

/** The terms of cooperation in the back office (issue 29, screen "Content"): audited, shown at once and sanitised. */
let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await signIn(t, demoEmail('content'))).accessToken;
});
afterAll(() => t?.close());

const url = '/api/v1/staff/cooperation-terms';
const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, lang = 'ru') =>
  t.app.inject({ method, url: path, headers: { ...bearer(editor), 'x-localization': lang }, ...(payload ? { payload } : {}) });
const shopTerms = async (lang = 'ru') => (await t.app.inject({ url: '/api/v1/cooperation_terms', headers: { 'x-localization': lang } })).json().data as { id: number; title: string; body: string }[];
const term = {
  title_ru: 'Для салонов',
  title_uk: 'Для салонів',
  summary_ru: 'Коротко',
  summary_uk: 'Коротко',
  body_ru: '<p>Условия</p>',
  body_uk: '<p>Умови</p><a href="javascript:alert(1)">x</a>',
  published: true,
  sort: 0,
};

describe('staff cooperation terms', () => {
  it('adds, unpublishes and removes a term; the shop follows at once, sanitised, and the audit log keeps each step', async () => {
    await shopTerms('ua');
    const created = await send('POST', url, term);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    const shown = (await shopTerms('ua')).find((x) => x.id === id);
    expect(shown?.title).toBe('Для салонів');
    expect(shown?.body).not.toContain('javascript');
    const list = (await t.app.inject({ url, headers: bearer(editor) })).json();
    expect(list.meta.total).toBe(list.data.length);
    expect((await t.app.inject({ url: `${url}/${id}`, headers: bearer(editor) })).json().data.title_uk).toBe('Для салонів');
    expect((await send('PUT', `${url}/${id}`, { ...term, published: false })).statusCode).toBe(200);
    expect((await shopTerms('ua')).map((x) => x.id)).not.toContain(id);
    expect((await send('DELETE', `${url}/${id}`)).statusCode).toBe(200);
    const { rows } = await t.deps.database.db.execute<{ action: string }>(
      sql`select action from staff_actions where subject_type = 'cooperation_term' and subject_id = ${id} order by id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['cooperation_term.create', 'cooperation_term.update', 'cooperation_term.delete']);
  });

  it('answers 422 per field and writes nothing; unknown ids 404', async () => {
    const before = (await t.app.inject({ url, headers: bearer(editor) })).json().data;
    const res = await send('POST', url, { ...term, title_uk: '', sort: -1 }, 'ua');
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors).sort()).toEqual(['sort', 'title_uk']);
    expect((await send('PUT', `${url}/2000000000`, term)).statusCode).toBe(404);
    expect((await t.app.inject({ url, headers: bearer(editor) })).json().data).toEqual(before);
  });
});
