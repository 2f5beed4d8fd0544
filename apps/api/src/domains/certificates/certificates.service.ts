import { and, desc, eq } from 'drizzle-orm';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { Certificate } from '@shop/contracts/certificates';
import { certificates } from '../../db/schema/certificates.ts';
import { users } from '../../db/schema/users.ts';
import type { ApiDeps } from '../../deps.ts';
import { HttpError, genericMessage } from '../../core/errors.ts';
import { renderCertificatePdf } from './certificate-pdf.ts';

type CertificateRow = typeof certificates.$inferSelect;

function toCertificate(row: CertificateRow): Certificate {
  return {
    id: row.id,
    number: row.number,
    title: row.title,
    course: row.course,
    issuedOn: row.issuedOn,
    pdfUrl: `/api/v1/certificates/${row.id}/pdf`,
  };
}

/** The owner's certificates, newest first. */
export async function listCertificates(deps: ApiDeps, userId: number): Promise<Certificate[]> {
  const rows = await deps.database.db.select().from(certificates).where(eq(certificates.userId, userId)).orderBy(desc(certificates.issuedOn), desc(certificates.id));
  return rows.map(toCertificate);
}

async function ownCertificate(deps: ApiDeps, userId: number, id: number, lang: ApiLanguage): Promise<CertificateRow> {
  const [row] = await deps.database.db.select().from(certificates).where(and(eq(certificates.id, id), eq(certificates.userId, userId))).limit(1);
  // Another user's certificate is answered as a missing one.
  if (!row) throw new HttpError(404, genericMessage(lang, 'notFound'));
  return row;
}

export async function certificateOf(deps: ApiDeps, userId: number, id: number, lang: ApiLanguage): Promise<Certificate> {
  return toCertificate(await ownCertificate(deps, userId, id, lang));
}

export async function certificatePdf(deps: ApiDeps, userId: number, id: number, lang: ApiLanguage): Promise<{ number: string; pdf: Buffer }> {
  const row = await ownCertificate(deps, userId, id, lang);
  const [holder] = await deps.database.db.select({ name: users.name, secondName: users.secondName }).from(users).where(eq(users.id, userId));
  const pdf = await renderCertificatePdf({ ...row, holder: [holder?.name, holder?.secondName].filter(Boolean).join(' ') });
  return { number: row.number, pdf };
}
