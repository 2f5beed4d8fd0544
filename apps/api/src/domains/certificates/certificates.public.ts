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
  // Mostly one statement: the new certificate, or (a pass again) the one the user already holds.
  const { rows } = await db.execute<{ id: number; number: string }>(sql`
    with issued as (
      insert into certificates (user_id, course_id, number, title, course, issued_on)
      values (${input.userId}, ${input.courseId},
              ${`PC-${year}-`} || lpad(nextval('certificate_numbers')::text, 5, '0') || '-' || upper(substr(md5(gen_random_uuid()::text), 1, 6)),
              'Сертифікат', ${input.course}, ${input.issuedOn})
      on conflict (user_id, course_id) do nothing
      returning id, number
    )
    select id, number from issued
    union all
    select id, number from certificates
    where user_id = ${input.userId} and course_id = ${input.courseId} and not exists (select 1 from issued)`);
  if (rows[0]) return toIssued({ id: Number(rows[0].id), number: rows[0].number });
  // A pass of another attempt committed the certificate after this statement's snapshot was taken: a
  // new statement sees it.
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
