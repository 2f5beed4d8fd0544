import { and, asc, count, desc, eq, gte, lt, sql, type SQL } from 'drizzle-orm';
import type { SeminarFilterType, SeminarListQuery, SeminarPeriod } from '@shop/contracts/seminars';
import type { DbOrTx } from '../../db/client.ts';
import { accountLetters, brands, seminarRegistrations, seminars } from '../../db/schema/index.ts';

/**
 * Kyiv's day boundaries: a `date_from`/`date_to` day is the shop's calendar day. A literal, not a
 * parameter, so the month expression is the same text in the select and the group by.
 */
const KYIV = sql.raw(`'Europe/Kyiv'`);

export const seminarColumns = {
  id: seminars.id,
  titleRu: seminars.titleRu,
  titleUk: seminars.titleUk,
  descriptionRu: seminars.descriptionRu,
  descriptionUk: seminars.descriptionUk,
  format: seminars.format,
  citySlug: seminars.citySlug,
  cityRu: seminars.cityRu,
  cityUk: seminars.cityUk,
  placeRu: seminars.placeRu,
  placeUk: seminars.placeUk,
  brandSlug: brands.slug,
  brandRu: brands.titleRu,
  brandUk: brands.titleUk,
  speakerSlug: seminars.speakerSlug,
  speakerRu: seminars.speakerRu,
  speakerUk: seminars.speakerUk,
  startsAt: seminars.startsAt,
  endsAt: seminars.endsAt,
  price: seminars.price,
  seats: seminars.seats,
  seatsTaken: seminars.seatsTaken,
  poster: seminars.poster,
  videoUrl: seminars.videoUrl,
};

export type SeminarRow = {
  [K in keyof typeof seminarColumns]: (typeof seminarColumns)[K]['_']['notNull'] extends true
    ? (typeof seminarColumns)[K]['_']['data']
    : (typeof seminarColumns)[K]['_']['data'] | null;
};

/** Coming = not yet ended; past = ended. */
function periodCondition(when: SeminarPeriod, now: Date): SQL {
  return when === 'past' ? lt(seminars.endsAt, now) : gte(seminars.endsAt, now);
}

type Filters = Omit<SeminarListQuery, 'page' | 'per_page' | 'when'>;

/** The conditions of every filter but `skip` (a filter's own counts ignore its own choice). */
function filterConditions(filters: Partial<Filters>, skip?: SeminarFilterType): SQL[] {
  const where: SQL[] = [];
  if (filters.city && skip !== 'city') where.push(eq(seminars.citySlug, filters.city));
  if (filters.brand && skip !== 'brand') where.push(eq(brands.slug, filters.brand));
  if (filters.format && skip !== 'format') where.push(eq(seminars.format, filters.format));
  if (filters.speaker && skip !== 'speaker') where.push(eq(seminars.speakerSlug, filters.speaker));
  if (filters.date_from) where.push(sql`${seminars.startsAt} >= (${filters.date_from}::date)::timestamp at time zone ${KYIV}`);
  if (filters.date_to) where.push(sql`${seminars.startsAt} < (${filters.date_to}::date + 1)::timestamp at time zone ${KYIV}`);
  return where;
}

export async function listSeminars(
  db: DbOrTx,
  query: SeminarListQuery,
  now: Date,
): Promise<{ rows: SeminarRow[]; total: number }> {
  const where = and(periodCondition(query.when, now), ...filterConditions(query));
  // Coming seminars soonest first; past ones latest first.
  const order = query.when === 'past' ? [desc(seminars.startsAt), desc(seminars.id)] : [asc(seminars.startsAt), asc(seminars.id)];
  const [rows, [{ total }]] = await Promise.all([
    db
      .select(seminarColumns)
      .from(seminars)
      .leftJoin(brands, eq(brands.id, seminars.brandId))
      .where(where)
      .orderBy(...order)
      .limit(query.per_page)
      .offset((query.page - 1) * query.per_page),
    db.select({ total: count() }).from(seminars).leftJoin(brands, eq(brands.id, seminars.brandId)).where(where),
  ]);
  return { rows: rows as SeminarRow[], total: Number(total) };
}

export async function findSeminar(db: DbOrTx, id: number): Promise<SeminarRow | undefined> {
  const [row] = await db.select(seminarColumns).from(seminars).leftJoin(brands, eq(brands.id, seminars.brandId)).where(eq(seminars.id, id));
  return row as SeminarRow | undefined;
}

export interface OptionRow {
  value: string;
  titleRu: string;
  titleUk: string;
  count: number;
}

/** One filter's values within a period, with how many seminars each has, given the other filters. */
export async function filterOptions(db: DbOrTx, type: SeminarFilterType, when: SeminarPeriod, now: Date, chosen: Partial<Filters> = {}): Promise<OptionRow[]> {
  const where = and(periodCondition(when, now), ...filterConditions(chosen, type));
  const month = sql<string>`to_char(${seminars.startsAt} at time zone ${KYIV}, 'YYYY-MM')`;
  const columns = {
    city: { value: seminars.citySlug, titleRu: seminars.cityRu, titleUk: seminars.cityUk },
    brand: { value: brands.slug, titleRu: brands.titleRu, titleUk: brands.titleUk },
    format: { value: seminars.format, titleRu: seminars.format, titleUk: seminars.format },
    speaker: { value: seminars.speakerSlug, titleRu: seminars.speakerRu, titleUk: seminars.speakerUk },
    month: { value: month, titleRu: month, titleUk: month },
  }[type];
  const rows = await db
    .select({ value: columns.value, titleRu: sql<string>`min(${columns.titleRu})`, titleUk: sql<string>`min(${columns.titleUk})`, count: count() })
    .from(seminars)
    .leftJoin(brands, eq(brands.id, seminars.brandId))
    .where(and(where, sql`${columns.value} is not null`))
    .groupBy(columns.value)
    .orderBy(type === 'month' ? (when === 'past' ? desc(columns.value) : asc(columns.value)) : asc(sql`min(${columns.titleRu})`));
  return rows.map((r) => ({ value: String(r.value), titleRu: r.titleRu, titleUk: r.titleUk, count: Number(r.count) }));
}

/**
 * Takes one seat of a free, coming seminar: one conditional UPDATE, so concurrent registrations
 * queue on the row and none passes `seats`. Returns the seats left, or undefined when the seminar
 * is full, paid, over or missing (the caller tells which).
 */
export async function takeSeat(tx: DbOrTx, seminarId: number, now: Date): Promise<number | undefined> {
  const [row] = await tx
    .update(seminars)
    .set({ seatsTaken: sql`${seminars.seatsTaken} + 1` })
    .where(and(eq(seminars.id, seminarId), eq(seminars.price, 0), gte(seminars.endsAt, now), lt(seminars.seatsTaken, seminars.seats)))
    .returning({ left: sql<number>`${seminars.seats} - ${seminars.seatsTaken}` });
  return row ? Number(row.left) : undefined;
}

export async function phoneRegistered(db: DbOrTx, seminarId: number, phone: string): Promise<boolean> {
  const [row] = await db
    .select({ id: seminarRegistrations.id })
    .from(seminarRegistrations)
    .where(and(eq(seminarRegistrations.seminarId, seminarId), eq(seminarRegistrations.phone, phone)));
  return Boolean(row);
}

/** Inserts the registration; undefined when the phone is already registered for the seminar. */
export async function insertRegistration(
  tx: DbOrTx,
  row: { seminarId: number; userId: number | null; name: string; surname: string; phone: string; comment: string | null; lang: string },
): Promise<number | undefined> {
  const [inserted] = await tx
    .insert(seminarRegistrations)
    .values(row)
    .onConflictDoNothing({ target: [seminarRegistrations.seminarId, seminarRegistrations.phone] })
    .returning({ id: seminarRegistrations.id });
  return inserted?.id;
}

/**
 * Queues the shop's letter in the shop's letter outbox (account_letters, sent by its job), in the
 * registration's transaction: a registration that rolls back sends nothing.
 */
export async function queueLetter(tx: DbOrTx, letter: { to: string; subject: string; text: string; html: string }): Promise<void> {
  await tx.insert(accountLetters).values({ userId: null, recipient: letter.to, subject: letter.subject, textBody: letter.text, htmlBody: letter.html });
}
