import { date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { courses } from './platform.ts';
import { users } from './users.ts';

/** Course certificates of professionals (migration 0036; the course, 0044): read by their owner only, also as a PDF. */
export const certificates = pgTable(
  'certificates',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The number printed on the certificate, e.g. "PC-2026-00017". */
    number: text('number').notNull(),
    title: text('title').notNull(),
    course: text('course').notNull(),
    issuedOn: date('issued_on').notNull(),
    /** The course whose quiz was passed (migration 0044): one certificate per user and course. */
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('certificates_number_idx').on(t.number), index('certificates_user_idx').on(t.userId), uniqueIndex('certificates_user_course_idx').on(t.userId, t.courseId)],
);
