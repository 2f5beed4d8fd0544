import fs from 'node:fs';
import path from 'node:path';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { Application, ApplicationsQuery } from '@shop/contracts/staff-applications';
import type { ApiDeps } from '../../deps.ts';
import { HttpError, genericMessage } from '../../core/errors.ts';
import { type Page, offsetOf, toPage } from '../../core/pagination.ts';
import { newIdCode } from '../users/id-codes.ts';
import { toDocuments } from '../users/me.ts';
import { userFilesDir } from '../users/user-files.service.ts';
import { forgetCachedUser } from '../auth/sessions.service.ts';
import { recordStaffAction } from '../audit/audit.public.ts';
import { queueApplicationLetter } from './application-letters.ts';
import { applicationsMessage } from './applications.messages.ts';
import * as repo from './applications.repository.ts';

function toApplication(row: repo.ApplicantRow, files: repo.ApplicationFileRow[]): Application {
  const documents = toDocuments(files);
  const oldestPending = files.filter((f) => f.status === 'pending').at(-1) ?? files[0];
  return {
    userId: row.id,
    name: row.name,
    secondName: row.secondName,
    email: row.email,
    phone: row.phone,
    city: row.city,
    work: row.work,
    userType: row.userType,
    code: row.code,
    state: documents.state === 'none' ? 'pending' : documents.state,
    files: documents.files,
    submittedAt: (oldestPending?.createdAt ?? row.createdAt).toISOString(),
  };
}

/** GET /staff/professional-applications: accounts by review state, with their documents. */
export async function listApplications(deps: ApiDeps, query: ApplicationsQuery, url: string): Promise<Page<Application>> {
  const { db } = deps.database;
  const { rows, total } = await repo.listApplicants(db, query.state, query.per_page, offsetOf(query.page, query.per_page));
  const files = await repo.filesOf(db, rows.map((row) => row.id));
  const items = rows.map((row) => toApplication(row, files.filter((f) => f.userId === row.id)));
  return toPage(items, total, query.page, query.per_page, url);
}

/** One applicant's document for staff to read; a file of another account is 404, as a missing one. */
export async function applicationFile(deps: ApiDeps, userId: number, fileId: number, lang: ApiLanguage) {
  const file = await repo.findApplicantFile(deps.database.db, userId, fileId);
  if (!file) throw new HttpError(404, genericMessage(lang, 'notFound'));
  const filePath = path.join(userFilesDir(deps), path.basename(file.storedName));
  try {
    await fs.promises.access(filePath, fs.constants.R_OK);
  } catch {
    throw new HttpError(404, applicationsMessage(lang, 'fileGone'));
  }
  return { file, stream: fs.createReadStream(filePath) };
}

type Decision = { kind: 'approve'; userType: 'professional' | 'distributor' } | { kind: 'reject'; reason: string };

/**
 * Approves or rejects one application, once: the account is locked, and only a `noid` account with
 * documents waiting can be decided; a second decision (or one on an account with nothing waiting)
 * is 409. The files' review, the account's new type and ID code, the audit row and the letter are
 * written in one transaction.
 */
export async function decideApplication(deps: ApiDeps, actorId: number, userId: number, decision: Decision, lang: ApiLanguage): Promise<Application> {
  const { db } = deps.database;
  const publicOrigin = deps.config.accounts.publicOrigin;
  await db.transaction(async (tx) => {
    const applicant = await repo.lockApplicant(tx, userId);
    if (!applicant) throw new HttpError(404, genericMessage(lang, 'notFound'));
    const files = await repo.filesOf(tx, [userId]);
    if (applicant.userType !== 'noid' || !files.some((f) => f.status === 'pending')) {
      throw new HttpError(409, applicationsMessage(lang, files.length ? 'alreadyDecided' : 'nothingToDecide'));
    }
    if (decision.kind === 'approve') {
      const code = newIdCode(decision.userType);
      const fileIds = await repo.decidePendingFiles(tx, userId, 'approved', null);
      await repo.makeProfessional(tx, userId, decision.userType, code);
      await recordStaffAction(tx, {
        actorId,
        action: 'application.approve',
        subjectType: 'user',
        subjectId: userId,
        before: { userType: 'noid', code: null },
        after: { userType: decision.userType, code },
        details: { userType: decision.userType, code, files: fileIds },
      });
      await queueApplicationLetter(tx, applicant, { kind: 'approved', userType: decision.userType, code }, publicOrigin);
    } else {
      const fileIds = await repo.decidePendingFiles(tx, userId, 'rejected', decision.reason);
      await recordStaffAction(tx, { actorId, action: 'application.reject', subjectType: 'user', subjectId: userId, details: { reason: decision.reason, files: fileIds } });
      await queueApplicationLetter(tx, applicant, { kind: 'rejected', reason: decision.reason }, publicOrigin);
    }
  });
  // The signed-in applicant's cached user carries the old type: read afresh on its next request.
  await forgetCachedUser(deps, userId);
  const row = await repo.findApplicant(db, userId);
  if (!row) throw new HttpError(404, genericMessage(lang, 'notFound'));
  return toApplication(row, await repo.filesOf(db, [userId]));
}
