import { z } from 'zod';
import { SINGLE_LINE_TEXT } from './bounds.ts';
import { dataEnvelope, listEnvelope, pageQuery } from './envelope.ts';
import { STAFF_ROLES } from './staff-roles.ts';

/**
 * Accounts as the back office's administrators see and change them (issue 29, screen "Users"):
 * search, one account (never its password or hash), its type, discounts, bonuses, block, agent code
 * and staff role. The API validates with these schemas and the screen's forms with the same ones.
 */

export const STAFF_USER_TYPES = ['none', 'noid', 'regular', 'professional', 'distributor'] as const;
export type StaffUserType = (typeof STAFF_USER_TYPES)[number];
export const STAFF_USER_STATUSES = ['active', 'inactive'] as const;
export const STAFF_USERS_PER_PAGE = 25;
/** The longest agent (ID) code: `PRO-K7MX4-RD9TQ` is 15 characters. */
export const AGENT_CODE_MAX = 32;

const filterOf = <T extends readonly [string, ...string[]]>(values: T) => z.enum(values).optional().catch(undefined);

export const staffUsersQuery = pageQuery(STAFF_USERS_PER_PAGE, 100).extend({
  /** Part of a name, e-mail, phone or code; an id finds that account. */
  q: z.string().trim().max(120).optional().catch(undefined),
  user_type: filterOf(STAFF_USER_TYPES),
  status: filterOf(STAFF_USER_STATUSES),
  /** `any` lists every staff account. */
  staff_role: filterOf([...STAFF_ROLES, 'any'] as const),
});
export type StaffUsersQuery = z.infer<typeof staffUsersQuery>;

export const staffUserParams = z.object({ id: z.coerce.number().int().min(1).max(2_147_483_647) });

/** One account: every field the back office shows. No password, no hash, no social ids. */
export const staffUser = z.object({
  id: z.number().int(),
  name: z.string(),
  second_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  city: z.string().nullable(),
  work: z.string().nullable(),
  user_type: z.enum(STAFF_USER_TYPES),
  status: z.enum(STAFF_USER_STATUSES),
  code: z.string().nullable(),
  assigned_code: z.string().nullable(),
  is_manager: z.boolean(),
  distributor_id: z.number().int().nullable(),
  individual_discount: z.number().int(),
  temp_discount: z.boolean(),
  can_use_bonuses: z.boolean(),
  bonus_amount: z.number().int(),
  staff_role: z.enum(STAFF_ROLES).nullable(),
  lang: z.string(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type StaffUser = z.infer<typeof staffUser>;
export const staffUsersList = listEnvelope(staffUser);
export const staffUserAnswer = dataEnvelope(staffUser);

/**
 * A change of an account: only the fields sent change. `status: inactive` blocks the account and ends
 * its sessions at once; `assigned_code` must be an active professional's or distributor's code (null
 * unlinks). Unknown keys are refused (no mass assignment of a password, an e-mail or a staff role).
 */
export const staffUserPatch = z
  .strictObject({
    user_type: z.enum(STAFF_USER_TYPES, { error: 'validation.invalid' }).optional(),
    individual_discount: z
      .number({ error: 'validation.integer' })
      .int({ error: 'validation.integer' })
      .min(0, { error: 'validation.invalid' })
      .max(100, { error: 'validation.invalid' })
      .optional(),
    temp_discount: z.boolean({ error: 'validation.invalid' }).optional(),
    can_use_bonuses: z.boolean({ error: 'validation.invalid' }).optional(),
    status: z.enum(STAFF_USER_STATUSES, { error: 'validation.invalid' }).optional(),
    assigned_code: z
      .string({ error: 'validation.invalid' })
      .trim()
      .max(AGENT_CODE_MAX, { error: 'validation.invalid' })
      .regex(SINGLE_LINE_TEXT, { error: 'validation.invalid' })
      .transform((code) => (code === '' ? null : code.toUpperCase()))
      .nullable()
      .optional(),
  })
  .refine((patch) => Object.values(patch).some((value) => value !== undefined), { message: 'validation.required', path: ['user_type'] });
export type StaffUserPatch = z.infer<typeof staffUserPatch>;

/** Gives a staff role (or takes it back with null): administrators only, never their own. */
export const staffRoleBody = z.strictObject({
  staff_role: z.enum(STAFF_ROLES, { error: 'validation.invalid' }).nullable(),
});
export type StaffRoleBody = z.infer<typeof staffRoleBody>;
