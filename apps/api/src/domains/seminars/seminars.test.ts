import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seminarRegistrations, seminars } from '../../db/schema/index.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, fromIp, signIn, uniqueIp, uniquePhone } from '../auth/auth.test-support.ts';
import { demoEmail } from '../orders/orders.test-support.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ products: 5 });
});
afterAll(() => t?.close());

const get = (url: string, lang = 'ru') => t.app.inject({ url, headers: { 'x-localization': lang } });
const register = (body: object, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v1/seminars/request', payload: body, headers: { 'x-localization': 'ru', ...fromIp(uniqueIp()), ...headers } });

async function addSeminar(values: Partial<typeof seminars.$inferInsert> = {}): Promise<number> {
  const startsAt = new Date(Date.now() + 7 * 86_400_000);
  const [row] = await t.deps.database.db
    .insert(seminars)
    .values({
      titleRu: 'Тестовый семинар',
      titleUk: 'Тестовий семінар',
      descriptionRu: 'Описание',
      descriptionUk: 'Опис',
      format: 'online',
      speakerSlug: 'test-speaker',
      speakerRu: 'Анна Тестова',
      speakerUk: 'Анна Тестова',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 3_600_000),
      price: 0,
      seats: 10,
      ...values,
    })
    .returning({ id: seminars.id });
  return row.id;
}

const registrationsOf = async (id: number) =>
  (await t.deps.database.db.select().from(seminarRegistrations).where(eq(seminarRegistrations.seminarId, id))).length;
const seatsTakenOf = async (id: number) =>
  (await t.deps.database.db.select({ taken: seminars.seatsTaken }).from(seminars).where(eq(seminars.id, id)))[0].taken;
const body = (seminarId: number, phone = uniquePhone()) => ({ name: 'Оксана', surname: 'Литвин', phone, comment: 'Приду с коллегой', seminar_id: seminarId });

describe('seminars list', () => {
  it('lists the seeded coming seminars soonest first, the past ones latest first, with paging links', async () => {
    const coming = await get('/api/v1/seminars?per_page=5');
    expect(coming.statusCode, coming.body).toBe(200);
    const list = coming.json();
    expect(list.meta).toMatchObject({ current_page: 1, per_page: 5, total: 12, last_page: 3 });
    expect(list.links.next).toBe('/api/v1/seminars?per_page=5&page=2');
    const starts = list.data.map((s: { startsAt: string }) => s.startsAt);
    expect([...starts].sort()).toEqual(starts);
    expect(list.data.every((s: { past: boolean }) => !s.past)).toBe(true);
    const past = (await get('/api/v1/seminars?when=past&perPage=20')).json();
    expect(past.meta.total).toBe(8);
    expect(past.data.every((s: { past: boolean }) => s.past)).toBe(true);
    expect(past.data.filter((s: { videoUrl: string | null }) => s.videoUrl).length).toBe(3);
    const pastStarts = past.data.map((s: { startsAt: string }) => s.startsAt);
    expect([...pastStarts].sort().reverse()).toEqual(pastStarts);
  });

  it('filters by city, format, speaker, brand and days, in the asked language', async () => {
    const kyiv = (await get('/api/v1/seminars?city=kyiv', 'ua')).json();
    expect(kyiv.data.length).toBeGreaterThan(0);
    expect(kyiv.data.every((s: { city: { title: string } }) => s.city.title === 'Київ')).toBe(true);
    const online = (await get('/api/v1/seminars?format=online')).json();
    expect(online.data.every((s: { format: string; city: unknown }) => s.format === 'online' && s.city === null)).toBe(true);
    const speaker = (await get('/api/v1/seminars?speaker=olena-melnyk')).json();
    expect(speaker.data.every((s: { speaker: { name: string } }) => s.speaker.name === 'Елена Мельник')).toBe(true);
    const [brandOption] = (await get('/api/v1/seminars/filters?type=brand')).json().data[0].options;
    const brand = (await get(`/api/v1/seminars?brand=${brandOption.value}`)).json();
    expect(brand.meta.total).toBe(brandOption.count);
    const first = kyiv.data[0].startsAt.slice(0, 10);
    const day = (await get(`/api/v1/seminars?date_from=${first}&date_to=${first}`)).json();
    expect(day.data.map((s: { id: number }) => s.id)).toContain(kyiv.data[0].id);
    const none = (await get('/api/v1/seminars?city=nowhere')).json();
    expect(none).toMatchObject({ data: [], meta: { total: 0 } });
  });

  it('answers each filter\'s values with counts that match the list', async () => {
    const all = (await get('/api/v1/seminars/filters')).json().data;
    expect(all.map((f: { type: string }) => f.type)).toEqual(['city', 'brand', 'format', 'speaker', 'month']);
    const formats = (await get('/api/v1/seminars/filters?type=format', 'ua')).json().data[0].options;
    const total = formats.reduce((sum: number, o: { count: number }) => sum + o.count, 0);
    expect(total).toBe((await get('/api/v1/seminars')).json().meta.total);
    const cities = (await get('/api/v1/seminars/filters?type=city&when=past')).json().data[0].options;
    for (const option of cities) {
      expect((await get(`/api/v1/seminars?when=past&city=${option.value}`)).json().meta.total).toBe(option.count);
    }
    const months = (await get('/api/v1/seminars/filters?type=month')).json().data[0].options;
    expect(months[0].value).toMatch(/^\d{4}-\d{2}$/);
  });

  it('refuses bad parameters with 422 naming each', async () => {
    const bad = await get('/api/v1/seminars?when=soon&format=hybrid&date_from=2026-13-01&page=0&city=Киев');
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors).sort()).toEqual(['city', 'date_from', 'format', 'page', 'when']);
    const reversed = await get('/api/v1/seminars?date_from=2026-05-02&date_to=2026-05-01');
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors.date_to).toBeDefined();
    expect((await get('/api/v1/seminars/filters?type=colour')).statusCode).toBe(422);
  });

  it('reads one seminar; an unknown one is 404', async () => {
    const [first] = (await get('/api/v1/seminars')).json().data;
    const one = await get(`/api/v1/seminars/${first.id}`, 'ua');
    expect(one.statusCode).toBe(200);
    expect(one.json().data).toMatchObject({ id: first.id, seatsLeft: first.seatsLeft });
    expect((await get('/api/v1/seminars/2000000000')).statusCode).toBe(404);
  });
});

describe('seminar registration', () => {
  it('registers a guest for a free seminar, takes a seat, queues the shop\'s letter, and the cached seat count follows', async () => {
    const id = await addSeminar({ seats: 3 });
    expect((await get(`/api/v1/seminars/${id}`)).json().data.seatsLeft).toBe(3);
    const lettersBefore = Number((await t.deps.database.db.execute<{ n: number }>(sql`select count(*)::int as n from account_letters`)).rows[0].n);
    const res = await register({ ...body(id), phone: '+380(67)555-12-34' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({ seatsLeft: 2 });
    expect(res.json().data.message).toContain('записаны');
    const [stored] = await t.deps.database.db.select().from(seminarRegistrations).where(eq(seminarRegistrations.seminarId, id));
    expect(stored).toMatchObject({ phone: '+380675551234', name: 'Оксана', surname: 'Литвин', userId: null, lang: 'ru' });
    const letters = await t.deps.database.db.execute<{ subject: string; text_body: string }>(sql`select subject, text_body from account_letters order by id desc limit 1`);
    expect(Number((await t.deps.database.db.execute<{ n: number }>(sql`select count(*)::int as n from account_letters`)).rows[0].n)).toBe(lettersBefore + 1);
    expect(letters.rows[0].text_body).toContain('+380675551234');
    expect((await get(`/api/v1/seminars/${id}`)).json().data.seatsLeft).toBe(2);
  });

  it('links a signed-in user\'s registration to the account', async () => {
    const id = await addSeminar();
    const token = (await signIn(t, demoEmail('regular'))).accessToken;
    expect((await register(body(id), bearer(token))).statusCode).toBe(201);
    const [stored] = await t.deps.database.db.select().from(seminarRegistrations).where(eq(seminarRegistrations.seminarId, id));
    expect(stored.userId).not.toBeNull();
  });

  it('never gives more seats than there are: 50 concurrent registrations for 10 seats', async () => {
    const id = await addSeminar({ seats: 10 });
    const answers = await Promise.all(Array.from({ length: 50 }, () => register(body(id))));
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 201)).toHaveLength(10);
    expect(statuses.filter((s) => s === 422)).toHaveLength(40);
    expect(answers.find((a) => a.statusCode === 422)!.json().errors.seminar_id[0]).toBe('Свободных мест больше нет');
    expect(await registrationsOf(id)).toBe(10);
    expect(await seatsTakenOf(id)).toBe(10);
  });

  it('refuses a second registration of one phone (also at once), leaving one row and one seat', async () => {
    const id = await addSeminar();
    const phone = uniquePhone();
    const answers = await Promise.all(Array.from({ length: 5 }, () => register(body(id, phone))));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    const refused = answers.find((a) => a.statusCode === 409)!.json();
    expect(refused.errors.phone).toEqual(['Этот телефон уже записан на семинар']);
    expect(await registrationsOf(id)).toBe(1);
    expect(await seatsTakenOf(id)).toBe(1);
  });

  it('refuses a paid, a past, a full and an unknown seminar on seminar_id, in the asked language', async () => {
    const paid = await addSeminar({ price: 500 });
    const pastStart = new Date(Date.now() - 3 * 86_400_000);
    const past = await addSeminar({ startsAt: pastStart, endsAt: new Date(pastStart.getTime() + 3_600_000) });
    const full = await addSeminar({ seats: 2, seatsTaken: 2 });
    const cases: Array<[number, string]> = [
      [paid, 'Семінар платний: купіть квиток, щоб узяти участь'],
      [past, 'Семінар уже минув, записатися на нього не можна'],
      [full, 'Вільних місць більше немає'],
      [2_000_000_000, 'Такого семінару немає'],
    ];
    for (const [id, message] of cases) {
      const res = await register(body(id), { 'x-localization': 'ua' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.seminar_id).toEqual([message]);
    }
    for (const id of [paid, past, full]) expect(await registrationsOf(id)).toBe(0);
    expect(await seatsTakenOf(full)).toBe(2);
  });

  it('answers 422 per field in the asked language and stores nothing', async () => {
    const id = await addSeminar();
    const res = await register({ name: 'Ан', surname: '', phone: '+380(67)12', comment: 'x'.repeat(1001), seminar_id: id, extra: 1 }, { 'x-localization': 'ua' });
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors;
    expect(Object.keys(errors).sort()).toEqual(['comment', 'extra', 'name', 'phone', 'surname']);
    expect(errors.surname).toEqual(["Поле обов'язкове для заповнення"]);
    expect((await register({ seminar_id: 'abc' })).json().errors).toHaveProperty('seminar_id');
    expect(await registrationsOf(id)).toBe(0);
    expect(await seatsTakenOf(id)).toBe(0);
  });

  it('limits one address to ten registrations in ten minutes', async () => {
    const ip = uniqueIp();
    const ids = await Promise.all(Array.from({ length: 11 }, () => addSeminar()));
    const statuses: number[] = [];
    for (const id of ids) statuses.push((await register(body(id), fromIp(ip))).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
    expect(await registrationsOf(ids[10])).toBe(0);
  });

  it('limits one phone to five registrations an hour, from any address', async () => {
    const phone = uniquePhone();
    const ids = await Promise.all(Array.from({ length: 6 }, () => addSeminar()));
    const statuses: number[] = [];
    for (const id of ids) statuses.push((await register(body(id, phone))).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
  });
});
