import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { bearer, registerUser, type RegisteredUser } from '../auth/auth.test-support.ts';
import { userFilesDir } from './user-files.service.ts';

let t: TestApp;
let user: RegisteredUser;
let seeded: Set<string>;
beforeAll(async () => {
  t = await createTestApp({ products: 5 });
  seeded = new Set(storedFiles());
  user = await registerUser(t, { register_mode: 'professional', work: 'Салон «Лілія»' });
});
afterAll(() => t?.close());

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj <<>> endobj\n'), Buffer.alloc(2048, 0x20), Buffer.from('\n%%EOF\n')]);
const PNG = Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(512, 1)]);
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(512, 2)]);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0x02, 0x01, 0x01]), Buffer.alloc(512, 0)]);

/** A multipart body built by hand, as a browser's FormData would send it. */
function multipart(files: Array<{ name: string; content: Buffer; type?: string; field?: string }>) {
  const boundary = `----shop${Date.now()}`;
  const parts = files.map((f) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${f.field ?? 'files'}"; filename="${f.name}"\r\nContent-Type: ${f.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      f.content,
      Buffer.from('\r\n'),
    ]),
  );
  return {
    payload: Buffer.concat([...parts, Buffer.from(`--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

async function upload(token: string, files: Parameters<typeof multipart>[0], lang = 'ru') {
  const body = multipart(files);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/user/files',
    payload: body.payload,
    headers: { ...body.headers, ...bearer(token), 'x-localization': lang },
  });
}

const storedFiles = () => (fs.existsSync(userFilesDir(t.deps)) ? fs.readdirSync(userFilesDir(t.deps)) : []);
const fileRows = async (userId: number) =>
  (await t.deps.database.db.execute<{ n: number }>(sql`select count(*)::int as n from user_files where user_id = ${userId}`)).rows[0].n;

describe('POST /user/files', () => {
  it('stores a real PDF and images outside the web root under random names, pending review', async () => {
    const res = await upload(user.accessToken, [
      { name: 'диплом.pdf', content: PDF, type: 'application/pdf' },
      { name: 'certificate.PNG', content: PNG },
      { name: 'passport.jpeg', content: JPEG },
    ]);
    expect(res.statusCode, res.body).toBe(201);
    const documents = res.json().data;
    expect(documents.state).toBe('pending');
    expect(documents.files.map((f: { name: string; mimeType: string; size: number; status: string }) => [f.name, f.mimeType, f.size, f.status])).toEqual([
      ['passport.jpeg', 'image/jpeg', JPEG.length, 'pending'],
      ['certificate.PNG', 'image/png', PNG.length, 'pending'],
      ['диплом.pdf', 'application/pdf', PDF.length, 'pending'],
    ]);
    // The demo seed keeps the noid applicant's documents in the same folder.
    const names = storedFiles().filter((name) => !seeded.has(name));
    expect(names).toHaveLength(3);
    for (const name of names) expect(name).toMatch(/^[0-9a-f]{32}\.(pdf|png|jpg)$/);
    expect(userFilesDir(t.deps).startsWith(path.join(t.deps.config.dataDir, 'uploads'))).toBe(true);
    const pdf = names.find((n) => n.endsWith('.pdf'))!;
    expect(fs.readFileSync(path.join(userFilesDir(t.deps), pdf)).equals(PDF)).toBe(true);

    // auth/me shows the review state.
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(user.accessToken) });
    expect(me.json().data.documents.state).toBe('pending');
    expect(me.json().data.documents.files).toHaveLength(3);
  });

  it('refuses a .pdf whose content is PNG or a program, keeping nothing of the request', async () => {
    const other = await registerUser(t);
    const before = storedFiles().length;
    const png = await upload(other.accessToken, [
      { name: 'ok.pdf', content: PDF },
      { name: 'scan.pdf', content: PNG, type: 'application/pdf' },
    ]);
    expect(png.statusCode).toBe(422);
    expect(png.json().errors).toEqual({ files: ['Содержимое файла «scan.pdf» не соответствует его расширению'] });

    const elf = await upload(other.accessToken, [{ name: 'diploma.pdf', content: ELF, type: 'application/pdf' }], 'ua');
    expect(elf.statusCode).toBe(422);
    expect(elf.json().errors).toEqual({ files: ['Допустимі лише файли PDF, JPEG і PNG'] });

    const exe = await upload(other.accessToken, [{ name: 'setup.exe', content: PDF }]);
    expect(exe.statusCode).toBe(422);

    expect(storedFiles().length).toBe(before);
    expect(await fileRows(other.id)).toBe(0);
    expect(fs.readdirSync(path.join(t.deps.config.dataDir, 'uploads', 'tmp'))).toEqual([]);
  });

  it('answers 413 for a file over 10 MB', async () => {
    const other = await registerUser(t);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024, 0x20)]);
    const res = await upload(other.accessToken, [{ name: 'big.pdf', content: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('Файл больше 10 МБ');
    expect(await fileRows(other.id)).toBe(0);
  });

  it('refuses more than 5 files at once, an empty form and a non-multipart body', async () => {
    const other = await registerUser(t);
    const six = await upload(other.accessToken, Array.from({ length: 6 }, (_, i) => ({ name: `d${i}.pdf`, content: PDF })));
    expect(six.statusCode).toBe(422);
    expect(six.json().errors.files[0]).toBe('За один раз можно загрузить не больше 5 файлов');
    expect(await fileRows(other.id)).toBe(0);

    const empty = await upload(other.accessToken, []);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ files: ['Прикрепите хотя бы один файл'] });

    const json = await t.app.inject({ method: 'POST', url: '/api/v1/user/files', payload: { files: [] }, headers: bearer(other.accessToken) });
    expect(json.statusCode).toBe(415);
  });

  it('is for signed-in users only, and each user sees only their own documents', async () => {
    const guest = multipart([{ name: 'd.pdf', content: PDF }]);
    const res = await t.app.inject({ method: 'POST', url: '/api/v1/user/files', payload: guest.payload, headers: guest.headers });
    expect(res.statusCode).toBe(401);

    const stranger = await registerUser(t);
    const me = await t.app.inject({ url: '/api/v1/auth/me', headers: bearer(stranger.accessToken) });
    expect(me.json().data.documents).toEqual({ state: 'none', files: [] });
  });
});
