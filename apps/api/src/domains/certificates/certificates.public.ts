import { and, eq, sql } from 'drizzle-orm';
import type { CertificateVerification } from '@shop/contracts/certificates';
import type { DbOrTx } from '../../db/client.ts';
import { certificates } from '../../db/schema/certificates.ts';
import { users } from '../../db/schema/users.ts';

/**
 * What other domains may do with certificates: the platform issues one when a course's quiz is
 * passed, and reads which courses a user holds one of.
 */

export interface IssuedCertificate {
  id: number;
  number: string;
  pdfUrl: string;
}

const toIssued = (row: { id: number; number: string }): IssuedCertificate => ({ id: row.id, number: row.number, pdfUrl: `/api/v1/certificates/${row.id}/pdf` });

/**
 * Issues the course's certificate to the user once: the unique (user, course) index and ON CONFLICT
 * DO NOTHING make concurrent passes end with one row, and every caller gets that row back. Numbers
 * are `PC-<year>-<sequence>-<6 random hex>`, the sequence starting above the hand-made ones; the
 * random tail keeps the public check from being walked number by number.
 */
export async function issueCourseCertificate(db: DbOrTx, input: { userId: number; courseId: number; course: string; issuedOn: string }): Promise<IssuedCertificate> {
  const year = input.issuedOn.slice(0, 4);
  const [inserted] = await db
    .insert(certificates)
    .values({
      userId: input.userId,
      courseId: input.courseId,
      number: sql`${`PC-${year}-`} || lpad(nextval('certificate_numbers')::text, 5, '0') || '-' || upper(substr(md5(gen_random_uuid()::text), 1, 6))`,
      title: 'Сертифікат',
      course: input.course,
      issuedOn: input.issuedOn,
    })
    .onConflictDoNothing({ target: [certificates.userId, certificates.courseId] })
    .returning({ id: certificates.id, number: certificates.number });
  if (inserted) return toIssued(inserted);
  const [existing] = await db
    .select({ id: certificates.id, number: certificates.number })
    .from(certificates)
    .where(and(eq(certificates.userId, input.userId), eq(certificates.courseId, input.courseId)));
  if (!existing) throw new Error('certificate row missing after a conflict');
  return toIssued(existing);
}

/** The user's certificates by course, for the course cards. */
export async function certificatesByCourse(db: DbOrTx, userId: number): Promise<Map<number, IssuedCertificate>> {
  const rows = await db
    .select({ id: certificates.id, number: certificates.number, courseId: certificates.courseId })
    .from(certificates)
    .where(and(eq(certificates.userId, userId), sql`${certificates.courseId} is not null`));
  return new Map(rows.map((row) => [row.courseId as number, toIssued(row)]));
}

/** A certificate by its number for the public check: the holder's name, the course and the date only. */
export async function verifyCertificate(db: DbOrTx, number: string): Promise<CertificateVerification | null> {
  const [row] = await db
    .select({ number: certificates.number, course: certificates.course, issuedOn: certificates.issuedOn, name: users.name, secondName: users.secondName })
    .from(certificates)
    .innerJoin(users, eq(users.id, certificates.userId))
    .where(eq(certificates.number, number.toUpperCase()))
    .limit(1);
  if (!row) return null;
  return { number: row.number, holder: [row.name, row.secondName].filter(Boolean).join(' '), course: row.course, issuedOn: row.issuedOn };
}
