import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ID_CODE_SHAPE } from '../users/id-codes.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, localMailer, registerUser, signIn, type RegisteredUser } from '../auth/auth.test-support.ts';
import { demoEmail } from '../orders/orders.test-support.ts';
import { sendDueAccountLetters } from './account-letters.ts';

let t: TestApp;
let staff: string;
let professional: string;
beforeAll(async () => {
  t = await createTestApp({ products: 5 });
  staff = (await signIn(t, demoEmail('staff'))).accessToken;
  professional = (await signIn(t, demoEmail('professional'))).accessToken;
});
afterAll(() => t?.close());

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n'), Buffer.alloc(1024, 0x20), Buffer.from('\n%%EOF\n')]);

async function upload(token: string) {
  const boundary = `----shop${Date.now()}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="диплом.pdf"\r\nContent-Type: application/pdf\r\n\r\n`),
    PDF,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/v1/user/files',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, ...bearer(token) },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data.files[0].id as number;
}

async function applicant(lang: 'ru' | 'ua' = 'ru'): Promise<RegisteredUser & { fileId: number }> {
  const user = await registerUser(t, { register_mode: 'professional', work: 'Салон «Лілія»' });
  await t.deps.database.db.execute(sql`update users set lang = ${lang} where id = ${user.id}`);
  return { ...user, fileId: await upload(user.accessToken) };
}

const decide = (userId: number, action: 'approve' | 'reject', payload: object, token = staff, lang = 'ru') =>
  t.app.inject({ method: 'POST', url: `/api/v1/staff/professional-applications/${userId}/${action}`, headers: { ...bearer(token), 'x-localization': lang }, payload });
const list = (query = '', token = staff) => t.app.inject({ url: `/api/v1/staff/professional-applications${query}`, headers: bearer(token) });
const actions = async (userId: number) =>
  (
    await t.deps.database.db.execute<{ actor_id: number; action: string; details: Record<string, unknown> }>(
      sql`select actor_id, action, details from staff_actions where subject_type = 'user' and subject_id = ${userId} order by id`,
    )
  ).rows;

describe('staff review of professional applications', () => {
  it('lists waiting applications with their documents, and staff download one', async () => {
    const user = await applicant();
    const res = await list('?state=pending&per_page=100');
    expect(res.statusCode, res.body).toBe(200);
    const found = res.json().data.find((a: { userId: number }) => a.userId === user.id);
    expect(found).toMatchObject({ state: 'pending', userType: 'noid', work: 'Салон «Лілія»' });
    expect(found.files.map((f: { id: number; name: string }) => [f.id, f.name])).toEqual([[user.fileId, 'диплом.pdf']]);
    expect(res.json().meta.per_page).toBe(100);

    const file = await t.app.inject({ url: `/api/v1/staff/professional-applications/${user.id}/files/${user.fileId}`, headers: bearer(staff) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('application/pdf');
    // Shown inline in the review screen, never sniffed, loading nothing.
    expect(file.headers['content-disposition']).toMatch(/^inline; filename="document-\d+\.pdf"/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    expect(file.headers['content-security-policy']).toContain("default-src 'none'");
    expect(file.rawPayload.equals(PDF)).toBe(true);
    // A file id under another account's id is 404, as a missing one.
    const other = await applicant();
    const crossed = await t.app.inject({ url: `/api/v1/staff/professional-applications/${other.id}/files/${user.fileId}`, headers: bearer(staff) });
    expect(crossed.statusCode).toBe(404);
  });

  it('seeds the demo noid applicant with real documents waiting', async () => {
    const res = await list('?per_page=100');
    const noid = res.json().data.find((a: { email: string }) => a.email === demoEmail('noid'));
    expect(noid.files.map((f: { mimeType: string; status: string }) => [f.mimeType, f.status]).sort()).toEqual([
      ['application/pdf', 'pending'],
      ['image/png', 'pending'],
    ]);
    for (const file of noid.files) {
      const res = await t.app.inject({ url: `/api/v1/staff/professional-applications/${noid.userId}/files/${file.id}`, headers: bearer(staff) });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.length).toBe(file.size);
    }
  });

  it('sends a document whose stored type is not one of the three as bytes to download, never inline', async () => {
    const user = await applicant();
    await t.deps.database.db.execute(sql`update user_files set mime_type = 'text/html' where id = ${user.fileId}`);
    const file = await t.app.inject({ url: `/api/v1/staff/professional-applications/${user.id}/files/${user.fileId}`, headers: bearer(staff) });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/octet-stream');
    expect(file.headers['content-disposition']).toMatch(/^attachment; filename="document-\d+\.bin"/);
  });

  it('shows one application with its decisions and their letters, and the letter a decision would send', async () => {
    const reviewer = (await signIn(t, demoEmail('reviewer'))).accessToken;
    const user = await applicant('ua');
    const detail = (token = reviewer) => t.app.inject({ url: `/api/v1/staff/professional-applications/${user.id}`, headers: bearer(token) });
    const fresh = await detail();
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json().data).toMatchObject({ userId: user.id, state: 'pending', history: [] });

    const preview = await t.app.inject({
      url: `/api/v1/staff/professional-applications/${user.id}/letter?decision=reject&reason=${encodeURIComponent('Фото розмите')}`,
      headers: bearer(reviewer),
    });
    expect(preview.statusCode, preview.body).toBe(200);
    expect(preview.json().data).toMatchObject({ subject: 'Документи не пройшли перевірку', text: expect.stringContaining('Причина: Фото розмите') });
    const bad = await t.app.inject({ url: `/api/v1/staff/professional-applications/${user.id}/letter?decision=maybe`, headers: bearer(reviewer) });
    // A query that fails is not the user's typing: 400 (core/errors.ts), with the field named.
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors.decision).toBeDefined();
    expect(await actions(user.id)).toEqual([]);

    expect((await decide(user.id, 'reject', { reason: 'Фото розмите' }, reviewer)).statusCode).toBe(200);
    await upload(user.accessToken);
    const approved = await decide(user.id, 'approve', { user_type: 'professional' }, reviewer);
    const history = (await detail()).json().data.history;
    expect(history).toEqual([
      expect.objectContaining({ decision: 'reject', actor: demoEmail('reviewer'), reason: 'Фото розмите', userType: null }),
      expect.objectContaining({ decision: 'approve', actor: demoEmail('reviewer'), userType: 'professional', code: approved.json().data.code }),
    ]);
    expect(history[0].letter.text).toContain('Причина: Фото розмите');
    expect(history[1].letter.text).toContain(approved.json().data.code);

    // An account without documents is no application; a shop account may not read one.
    expect((await t.app.inject({ url: `/api/v1/staff/professional-applications/${(await registerUser(t)).id}`, headers: bearer(reviewer) })).statusCode).toBe(404);
    expect((await detail(professional)).statusCode).toBe(403);
  });

  it('lets the owner read back its own document, and nobody else through that route', async () => {
    const user = await applicant();
    const own = await t.app.inject({ url: `/api/v1/user/files/${user.fileId}`, headers: bearer(user.accessToken) });
    expect(own.statusCode).toBe(200);
    expect(own.rawPayload.equals(PDF)).toBe(true);
    const other = await applicant();
    expect((await t.app.inject({ url: `/api/v1/user/files/${user.fileId}`, headers: bearer(other.accessToken) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/user/files/${user.fileId}`, headers: bearer(staff) })).statusCode).toBe(404);
    expect((await t.app.inject({ url: `/api/v1/user/files/${user.fileId}` })).statusCode).toBe(401);
  });

  it('approves once: the account becomes a professional with an ID code, the files approved, the decision audited and mailed', async () => {
    const user = await applicant('ua');
    const res = await decide(user.id, 'approve', { user_type: 'professional' });
    expect(res.statusCode, res.body).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ state: 'approved', userType: 'professional' });
    expect(data.code).toMatch(ID_CODE_SHAPE);
    expect(data.code.startsWith('PRO-')).toBe(true);
    expect(data.files.every((f: { status: string }) => f.status === 'approved')).toBe(true);

    const again = await decide(user.id, 'reject', { reason: 'Пізно' });
    expect(again.statusCode).toBe(409);
    expect(await actions(user.id)).toEqual([
      { actor_id: expect.any(Number), action: 'application.approve', details: { userType: 'professional', code: data.code, files: [user.fileId] } },
    ]);

    // The applicant's next request sees the new type (its cached session user was dropped).
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(user.accessToken) });
    expect(me.json().data.userType.name).toBe('professional');
    expect(me.json().data.documents.state).toBe('approved');

    await sendDueAccountLetters(t.deps);
    const [letter] = localMailer(t).lettersTo(user.email);
    expect(letter.subject).toBe('Ваш статус фахівця підтверджено');
    expect(letter.text).toContain(data.code);
    expect(letter.text).toContain('/ua/profile/user-info/');
    const left = await t.deps.database.db.execute<{ n: number }>(sql`select count(*)::int as n from account_letters where user_id = ${user.id}`);
    expect(left.rows[0].n).toBe(0);
  });

  it('rejects with a reason the applicant reads; the user may upload again and be approved as a distributor', async () => {
    const user = await applicant('ru');
    const missing = await decide(user.id, 'reject', {}, staff, 'ua');
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.reason).toBeDefined();
    const res = await decide(user.id, 'reject', { reason: 'Диплом нечитаем' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data.state).toBe('rejected');
    expect(res.json().data.files[0]).toMatchObject({ status: 'rejected', reviewComment: 'Диплом нечитаем' });
    expect((await decide(user.id, 'approve', { user_type: 'professional' })).statusCode).toBe(409);
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(user.accessToken) });
    expect(me.json().data).toMatchObject({ userType: { name: 'noid' }, documents: { state: 'rejected' } });
    const rejected = await list('?state=rejected&per_page=100');
    expect(rejected.json().data.some((a: { userId: number }) => a.userId === user.id)).toBe(true);

    await sendDueAccountLetters(t.deps);
    const [letter] = localMailer(t).lettersTo(user.email);
    expect(letter.subject).toBe('Документы не прошли проверку');
    expect(letter.text).toContain('Причина: Диплом нечитаем');

    await upload(user.accessToken);
    const approved = await decide(user.id, 'approve', { user_type: 'distributor' });
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data.code.startsWith('DIS-')).toBe(true);
    expect((await actions(user.id)).map((a) => a.action)).toEqual(['application.reject', 'application.approve']);
  });

  it('decides once when two staff decide at the same moment', async () => {
    const user = await applicant();
    const answers = await Promise.all([decide(user.id, 'approve', { user_type: 'professional' }), decide(user.id, 'reject', { reason: 'Нет' })]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(await actions(user.id)).toHaveLength(1);
  });

  it('answers 404 for an unknown account, 409 for an account with nothing waiting, 422 for a bad type', async () => {
    expect((await decide(999_999, 'approve', { user_type: 'professional' })).statusCode).toBe(404);
    const user = await registerUser(t);
    expect((await decide(user.id, 'approve', { user_type: 'professional' })).statusCode).toBe(409);
    const bad = await decide(user.id, 'approve', { user_type: 'staff' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors.user_type).toBeDefined();
  });

  it('is staff only: a guest is 401, a professional or the applicant itself 403, and nothing changes', async () => {
    const user = await applicant();
    expect((await t.app.inject({ url: '/api/v1/staff/professional-applications' })).statusCode).toBe(401);
    const guest = await t.app.inject({ method: 'POST', url: `/api/v1/staff/professional-applications/${user.id}/approve`, payload: { user_type: 'professional' } });
    expect(guest.statusCode).toBe(401);
    expect((await list('', professional)).statusCode).toBe(403);
    expect((await decide(user.id, 'approve', { user_type: 'professional' }, user.accessToken)).statusCode).toBe(403);
    expect((await decide(user.id, 'approve', {}, professional)).statusCode).toBe(403);
    const file = await t.app.inject({ url: `/api/v1/staff/professional-applications/${user.id}/files/${user.fileId}`, headers: bearer(professional) });
    expect(file.statusCode).toBe(403);
    expect(await actions(user.id)).toEqual([]);
  });
});
