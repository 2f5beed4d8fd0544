import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../auth/auth.test-support.ts';
import { demoEmail } from '../orders/orders.test-support.ts';

/**
 * The home page's banners in the back office (issue 29, screen "Content"): pictures uploaded as the
 * shop's WebP sizes, slides added, changed, hidden and removed by a content editor, each change
 * audited and shown by the home page's banners at once, in both languages.
 */
let t: TestApp;
let editor: string;
beforeAll(async () => {
  t = await createTestApp();
  editor = (await signIn(t, demoEmail('content'))).accessToken;
});
afterAll(() => t?.close());

const url = '/api/v1/staff/banners';
const send = (method: 'POST' | 'PUT' | 'DELETE', target: string, payload?: object, lang = 'ru') =>
  t.app.inject({ method, url: target, headers: { ...bearer(editor), 'x-localization': lang }, ...(payload ? { payload } : {}) });
const shopBanners = async (lang = 'ru') => (await t.app.inject({ url: '/api/v1/home/banners', headers: { 'x-localization': lang } })).json().data as { id: number; title: string; link: string | null; image: { url: string } }[];

function upload(file: Buffer, kind: string, lang = 'ru') {
  const boundary = '----banner-image';
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/staff/banner-images?kind=${kind}`,
    headers: { ...bearer(editor), 'x-localization': lang, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="slide.png"\r\nContent-Type: image/png\r\n\r\n`),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  });
}

const photo = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#7a9cc0' } }).png().toBuffer();

describe('staff home banners', () => {
  it("turns an upload into the slide's WebP sizes: wide 1600×600, the phone's 750×900", async () => {
    const wide = await upload(await photo(2000, 1000), 'wide');
    expect(wide.statusCode, wide.body).toBe(201);
    expect(wide.json().data).toMatchObject({ width: 1600, height: 600, widths: [640, 1024, 1600] });
    for (const width of wide.json().data.widths) {
      const file = path.join(t.deps.config.mediaDir, `${wide.json().data.url.replace('/media/', '')}-${width}.webp`);
      expect(await sharp(fs.readFileSync(file)).metadata()).toMatchObject({ format: 'webp', width, height: Math.round((width * 600) / 1600) });
    }
    const mobile = await upload(await photo(900, 1200), 'mobile');
    expect(mobile.json().data).toMatchObject({ width: 750, height: 900, widths: [375, 750] });
    // Not a picture or too small: 422 in the asked language; an unknown kind is a bad address (400).
    expect((await upload(Buffer.from('not an image'), 'wide', 'ua')).json().errors.file).toEqual(['Завантажте зображення JPEG, PNG або WebP']);
    expect((await upload(await photo(300, 200), 'wide')).json().errors.file).toEqual(['Изображение меньше 600 пикселей по большей стороне']);
    expect((await upload(await photo(2000, 1000), 'square')).statusCode).toBe(400);
  });

  it('adds, changes, hides and removes a slide; the home page follows at once and the audit log keeps each step', async () => {
    await shopBanners('ua'); // cached now: the changes must let it go
    const image = (await upload(await photo(1600, 600), 'wide')).json().data;
    const slide = { title_ru: 'Весенняя распродажа', title_uk: 'Весняний розпродаж', link: '/promotions/', image_id: image.id, active: true, sort: 0 };
    const created = await send('POST', url, slide);
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json().data;
    expect(created.json().data).toMatchObject({ subtitle_ru: null, image_mobile_id: null, image: { url: image.url } });
    const shown = (await shopBanners('ua'))[0];
    expect(shown).toMatchObject({ id, title: 'Весняний розпродаж', link: '/promotions/', image: { url: image.url } });

    expect((await send('PUT', `${url}/${id}`, { ...slide, title_uk: 'Літній розпродаж', sort: 99 })).statusCode).toBe(200);
    expect((await shopBanners('ua')).find((b) => b.id === id)?.title).toBe('Літній розпродаж');
    expect((await send('PUT', `${url}/${id}`, { ...slide, active: false })).statusCode).toBe(200);
    expect((await shopBanners('ru')).map((b) => b.id)).not.toContain(id);
    expect((await send('DELETE', `${url}/${id}`)).statusCode).toBe(200);
    expect((await send('PUT', `${url}/${id}`, slide)).statusCode).toBe(404);

    const { rows } = await t.deps.database.db.execute<{ action: string; before: unknown; after: unknown }>(
      sql`select action, before, after from staff_actions where subject_type = 'banner' and subject_id = ${id} order by id`,
    );
    expect(rows.map((r) => r.action)).toEqual(['banner.create', 'banner.update', 'banner.update', 'banner.delete']);
    expect(rows[1]).toMatchObject({ before: { titleUk: 'Весняний розпродаж', sort: 0 }, after: { titleUk: 'Літній розпродаж', sort: 99 } });
  });

  it('answers 422 per field in Russian and Ukrainian and writes nothing', async () => {
    const before = (await t.app.inject({ url, headers: bearer(editor) })).json().data;
    const bad = { title_ru: '', title_uk: 'Б', link: 'javascript:alert(1)', image_id: 2_000_000_000, active: 'yes', sort: -1 };
    const ru = await send('POST', url, bad, 'ru');
    const ua = await send('POST', url, bad, 'ua');
    expect(ru.statusCode).toBe(422);
    expect(Object.keys(ru.json().errors).sort()).toEqual(['active', 'link', 'sort', 'title_ru']);
    expect(ua.json().errors.title_ru[0]).not.toBe(ru.json().errors.title_ru[0]);
    // A well-formed body naming a picture that does not exist.
    const missing = await send('POST', url, { title_ru: 'А', title_uk: 'Б', image_id: 2_000_000_000, active: true, sort: 0 }, 'ua');
    expect(missing.json().errors).toEqual({ image_id: ['Зображення не знайдено: завантажте його знову'] });
    expect((await t.app.inject({ url, headers: bearer(editor) })).json().data).toEqual(before);
  });
});
