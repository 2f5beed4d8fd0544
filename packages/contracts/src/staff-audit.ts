import { z } from 'zod';
import { INT32_MAX } from './bounds.ts';
import { listEnvelope, pageQuery } from './envelope.ts';

/**
 * The audit log as the back office reads it (issue 29, screen "Audit log"): every staff change, who
 * made it, when, to which record, and its fields before and after; newest first, paged on the
 * server, filtered by actor, subject, action and a range of Kyiv days. Read only: the log is
 * appended to by the changes themselves and never edited.
 */

export const AUDIT_PER_PAGE = 50;

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const day = z
  .string({ error: 'validation.invalid' })
  .regex(ISO_DAY, { error: 'validation.invalid' })
  .refine((value) => !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) && new Date(`${value}T00:00:00Z`).toISOString().startsWith(value), {
    message: 'validation.invalid',
  })
  .meta({ description: 'A day, YYYY-MM-DD (Kyiv time)', example: '2026-03-01' });

const id = z.coerce.number({ error: 'validation.integer' }).int({ error: 'validation.integer' }).min(1, { error: 'validation.invalid' }).max(INT32_MAX, { error: 'validation.invalid' });

export const auditQuery = pageQuery(AUDIT_PER_PAGE, 100)
  .extend({
    actor_id: id.optional(),
    /** `user`, `order`, `product`, `settings`, … */
    subject_type: z.string({ error: 'validation.invalid' }).regex(/^[a-z_]{1,40}$/, { error: 'validation.invalid' }).optional(),
    /** Shop-wide settings are subject 0. */
    subject_id: z.coerce.number({ error: 'validation.integer' }).int({ error: 'validation.integer' }).min(0, { error: 'validation.invalid' }).max(INT32_MAX, { error: 'validation.invalid' }).optional(),
    /** An action (`order.ship`), or every action of a kind with a trailing dot (`order.`). */
    action: z.string({ error: 'validation.invalid' }).regex(/^[a-z_]{1,40}(\.[a-z_]{0,40})?$/, { error: 'validation.invalid' }).optional(),
    from: day.optional(),
    to: day.optional(),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, { message: 'validation.invalid', path: ['to'] });
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  /** The staff account; null once it was deleted (the record stays). */
  actor: z.object({ id: z.number().int(), email: z.string(), name: z.string() }).nullable(),
  action: z.string(),
  subject_type: z.string(),
  subject_id: z.number().int(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntry>;
export const auditList = listEnvelope(auditEntry);
