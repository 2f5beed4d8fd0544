import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../auth/auth.test-support.ts';
import { demoEmail } from '../orders/orders.test-support.ts';

/** The header's messages in the back office (issue 29, screen "Content"): a content editor's, audited, shown at once. */
let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await signIn(t, demoEmail('content'))).accessToken;
});
afterAll(() => t?.close());

const url = '/api/v1/staff/header-messages';
const send = (method: 'POST' | 'PUT' | 'DELETE', path: string, payload?: object, lang = 'ru') =>
  t.app.inject({ method, url: path, headers: { ...bearer(editor), 'x-localization': lang }, ...(payload ? { payload } : {}) });
const shopHeader = async (lang = 'ru') => (await t.app.inject({ url: '/api/v1/header_messages', headers: { 'x-localization': lang } })).json().data as { id: number; title: string }[];

describe('staff header messages', () => {
  it('adds, changes, hides and removes a message; the shop header follows at once and the audit log keeps each step', async () => {
    await shopHeader('ua'); // cached now: the changes must drop it
    const created = await send('POST', url, { title_ru: 'Скидки недели', title_uk: 'Знижки тижня', active: true, sort: 0 });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    expect((await shopHeader('ua'))[0]).toEqual({ id, title: 'Знижки тижня' });
    const one = await t.app.inject({ url: `${url}/${id}`, headers: bearer(editor) });
    expect(one.json().data).toEqual({ id, title_ru: 'Скидки недели', title_uk: 'Знижки тижня', active: true, sort: 0 });

    expect((await send('PUT', `${url}/${id}`, { title_ru: 'Скидки недели', title_uk: 'Знижки тижня!', active: false, sort: 0 })).statusCode).toBe(200);
    expect((await shopHeader('ua')).map((m) => m.id)).not.toContain(id);
    const list = (await t.app.inject({ url, headers: bearer(editor) })).json().data;
    expect(list.find((m: { id: number }) => m.id === id)).toMatchObject({ title_uk: 'Знижки тижня!', active: false });

    expect((await send('DELETE', `${url}/${id}`)).statusCode).toBe(200);
    expect((await send('DELETE', `${url}/${id}`)).statusCode).toBe(404);
    expect((await t.app.inject({ url: `${url}/${id}`, headers: bearer(editor) })).statusCode).toBe(404);
    const { rows } = await t.deps.database.db.execute<{ action: string; before: unknown; after: unknown }>(
      sql`select action, before, after from staff_actions where subject_type = 'header_message' and subject_id = ${id} order by id`,
    );
    expect(rows).toEqual([
      { action: 'header_message.create', before: null, after: { titleRu: 'Скидки недели', titleUk: 'Знижки тижня', active: true, sort: 0 } },
      { action: 'header_message.update', before: { titleUk: 'Знижки тижня', active: true }, after: { titleUk: 'Знижки тижня!', active: false } },
      { action: 'header_message.delete', before: { titleRu: 'Скидки недели', titleUk: 'Знижки тижня!', active: false, sort: 0 }, after: null },
    ]);
  });

  it('answers 422 per field in Russian and Ukrainian and writes nothing', async () => {
    const before = (await t.app.inject({ url, headers: bearer(editor) })).json().data;
    const ru = await send('POST', url, { title_ru: '', title_uk: 'x'.repeat(201), active: 'yes', sort: -1 }, 'ru');
    const ua = await send('POST', url, { title_ru: '', title_uk: 'x'.repeat(201), active: 'yes', sort: -1 }, 'ua');
    expect(ru.statusCode).toBe(422);
    expect(Object.keys(ru.json().errors).sort()).toEqual(['active', 'sort', 'title_ru', 'title_uk']);
    expect(ua.json().errors.title_ru[0]).not.toBe(ru.json().errors.title_ru[0]);
    expect((await t.app.inject({ url, headers: bearer(editor) })).json().data).toEqual(before);
  });
});
