import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cooperationTerms, faqs, webinarThemes } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 5 });
});
afterAll(() => t?.close());

const get = (url: string, lang: 'ru' | 'ua' = 'ru') => t.app.inject({ url, headers: { 'x-localization': lang } });

describe('FAQ', () => {
  it('lists published questions in order, in the asked language, with sanitised answers', async () => {
    const { db } = t.deps.database;
    await db.insert(faqs).values([
      { questionRu: 'Скрытый вопрос', questionUk: 'Прихований', answerRu: '<p>x</p>', answerUk: '<p>x</p>', sort: 100, published: false },
      { questionRu: 'Опасный ответ?', questionUk: 'Небезпечна відповідь?', answerRu: '<p onclick="alert(1)">Да</p><script>alert(1)</script>', answerUk: '<p>Так</p>', sort: 99 },
    ]);
    const ru = (await get('/api/v1/faqs')).json().data;
    const ua = (await get('/api/v1/faqs', 'ua')).json().data;
    expect(ru.length).toBeGreaterThanOrEqual(5);
    expect(ru[0].question).toBe('Как оформить заказ?');
    expect(ua[0].question).toBe('Як оформити замовлення?');
    expect(ru.map((f: { question: string }) => f.question)).not.toContain('Скрытый вопрос');
    const dangerous = ru.find((f: { question: string }) => f.question === 'Опасный ответ?');
    expect(dangerous.answer).toBe('<p>Да</p>');
  });
});

describe('cooperation terms', () => {
  it('lists the terms and returns one by id; unknown and unpublished ids are 404, a bad id 400', async () => {
    const list = (await get('/api/v1/cooperation_terms', 'ua')).json().data;
    expect(list.length).toBe(3);
    expect(list[0]).toMatchObject({ title: 'Для косметологів', summary: expect.any(String), body: expect.stringContaining('<p>') });
    const one = await get(`/api/v1/cooperation_terms/${list[1].id}`);
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ id: list[1].id, title: 'Для салонов и клиник' });
    expect((await get('/api/v1/cooperation_terms/2000000000')).statusCode).toBe(404);
    expect((await get('/api/v1/cooperation_terms/abc')).statusCode).toBe(400);
    expect((await get('/api/v1/cooperation_terms/0')).statusCode).toBe(400);
    const [hidden] = await t.deps.database.db.insert(cooperationTerms).values({ titleRu: 'Черновик', titleUk: 'Чернетка', published: false }).returning({ id: cooperationTerms.id });
    expect((await get(`/api/v1/cooperation_terms/${hidden.id}`)).statusCode).toBe(404);
  });
});

describe('webinar themes', () => {
  it('lists the themes and returns one by id; unknown and unpublished ids are 404', async () => {
    const list = (await get('/api/v1/webinars/themes')).json().data;
    expect(list.map((theme: { title: string }) => theme.title)).toEqual(['Химические пилинги', 'Уход при акне', 'Антивозрастной уход', 'Массаж лица']);
    const one = (await get(`/api/v1/webinars/themes/${list[2].id}`, 'ua')).json().data;
    expect(one).toEqual({ id: list[2].id, title: 'Антивіковий догляд', description: expect.any(String) });
    expect((await get('/api/v1/webinars/themes/2000000000')).statusCode).toBe(404);
    const [hidden] = await t.deps.database.db.insert(webinarThemes).values({ titleRu: 'Черновик', titleUk: 'Чернетка', published: false }).returning({ id: webinarThemes.id });
    expect((await get(`/api/v1/webinars/themes/${hidden.id}`)).statusCode).toBe(404);
  });
});
