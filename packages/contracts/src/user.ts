import { z } from 'zod';
import type { AdminEditKind } from './admin-edit.ts';
import {
  emailField,
  idCodeField,
  nameField,
  passwordField,
  PASSWORD_MAX,
  registrationPhoneField,
} from './auth.ts';
import { formText, int32IdParam, NO_CONTROL_CHARACTERS, optionalFormText, SINGLE_LINE_TEXT } from './bounds.ts';
import { ukrainianPhoneField } from './phone.ts';
import { STAFF_ROLES } from './staff-roles.ts';

/**
 * The signed-in user (SPEC §3 "User", "Admin data"), the profile form, the password change, the
 * professional documents and the saved addresses (SPEC §7 "User").
 */

/**
 * `userType.name` (ARCHITECTURE §4): `noid` a professional application waiting for its ID code,
 * `regular`, `professional`, `distributor` (managers too, with `isManager`), `authorised` a client
 * linked to a professional's code (`assignedCode`), `none` an account without a type.
 */
export const USER_TYPE_NAMES = ['none', 'noid', 'regular', 'professional', 'distributor', 'authorised'] as const;
export type UserTypeName = (typeof USER_TYPE_NAMES)[number];

/** The roles enumeration of SPEC §3; managers are `distributor` with `isManager`. */
export const USER_ROLES = ['distributor', 'professional', 'authorized_user', 'unauthorized_user'] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];
/** Review state of a user's professional documents: `none` until something is uploaded. */
export const DOCUMENT_STATES = ['none', ...DOCUMENT_STATUSES] as const;
export type DocumentState = (typeof DOCUMENT_STATES)[number];

export const adminLink = z.object({ url: z.string(), title: z.string() });
/**
 * "Edit" in the admin bar on a record's own page: the edit form of a product, a post or a static page.
 * `url` holds `ADMIN_EDIT_ID`, which the storefront replaces with the id of the record the page shows.
 */
export const adminEditLinks = z.object({ product: adminLink, post: adminLink, page: adminLink } satisfies Record<AdminEditKind, typeof adminLink>);
export type AdminEditLinks = z.infer<typeof adminEditLinks>;
export { ADMIN_EDIT_ID, type AdminEditKind } from './admin-edit.ts';
export const adminData = z.object({ adminHome: adminLink, links: z.array(adminLink), edit: adminEditLinks });
export type AdminData = z.infer<typeof adminData>;

export const userFile = z.object({
  id: z.number().int(),
  /** The name the file had when uploaded. */
  name: z.string(),
  mimeType: z.enum(['application/pdf', 'image/jpeg', 'image/png']),
  size: z.number().int(),
  status: z.enum(DOCUMENT_STATUSES),
  reviewComment: z.string().nullable(),
  uploadedAt: z.string(),
});
export type UserFile = z.infer<typeof userFile>;

export const userDocuments = z.object({ state: z.enum(DOCUMENT_STATES), files: z.array(userFile) });
export type UserDocuments = z.infer<typeof userDocuments>;

export const user = z.object({
  id: z.number().int(),
  name: z.string(),
  secondName: z.string(),
  /** International form, "+380671234567"; null for accounts made by social sign-in. */
  phone: z.string().nullable(),
  email: z.string(),
  city: z.string().nullable(),
  /** The user's own ID code (professionals and distributors). */
  code: z.string().nullable(),
  /** The professional's or distributor's code this user is linked to. */
  assignedCode: z.string().nullable(),
  userType: z.object({ name: z.enum(USER_TYPE_NAMES) }),
  role: z.enum(USER_ROLES),
  isManager: z.boolean(),
  /** For managers: the id of their distributor. */
  distributorId: z.number().int().nullable(),
  canUseBonuses: z.boolean(),
  /** Bonus balance in whole hryvnias (1 bonus = 1 grn). */
  bonusAmount: z.number().int(),
  /** Percent off professional prices; null for distributors and their managers (never shown to them). */
  individualDiscount: z.number().nullable(),
  canSeeAdminHeader: z.boolean(),
  /** The back-office role of a staff account (issue 29); null for everyone else. */
  staffRole: z.enum(STAFF_ROLES).nullable(),
  /** The 5 % basket discount applies (SPEC §9). */
  tempDiscount: z.boolean(),
  /** False for accounts made by social sign-in that never set a password. */
  hasPassword: z.boolean(),
  social: z.object({ google: z.boolean(), facebook: z.boolean() }),
});
export type User = z.infer<typeof user>;

/** GET /v1/auth/me and the answer of PUT /v1/user. */
export const me = user.extend({
  /**
   * The price group the user's prices follow (`retail`, `professional-7`, `distributor`, `client`):
   * a page rendered for another group is loaded again (decision 0010).
   */
  priceAudience: z.string(),
  /** Admin bar data, only for users with canSeeAdminHeader; null otherwise. */
  admin: adminData.nullable(),
  documents: userDocuments,
  /**
   * The account or its own phone has placed an order before (cancelled ones count): the first-order
   * promotion is not offered to it, and the shop's unasked-for popups leave it alone.
   */
  hasOrdered: z.boolean(),
});
export type Me = z.infer<typeof me>;

// ---------------------------------------------------------------------------------------------
// Profile

/** The profile (user-info) form. */
export const profileForm = z.object({
  name: nameField,
  second_name: nameField,
  email: emailField,
  city: z.string().trim().max(120).regex(NO_CONTROL_CHARACTERS, { error: 'validation.invalid' }).nullish(),
});
export type ProfileFormValues = z.input<typeof profileForm>;

/** The "another cosmetologist or distributor ID" dialog: the field is `assignTo`, sent as `assign_to`. */
export const assignToForm = z.object({ assignTo: idCodeField });
export type AssignToFormValues = z.input<typeof assignToForm>;

/**
 * PUT /v1/user: every field is optional, only the ones sent change.
 * - `email` changes need `current_password` (unless the account has no password).
 * - `phone` changes need `confirm_token` from verify-code for the new phone.
 * - `assign_to` links to a professional's or distributor's code; null unlinks.
 */
export const updateProfilePayload = z.strictObject({
  name: nameField.optional(),
  second_name: nameField.optional(),
  email: emailField.optional(),
  city: z.string().trim().max(120).regex(NO_CONTROL_CHARACTERS, { error: 'validation.invalid' }).nullish(),
  phone: registrationPhoneField.optional(),
  confirm_token: z.string().min(1).max(200).optional(),
  current_password: z.string().max(PASSWORD_MAX).optional(),
  assign_to: idCodeField.nullable().optional(),
});
export type UpdateProfilePayload = z.input<typeof updateProfilePayload>;

// ---------------------------------------------------------------------------------------------
// Password change

const newPasswordShape = { password: passwordField, password_confirmation: passwordField };
const passwordsMatch = {
  path: ['password_confirmation'],
  error: 'validation.confirmed',
  when: (payload: z.core.ParsePayload) => {
    const v = payload.value as Record<string, unknown> | undefined;
    return typeof v?.password === 'string' && typeof v?.password_confirmation === 'string';
  },
};
const sameAsConfirmation = (v: { password: string; password_confirmation: string }) => v.password === v.password_confirmation;

/** The password change form for an account that has a password. */
export const passwordChangeForm = z
  .object({ current_password: z.string().min(1).max(PASSWORD_MAX), ...newPasswordShape })
  .refine(sameAsConfirmation, passwordsMatch);
export type PasswordChangeFormValues = z.input<typeof passwordChangeForm>;

/** The same form for an account made by social sign-in that has no password yet. */
export const passwordSetForm = z.object(newPasswordShape).refine(sameAsConfirmation, passwordsMatch);

/** POST /v1/user/password-change: `current_password` is required when the account has a password. */
export const passwordChangePayload = z
  .strictObject({ current_password: z.string().max(PASSWORD_MAX).optional(), ...newPasswordShape })
  .refine(sameAsConfirmation, passwordsMatch);
export type PasswordChangePayload = z.input<typeof passwordChangePayload>;

// ---------------------------------------------------------------------------------------------
// Files, addresses, e-mail by hash

/** POST /v1/user/files (multipart, field `files`, one or more): accepted types and size. */
export const USER_FILE_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export const USER_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const USER_FILES_PER_REQUEST = 5;

/** The two kinds of address the book keeps: a Nova Poshta branch, or a door for the courier. */
export const ADDRESS_KINDS = ['branch', 'courier'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

/** Most addresses one account keeps: enough for home, work and a few salons, not a mailing list. */
export const ADDRESSES_MAX = 20;

/** SPEC §3 "Address": an address of the user's book (GET /v1/user/addresses). */
export const address = z.object({
  id: z.number().int(),
  kind: z.enum(ADDRESS_KINDS),
  /** One line to show: the branch's name, or "street, house, flat". */
  address: z.string(),
  /** The carrier's reference of the department (branch addresses), when known. */
  guid: z.string().nullable(),
  /** The city's name. */
  town: z.string(),
  /** The city's Nova Poshta reference, when it was picked from the directory. */
  cityRef: z.string().nullable(),
  street: z.string().nullable(),
  house: z.string().nullable(),
  flat: z.string().nullable(),
  recipientName: z.string(),
  phone: z.string(),
  /** The address checkout preselects; exactly one of a non-empty book is. */
  isDefault: z.boolean(),
});
export type Address = z.infer<typeof address>;

/** A Nova Poshta reference of a town or department, as the directory gave it. */
const directoryRef = z.string().trim().min(1, { error: 'validation.required' }).max(64).regex(SINGLE_LINE_TEXT, { error: 'validation.invalid' });
const directoryPick = (max: number) => z.strictObject({ ref: directoryRef, name: formText(max, { min: 1 }) });

const recipientShape = {
  recipient_name: formText(120, { min: 2 }),
  phone: ukrainianPhoneField,
  /** Make this the default address (the first address of a book is the default anyway). */
  is_default: z.boolean().optional(),
};

/**
 * POST /v1/user/addresses, PUT /v1/user/addresses/:id. Told apart by `kind`, so a failed field is
 * named as such: a branch needs the city and department picked from Nova Poshta's directory; a
 * courier address the city, street and house (the flat may be empty, a private house has none).
 */
export const addressPayload = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('branch'), city: directoryPick(200), warehouse: directoryPick(300), ...recipientShape }),
  z.strictObject({
    kind: z.literal('courier'),
    city: directoryPick(200),
    street: formText(200, { min: 1 }),
    house: formText(20, { min: 1 }),
    flat: optionalFormText(20),
    ...recipientShape,
  }),
]);
export type AddressPayload = z.input<typeof addressPayload>;
export type AddressInput = z.output<typeof addressPayload>;

export const addressParams = z.object({ id: int32IdParam });

/** GET /v1/get_email_by_hash?hash=…: the e-mail a recovery link was sent to (prefills the restore dialog). */
export const emailByHashQuery = z.object({ hash: z.string().min(1).max(200) });
export const emailByHashResult = z.object({ email: z.string() });
