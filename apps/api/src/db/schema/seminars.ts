import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { brands } from './catalog.ts';
import { users } from './users.ts';

/**
 * Seminars (migration 0041): public events of the shop's brands, in a town or online. Texts in Russian
 * (`_ru`) and Ukrainian (`_uk`); a town and a speaker carry a slug the filters use. The price is in
 * whole hryvnias, 0 for a free seminar; `seats_taken` never passes `seats` (the check, and the one
 * conditional UPDATE a registration takes a seat with).
 */
export type SeminarFormat = 'online' | 'offline';

export const seminars = pgTable(
  'seminars',
  {
    id: serial('id').primaryKey(),
    titleRu: text('title_ru').notNull(),
    titleUk: text('title_uk').notNull(),
    descriptionRu: text('description_ru').notNull(),
    descriptionUk: text('description_uk').notNull(),
    format: text('format').$type<SeminarFormat>().notNull(),
    /** Null for an online seminar. */
    citySlug: text('city_slug'),
    cityRu: text('city_ru'),
    cityUk: text('city_uk'),
    /** Where an offline seminar takes place (hall, street). */
    placeRu: text('place_ru'),
    placeUk: text('place_uk'),
    brandId: integer('brand_id').references(() => brands.id, { onDelete: 'set null' }),
    speakerSlug: text('speaker_slug').notNull(),
    speakerRu: text('speaker_ru').notNull(),
    speakerUk: text('speaker_uk').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    /** Whole hryvnias; 0 = free (registration), otherwise a ticket is bought. */
    price: integer('price').notNull().default(0),
    seats: integer('seats').notNull(),
    seatsTaken: integer('seats_taken').notNull().default(0),
    /** Path of the poster under /media/, when there is one. */
    poster: text('poster'),
    /** The recording of a past seminar (YouTube link). */
    videoUrl: text('video_url'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('seminars_starts_idx').on(t.startsAt),
    check('seminars_format_check', sql`${t.format} in ('online', 'offline')`),
    check('seminars_seats_check', sql`${t.seatsTaken} >= 0 and ${t.seatsTaken} <= ${t.seats}`),
    check('seminars_price_check', sql`${t.price} >= 0`),
  ],
);

/** A free seminar's registrations: one per phone and seminar. */
export const seminarRegistrations = pgTable(
  'seminar_registrations',
  {
    id: serial('id').primaryKey(),
    seminarId: integer('seminar_id')
      .notNull()
      .references(() => seminars.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    surname: text('surname').notNull(),
    /** `+380` and nine digits. */
    phone: text('phone').notNull(),
    comment: text('comment'),
    lang: text('lang').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('seminar_registrations_phone_idx').on(t.seminarId, t.phone)],
);
