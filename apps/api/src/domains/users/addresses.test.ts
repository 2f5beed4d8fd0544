import { ADDRESSES_MAX } from '@shop/contracts/user';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, signIn } from '../auth/auth.test-support.ts';

let t: TestApp;
let mine: string;
let theirs: string;
beforeAll(async () => {
  t = await createTestApp({ products: 1 });
  mine = (await signIn(t, 'regular@demo.procosmetics.ua')).accessToken;
  theirs = (await signIn(t, 'professional@demo.procosmetics.ua')).accessToken;
});
afterAll(() => t?.close());

const kyiv = { ref: '8d5a980d-391c-11dd-90d9-001a92567626', name: 'Київ' };
const branch = (overrides: object = {}) => ({
  kind: 'branch',
  city: kyiv,
  warehouse: { ref: '1ec09d88-e1c2-11e3-8c4a-0050568002cf', name: 'Відділення №1: вул. Пирогівський шлях, 135' },
  recipient_name: 'Олена Коваль',
  phone: '067 123 45 67',
  ...overrides,
});
const courier = (overrides: object = {}) => ({
  kind: 'courier',
  city: { ref: 'db5c88f0-391c-11dd-90d9-001a92567626', name: 'Львів' },
  street: 'вул. Городоцька',
  house: '12',
  flat: '5',
  recipient_name: 'Ірина Мельник',
  phone: '+38 (050) 765-43-21',
  ...overrides,
});

const call = (token: string, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, lang = 'ru') =>
  t.app.inject({ method, url: `/api/v1/user/addresses${url}`, payload, headers: { ...bearer(token), 'x-localization': lang } });
const list = async (token: string) => {
  const res = await call(token, 'GET', '');
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as Array<Record<string, unknown>>;
};
const add = async (token: string, payload: object) => {
  const res = await call(token, 'POST', '', payload);
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data;
};
const clear = async (token: string) => {
  for (const row of await list(token)) expect((await call(token, 'DELETE', `/${row.id}`)).statusCode).toBe(200);
};

describe('the address book', () => {
  it('adds, lists, edits and deletes, keeping exactly one default', async () => {
    await clear(mine);
    const first = await add(mine, branch());
    expect(first).toMatchObject({
      kind: 'branch',
      town: 'Київ',
      cityRef: kyiv.ref,
      guid: '1ec09d88-e1c2-11e3-8c4a-0050568002cf',
      address: 'Відділення №1: вул. Пирогівський шлях, 135',
      recipientName: 'Олена Коваль',
      phone: '+380671234567',
      isDefault: true,
      street: null,
    });
    const second = await add(mine, courier());
    expect(second).toMatchObject({ kind: 'courier', address: 'вул. Городоцька, 12, 5', phone: '+380507654321', guid: null, isDefault: false });
    expect((await list(mine)).map((a) => [a.id, a.isDefault])).toEqual([
      [first.id, true],
      [second.id, false],
    ]);

    // Switching the default moves it, never leaving two.
    const switched = await call(mine, 'PUT', `/${second.id}/default`);
    expect(switched.statusCode, switched.body).toBe(200);
    expect((await list(mine)).filter((a) => a.isDefault).map((a) => a.id)).toEqual([second.id]);
    const third = await add(mine, branch({ is_default: true }));
    expect((await list(mine)).filter((a) => a.isDefault).map((a) => a.id)).toEqual([third.id]);

    // An edit may change the kind; the other kind's fields go.
    const edited = await call(mine, 'PUT', `/${second.id}`, branch({ recipient_name: 'Ірина Мельник' }));
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ id: second.id, kind: 'branch', street: null, house: null, flat: null, isDefault: false });

    // Deleting the default hands it to the newest address left.
    expect((await call(mine, 'DELETE', `/${third.id}`)).statusCode).toBe(200);
    const left = await list(mine);
    expect(left.map((a) => a.id).sort()).toEqual([first.id, second.id].sort());
    expect(left.filter((a) => a.isDefault).map((a) => a.id)).toEqual([second.id]);
    expect((await call(mine, 'DELETE', `/${third.id}`)).statusCode).toBe(404);
  });

  it("keeps another user's addresses out of reach: 404 and nothing changed", async () => {
    await clear(mine);
    const own = await add(theirs, branch({ recipient_name: 'Чужий Одержувач' }));
    const before = await list(theirs);
    for (const res of [
      await call(mine, 'PUT', `/${own.id}`, courier()),
      await call(mine, 'PUT', `/${own.id}/default`),
      await call(mine, 'DELETE', `/${own.id}`),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().message).toBe('Не найдено');
    }
    expect(await list(theirs)).toEqual(before);
    expect(await list(mine)).toEqual([]);
    expect((await t.app.inject({ url: '/api/v1/user/addresses' })).statusCode).toBe(401);
  });

  it('answers a wrong form with per-field messages in both languages', async () => {
    const ru = await call(mine, 'POST', '', courier({ street: '', house: ' ', phone: '12', recipient_name: 'A', city: undefined }));
    expect(ru.statusCode, ru.body).toBe(422);
    const errors = ru.json().errors;
    expect(Object.keys(errors).sort()).toEqual(['city', 'house', 'phone', 'recipient_name', 'street']);
    expect(errors.street[0]).toMatch(/обязательно/i);

    const ua = await call(mine, 'POST', '', branch({ warehouse: undefined, phone: '+48 601 234 567' }), 'ua');
    expect(ua.statusCode, ua.body).toBe(422);
    expect(Object.keys(ua.json().errors).sort()).toEqual(['phone', 'warehouse']);
    expect(ua.json().errors.phone[0]).not.toBe(ru.json().errors.phone[0]);

    expect((await call(mine, 'POST', '', { kind: 'pigeon' })).statusCode).toBe(422);
    // A malformed id is not a form field: a bad request, as every id in a path.
    expect((await call(mine, 'PUT', '/abc', branch())).statusCode).toBe(400);
  });

  it(`keeps at most ${ADDRESSES_MAX} addresses`, async () => {
    await clear(mine);
    for (let i = 0; i < ADDRESSES_MAX; i++) await add(mine, courier({ house: String(i + 1) }));
    const over = await call(mine, 'POST', '', courier({ house: '99' }), 'ua');
    expect(over.statusCode, over.body).toBe(409);
    expect(over.json().message).toContain(String(ADDRESSES_MAX));
    const rows = await list(mine);
    expect(rows).toHaveLength(ADDRESSES_MAX);
    expect(rows.filter((a) => a.isDefault)).toHaveLength(1);
  });
});
