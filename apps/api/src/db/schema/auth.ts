import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * The `auth` domain's tables: sessions, recovery tokens and phone verifications. Secrets (refresh
 * tokens, recovery tokens, SMS codes, confirm tokens) are stored only as hashes.
 */

/**
 * Refresh tokens. Each sign-in starts a family; every refresh replaces the token with a new one of
 * the same family (derived from the old one, created at the rotation). Presenting a token that was
 * already replaced gives the same successor back within the refresh grace, and after it revokes the
 * whole family.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: text('family_id').notNull(),
    /** SHA-256 of the token, hex. */
    tokenHash: text('token_hash').notNull(),
    /** Long (30 days, persistent cookie) or browser-session refresh. */
    remember: boolean('remember').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    replacedBy: integer('replaced_by'),
    userAgent: text('user_agent'),
    ip: text('ip'),
  },
  (t) => [
    uniqueIndex('refresh_tokens_hash_idx').on(t.tokenHash),
    index('refresh_tokens_family_idx').on(t.familyId),
    index('refresh_tokens_user_idx').on(t.userId),
  ],
);

/** One-time password recovery tokens (1 hour). */
export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('password_reset_tokens_hash_idx').on(t.tokenHash), index('password_reset_tokens_user_idx').on(t.userId)],
);

/**
 * SMS codes and the confirm tokens they turn into. A code allows a few attempts and then burns;
 * a confirm token proves the phone once (registration or phone change).
 */
export const phoneVerifications = pgTable(
  'phone_verifications',
  {
    id: serial('id').primaryKey(),
    /** E.164. */
    phone: text('phone').notNull(),
    /** HMAC-SHA256 of the code with the server secret, hex. */
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    confirmTokenHash: text('confirm_token_hash'),
    confirmExpiresAt: timestamp('confirm_expires_at', { withTimezone: true }),
    usedAt: timestamp('used_at', { withTimezone: true }),
    ip: text('ip'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('phone_verifications_phone_idx').on(t.phone, t.createdAt),
    uniqueIndex('phone_verifications_confirm_idx').on(t.confirmTokenHash),
  ],
);

/**
 * Proofs that someone reads an e-mail box, sent as a link (single use, expiring, stored as a hash):
 * `email-change` moves the user's e-mail only once the new address confirms; `social` makes or links
 * an account for a provider identity whose e-mail the provider does not vouch for.
 */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').$type<'email-change' | 'social'>().notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    provider: text('provider').$type<'google' | 'facebook'>(),
    providerId: text('provider_id'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    lang: text('lang').$type<'ru' | 'ua'>().notNull().default('ru'),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('email_confirmations_hash_idx').on(t.tokenHash), index('email_confirmations_user_idx').on(t.userId)],
);
