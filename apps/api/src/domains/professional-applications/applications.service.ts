import fs from 'node:fs';
import path from 'node:path';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { Application, ApplicationDecisionRecord, ApplicationDetail, ApplicationLetter, ApplicationsQuery } from '@shop/contracts/staff-applications';
import type { ApiDeps } from '../../deps.ts';
import { HttpError, genericMessage } from '../../core/errors.ts';
import { type Page, offsetOf, toPage } from '../../core/pagination.ts';
import { newIdCode } from '../users/id-codes.ts';
import { toDocuments } from '../users/me.ts';
import { userFilesDir } from '../users/user-files.service.ts';
import { forgetCachedUser } from '../auth/sessions.service.ts';
import { recordStaffAction, type StaffActionRecord, staffActionsOf } from '../audit/audit.public.ts';
import { type ApplicationDecision, applicationLetter, queueApplicationLetter } from './application-letters.ts';
import { applicationsMessage } from './applications.messages.ts';
import * as repo from './applications.repository.ts';

function toApplication(row: repo.ApplicantRow, files: repo.ApplicationFileRow[]): Application {
  const documents = toDocuments(files);
  const oldestPending = files.filter((f) => f.status === 'pending').at(-1) ?? files[0];
  return {
    id: row.id,
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

const text = (value: unknown) => (typeof value === 'string' ? value : null);

/** An audit row of a decision as the screen shows it, with the letter that decision queued. */
function toDecisionRecord(applicant: repo.ApplicantRow, record: StaffActionRecord, publicOrigin: string): ApplicationDecisionRecord {
  const approved = record.action === 'application.approve';
  const userType = record.details.userType === 'distributor' ? 'distributor' : 'professional';
  const decision: ApplicationDecision = approved
    ? { kind: 'approved', userType, code: text(record.details.code) ?? '' }
    : { kind: 'rejected', reason: text(record.details.reason) ?? '' };
  const letter = applicationLetter(applicant, decision, publicOrigin);
  return {
    at: new Date(record.at).toISOString(),
    decision: approved ? 'approve' : 'reject',
    actor: record.actor,
    userType: approved ? userType : null,
    code: approved ? text(record.details.code) : null,
    reason: approved ? null : text(record.details.reason),
    letter: { subject: letter.subject, text: letter.text },
  };
}

/** GET /staff/professional-applications/{userId}: one account's application and its decisions, oldest first. */
export async function findApplication(deps: ApiDeps, userId: number, lang: ApiLanguage): Promise<ApplicationDetail> {
  const { db } = deps.database;
  const row = await repo.findApplicant(db, userId);
  const files = row ? await repo.filesOf(db, [userId]) : [];
  // An account that never uploaded a document is not an application.
  if (!row || !files.length) throw new HttpError(404, genericMessage(lang, 'notFound'));
  const actions = await staffActionsOf(db, 'user', userId);
  const history = actions
    .filter((action) => action.action === 'application.approve' || action.action === 'application.reject')
    .map((action) => toDecisionRecord(row, action, deps.config.accounts.publicOrigin));
  return { ...toApplication(row, files), history };
}

/** The letter a decision would send, composed exactly as the decision composes it; nothing is queued. */
export async function decisionLetter(
  deps: ApiDeps,
  userId: number,
  query: { decision: 'approve' | 'reject'; user_type: 'professional' | 'distributor'; reason: string },
  lang: ApiLanguage,
): Promise<ApplicationLetter> {
  const row = await repo.findApplicant(deps.database.db, userId);
  if (!row) throw new HttpError(404, genericMessage(lang, 'notFound'));
  // The code is issued on approval; the preview shows where it will stand.
  const decision: ApplicationDecision =
    query.decision === 'approve' ? { kind: 'approved', userType: query.user_type, code: '…' } : { kind: 'rejected', reason: query.reason || '…' };
  const letter = applicationLetter(row, decision, deps.config.accounts.publicOrigin);
  return { subject: letter.subject, text: letter.text };
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
