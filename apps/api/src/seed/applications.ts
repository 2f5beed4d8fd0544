import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import PDFDocument from 'pdfkit';
import { DEMO_DOMAIN } from '@shop/contracts/demo';
import { certificates } from '../db/schema/certificates.ts';
import { userFiles, users } from '../db/schema/users.ts';
import type { ApiDeps } from '../deps.ts';
import { userFilesDir } from '../domains/users/user-files.service.ts';

/** A one-pixel PNG: the scan of a certificate in the demo, small and real. */
const PNG_1PX = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');

function diplomaPdf(): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size: 'A5', margin: 40, info: { Title: 'Diploma (demo)' } });
    const chunks: Buffer[] = [];
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.fontSize(18).text('Diploma of cosmetology', { align: 'center' });
    doc.moveDown().fontSize(11).text('Demo document of the noid applicant, written when the demo shop was seeded.', { align: 'center' });
    doc.end();
  });
}

/**
 * The demo's waiting professional application: noid@ has a diploma (PDF) and a certificate scan
 * (PNG) waiting for review, real files in the data folder, so staff can open and decide it.
 */
export async function seedApplicationDocuments(deps: ApiDeps): Promise<void> {
  const { db } = deps.database;
  const [noid] = await db.select({ id: users.id }).from(users).where(eq(users.email, `noid@${DEMO_DOMAIN}`));
  if (!noid) return;
  const dir = userFilesDir(deps);
  await fs.promises.mkdir(dir, { recursive: true, mode: 0o700 });
  const files = [
    { originalName: 'Диплом косметолога.pdf', mimeType: 'application/pdf' as const, ext: 'pdf', content: await diplomaPdf() },
    { originalName: 'Сертифікат.png', mimeType: 'image/png' as const, ext: 'png', content: PNG_1PX },
  ];
  const rows = [];
  for (const file of files) {
    const storedName = `${randomBytes(16).toString('hex')}.${file.ext}`;
    await fs.promises.writeFile(path.join(dir, storedName), file.content, { mode: 0o600 });
    rows.push({ userId: noid.id, storedName, originalName: file.originalName, mimeType: file.mimeType, size: file.content.length });
  }
  await db.insert(userFiles).values(rows);
}

/** The demo professional's course certificate, so its page and PDF can be tried. */
export async function seedCertificates(deps: ApiDeps): Promise<void> {
  const { db } = deps.database;
  const [professional] = await db.select({ id: users.id }).from(users).where(eq(users.email, `professional@${DEMO_DOMAIN}`));
  if (!professional) return;
  await db.insert(certificates).values({
    userId: professional.id,
    number: 'PC-2026-00017',
    title: 'Сертифікат',
    course: 'Хімічні пілінги: протоколи та безпека',
    issuedOn: '2026-03-14',
  });
}
