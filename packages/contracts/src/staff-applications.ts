import { z } from 'zod';
import { NO_CONTROL_CHARACTERS } from './bounds.ts';
import { dataEnvelope, listEnvelope, pageQuery } from './envelope.ts';
import { userFile } from './user.ts';

/**
 * Professional applications as staff review them (SPEC §6 "Becoming a professional"): a `noid` user
 * and the documents it uploaded. Staff approve one (the account becomes a professional or a
 * distributor with its own ID code) or reject it with a reason (the user may upload again).
 */

export const APPLICATION_STATES = ['pending', 'rejected', 'approved'] as const;
export type ApplicationState = (typeof APPLICATION_STATES)[number];
export const APPLICATIONS_PER_PAGE = 20;
export const REJECT_REASON_MAX = 1000;

const id = z.coerce.number().int().min(1).max(2_147_483_647);

export const applicationsQuery = pageQuery(APPLICATIONS_PER_PAGE, 100).extend({
  state: z.enum(APPLICATION_STATES).catch('pending').default('pending'),
});
export type ApplicationsQuery = z.infer<typeof applicationsQuery>;

export const applicationParams = z.object({ userId: id });
export const applicationFileParams = z.object({ userId: id, fileId: id });

export const application = z.object({
  /** The applicant's account id, as `userId`: the back office's records are keyed by `id`. */
  id: z.number().int(),
  userId: z.number().int(),
  name: z.string(),
  secondName: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  work: z.string().nullable(),
  userType: z.string(),
  code: z.string().nullable(),
  state: z.enum(APPLICATION_STATES),
  files: z.array(userFile),
  submittedAt: z.string(),
});
export type Application = z.infer<typeof application>;
export const applicationsList = listEnvelope(application);
export const applicationAnswer = dataEnvelope(application);

export const approveApplicationBody = z.strictObject({
  user_type: z.enum(['professional', 'distributor'], { error: 'validation.invalid' }),
});
export const rejectApplicationBody = z.strictObject({
  reason: z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .max(REJECT_REASON_MAX)
    .regex(NO_CONTROL_CHARACTERS, { error: 'validation.invalid' }),
});

/** A decision's letter as the applicant reads it (text version). */
export const applicationLetter = z.object({ subject: z.string(), text: z.string() });
export type ApplicationLetter = z.infer<typeof applicationLetter>;

/** One decision on the application, from the audit log, with the letter it sent. */
export const applicationDecisionRecord = z.object({
  at: z.string(),
  decision: z.enum(['approve', 'reject']),
  /** The staff member's e-mail; null once that account is deleted. */
  actor: z.string().nullable(),
  userType: z.enum(['professional', 'distributor']).nullable(),
  code: z.string().nullable(),
  reason: z.string().nullable(),
  letter: applicationLetter,
});
export type ApplicationDecisionRecord = z.infer<typeof applicationDecisionRecord>;

/** GET /v1/staff/professional-applications/{userId}: the application and its decisions, oldest first. */
export const applicationDetail = application.extend({ history: z.array(applicationDecisionRecord) });
export type ApplicationDetail = z.infer<typeof applicationDetail>;

/**
 * GET /v1/staff/professional-applications/{userId}/letter: the letter a decision would send, read
 * before deciding. `decision=approve` with `user_type`, or `decision=reject` with `reason`.
 */
export const applicationLetterQuery = z.object({
  decision: z.enum(['approve', 'reject'], { error: 'validation.invalid' }),
  user_type: z.enum(['professional', 'distributor']).catch('professional').default('professional'),
  reason: z.string().trim().max(REJECT_REASON_MAX).regex(NO_CONTROL_CHARACTERS, { error: 'validation.invalid' }).default(''),
});
