import { z } from 'zod';
import { listEnvelope, pageQuery } from './envelope.ts';
import { emailField, passwordField, requiredText } from './auth.ts';

/**
 * A distributor's managers (SPEC §5 "Create manager", §6, §7 "Distributor managers"): accounts that
 * sign in with their own e-mail and password and act for the distributor (its prices, orders and
 * storage), but cannot manage managers themselves.
 */

/** Manager names: required, at most 255 characters (SPEC §5). */
export const MANAGER_NAME_MAX = 255;
export const MANAGERS_PER_PAGE = 10;
export const MANAGER_STATUSES = ['activate', 'deactivate'] as const;
export type ManagerStatusAction = (typeof MANAGER_STATUSES)[number];

const managerName = requiredText(1, MANAGER_NAME_MAX);

/** POST /v1/distributor/managers. */
export const managerCreatePayload = z.strictObject({
  first_name: managerName,
  last_name: managerName,
  email: emailField,
  password: passwordField,
});
export type ManagerCreatePayload = z.infer<typeof managerCreatePayload>;

/** PUT /v1/distributor/managers/{id}: the same fields; a password only when it is being changed. */
export const managerEditPayload = z.strictObject({
  first_name: managerName,
  last_name: managerName,
  email: emailField,
  password: passwordField.optional(),
});
export type ManagerEditPayload = z.infer<typeof managerEditPayload>;

export const managerParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });
export const managerStatusParams = managerParams.extend({ status: z.enum(MANAGER_STATUSES) });

export const managersQuery = pageQuery(MANAGERS_PER_PAGE, 50);

export const manager = z.object({
  id: z.number().int(),
  status: z.enum(['active', 'inactive']),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  created_at: z.string(),
});
export type Manager = z.infer<typeof manager>;

export const managersList = listEnvelope(manager);
export type ManagersList = z.infer<typeof managersList>;

/** The edit dialog's form: an empty password field keeps the manager's password. */
export const managerEditForm = managerEditPayload.extend({ password: z.union([z.literal(''), passwordField]) });
