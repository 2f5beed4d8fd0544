import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import type { StaffRole } from '@shop/contracts/staff-roles';

/**
 * Accounts (SPEC §3 "User"): users, their professional documents and saved addresses. The sessions,
 * recovery tokens and phone verifications are the `auth` domain's (`auth.ts`).
 */

/** Stored user types (ARCHITECTURE §4); "authorised" is derived from `assigned_code`, never stored. */
export const STORED_USER_TYPES = ['none', 'noid', 'regular', 'professional', 'distributor'] as const;
export type StoredUserType = (typeof STORED_USER_TYPES)[number];

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    secondName: text('second_name').notNull().default(''),
    /** E.164, "+380671234567"; null for accounts made by social sign-in. */
    phone: text('phone'),
    /** Kept lower-case; unique case-insensitively. */
    email: text('email').notNull(),
    city: text('city'),
    /** argon2id; null when the account was made by social sign-in and never set a password. */
    passwordHash: text('password_hash'),
    /** Own ID code of a professional or distributor. */
    code: text('code'),
    /** Code of the professional or distributor this user is linked to ("authorised" user). */
    assignedCode: text('assigned_code'),
    userType: text('user_type').$type<StoredUserType>().notNull().default('regular'),
    /** Place of work given at the professional registration. */
    work: text('work'),
    isManager: boolean('is_manager').notNull().default(false),
    /** For managers: their distributor. */
    distributorId: integer('distributor_id').references((): AnyPgColumn => users.id, { onDelete: 'cascade' }),
    /** `inactive` accounts (e.g. a deactivated manager) cannot sign in. */
    status: text('status').$type<'active' | 'inactive'>().notNull().default('active'),
    canUseBonuses: boolean('can_use_bonuses').notNull().default(false),
    /** Whole hryvnias. */
    bonusAmount: integer('bonus_amount').notNull().default(0),
    /** Percent off professional prices. */
    individualDiscount: integer('individual_discount').notNull().default(0),
    /** The back-office role of a staff account (migration 0046); null for everyone else. */
    staffRole: text('staff_role').$type<StaffRole>(),
    /** Computed by the database from `staff_role`: the admin bar is a staff role's, never set apart. */
    canSeeAdminHeader: boolean('can_see_admin_header')
      .notNull()
      .generatedAlwaysAs(sql`staff_role is not null`),
    tempDiscount: boolean('temp_discount').notNull().default(false),
    googleId: text('google_id'),
    facebookId: text('facebook_id'),
    /** Language of letters sent without a request (`ru` or `ua`). */
    lang: text('lang').notNull().default('ru'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${t.email})`),
    uniqueIndex('users_phone_idx').on(t.phone),
    uniqueIndex('users_code_idx').on(t.code),
    uniqueIndex('users_google_idx').on(t.googleId),
    uniqueIndex('users_facebook_idx').on(t.facebookId),
    index('users_distributor_idx').on(t.distributorId),
    index('users_assigned_code_idx').on(t.assignedCode),
    check('users_type_check', sql`${t.userType} in ('none', 'noid', 'regular', 'professional', 'distributor')`),
    check('users_status_check', sql`${t.status} in ('active', 'inactive')`),
    check('users_staff_role_check', sql`${t.staffRole} in ('administrator', 'order_manager', 'content_editor', 'reviewer')`),
    check('users_discount_check', sql`${t.individualDiscount} between 0 and 100`),
  ],
);

/** Professional documents; stored outside the web root under a random name. */
export const userFiles = pgTable(
  'user_files',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** File name under `<dataDir>/uploads/user-files/`. */
    storedName: text('stored_name').notNull(),
    originalName: text('original_name').notNull(),
    mimeType: text('mime_type').$type<'application/pdf' | 'image/jpeg' | 'image/png'>().notNull(),
    size: integer('size').notNull(),
    status: text('status').$type<'pending' | 'approved' | 'rejected'>().notNull().default('pending'),
    reviewComment: text('review_comment'),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_files_user_idx').on(t.userId),
    uniqueIndex('user_files_stored_idx').on(t.storedName),
    check('user_files_status_check', sql`${t.status} in ('pending', 'approved', 'rejected')`),
  ],
);

/**
 * The user's address book (SPEC §3 "Address"): a Nova Poshta branch (`guid` the department's ref,
 * `address` its name) or a courier address (street, house, flat; `address` the line they make), with
 * the recipient. At most one address is the default (checkout preselects it); `town` is its city.
 */
export const userAddresses = pgTable(
  'user_addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['branch', 'courier'] }).notNull().default('branch'),
    recipientName: text('recipient_name').notNull().default(''),
    phone: text('phone').notNull().default(''),
    address: text('address').notNull(),
    guid: text('guid'),
    town: text('town').notNull(),
    cityRef: text('city_ref'),
    street: text('street'),
    house: text('house'),
    flat: text('flat'),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('user_addresses_user_idx').on(t.userId),
    uniqueIndex('user_addresses_default_idx').on(t.userId).where(sql`${t.isDefault}`),
    check('user_addresses_kind_check', sql`${t.kind} in ('branch', 'courier')`),
  ],
);
