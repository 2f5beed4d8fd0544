import type { ApiLanguage } from '@shop/contracts/i18n';
import type { Seminar, SeminarFilter, SeminarFiltersQuery, SeminarListQuery } from '@shop/contracts/seminars';
import { SEMINAR_FILTER_TYPES } from '@shop/contracts/seminars';
import type { ApiDeps } from '../../deps.ts';
import { HttpError, validationError } from '../../core/errors.ts';
import { pick } from '../../core/localized.ts';
import { toPage, type Page } from '../../core/pagination.ts';
import { enforce, type RateLimit } from '../../core/rate-limit.ts';
import { getVariables } from '../content/content.service.ts';
import { seminarLetter } from './seminar-letter.ts';
import { seminarsMessage } from './seminars.messages.ts';
import * as repo from './seminars.repository.ts';

/**
 * Registrations per address (ten in ten minutes: a salon may sign up its team from one network) and
 * per phone (five an hour, across seminars), docs/security.md "Rate limits".
 */
export const SEMINAR_LIMITS = {
  perAddress: { name: 'seminar-request', max: 10, windowSeconds: 600 },
  perPhone: { name: 'seminar-request-phone', max: 5, windowSeconds: 3600 },
} satisfies Record<string, RateLimit>;

/** Where letters go when the settings carry no shop e-mail. */
const FALLBACK_INBOX = 'info@procosmetics.ua';

/** A key part of the cached seminar answers: a registration moves it, so seats left are never stale. */
const VERSION_KEY = 'seminars:version';
const VERSION_TTL_S = 30 * 24 * 3600;

export async function seminarsVersion(deps: ApiDeps): Promise<number> {
  return (await deps.cache.get<number>(VERSION_KEY)) ?? 0;
}

/** Retires every cached seminar answer: call after seats were taken (a registration, a ticket sold). */
export async function seatsChanged(deps: Pick<ApiDeps, 'cache'>): Promise<void> {
  await deps.cache.incr(VERSION_KEY, VERSION_TTL_S);
}

export function toSeminar(row: repo.SeminarRow, lang: ApiLanguage, now: Date): Seminar {
  return {
    id: row.id,
    title: pick(row, 'title', lang),
    description: pick(row, 'description', lang),
    format: row.format,
    city: row.citySlug ? { slug: row.citySlug, title: pick(row, 'city', lang) ?? row.citySlug } : null,
    place: pick(row, 'place', lang),
    brand: row.brandSlug ? { slug: row.brandSlug, title: pick(row, 'brand', lang) ?? row.brandSlug } : null,
    speaker: { slug: row.speakerSlug, name: pick(row, 'speaker', lang) },
    startsAt: row.startsAt.toISOString(),
    endsAt: row.endsAt.toISOString(),
    price: row.price,
    seats: row.seats,
    seatsLeft: Math.max(0, row.seats - row.seatsTaken),
    past: row.endsAt.getTime() < now.getTime(),
    poster: row.poster,
    videoUrl: row.videoUrl,
  };
}

export async function listSeminars(deps: ApiDeps, query: SeminarListQuery, url: string, lang: ApiLanguage): Promise<Page<Seminar>> {
  const now = new Date();
  const { rows, total } = await repo.listSeminars(deps.database.db, query, now);
  return toPage(
    rows.map((row) => toSeminar(row, lang, now)),
    total,
    query.page,
    query.per_page,
    url,
  );
}

export async function getSeminar(deps: ApiDeps, id: number, lang: ApiLanguage): Promise<Seminar> {
  const row = await repo.findSeminar(deps.database.db, id);
  if (!row) throw new HttpError(404, seminarsMessage(lang, 'unknown'));
  return toSeminar(row, lang, new Date());
}

/** Each filter's values within the period, counted; formats and months get readable titles. */
export async function filters(deps: ApiDeps, query: SeminarFiltersQuery, lang: ApiLanguage): Promise<SeminarFilter[]> {
  const now = new Date();
  const types = query.type ? [query.type] : SEMINAR_FILTER_TYPES;
  const monthName = new Intl.DateTimeFormat(lang === 'ua' ? 'uk-UA' : 'ru-RU', { month: 'long', year: 'numeric', timeZone: 'UTC' });
  return Promise.all(
    types.map(async (type) => {
      const rows = await repo.filterOptions(deps.database.db, type, query.when, now);
      return {
        type,
        options: rows.map((row) => {
          let title = pick(row, 'title', lang);
          if (type === 'format') title = seminarsMessage(lang, row.value as 'online' | 'offline');
          if (type === 'month') {
            const text = monthName.format(new Date(`${row.value}-01T00:00:00Z`));
            title = text.charAt(0).toUpperCase() + text.slice(1);
          }
          return { value: row.value, title, count: row.count };
        }),
      };
    }),
  );
}

export interface RegistrationInput {
  name: string;
  surname: string;
  phone: string;
  comment?: string;
  seminar_id: number;
}

/**
 * A registration for a free, coming seminar. Rate-limited per address, then per phone. The seat is
 * taken by one conditional UPDATE in the same transaction as the registration row and the shop's
 * letter: under any number of concurrent requests the seats are never exceeded, and a duplicate phone
 * gives its seat back.
 */
export async function register(
  deps: ApiDeps,
  input: RegistrationInput,
  context: { lang: ApiLanguage; ip: string; userId: number | null },
): Promise<{ message: string; seatsLeft: number }> {
  const { lang } = context;
  const refuse = (key: 'unknown' | 'paid' | 'past' | 'full') => validationError(lang, { seminar_id: [seminarsMessage(lang, key)] });
  await enforce(
    deps.limits,
    lang,
    [
      { limit: SEMINAR_LIMITS.perAddress, subject: context.ip },
      { limit: SEMINAR_LIMITS.perPhone, subject: input.phone },
    ],
    seminarsMessage(lang, 'tooMany'),
  );
  const db = deps.database.db;
  const seminar = await repo.findSeminar(db, input.seminar_id);
  const now = new Date();
  if (!seminar) throw refuse('unknown');
  if (seminar.price > 0) throw refuse('paid');
  if (seminar.endsAt.getTime() < now.getTime()) throw refuse('past');
  if (await repo.phoneRegistered(db, seminar.id, input.phone)) {
    throw new HttpError(409, seminarsMessage(lang, 'duplicate'), { phone: [seminarsMessage(lang, 'duplicate')] });
  }
  const inbox = (await getVariables(deps)).contacts.email ?? FALLBACK_INBOX;
  const comment = input.comment ?? null;
  const seatsLeft = await db.transaction(async (tx) => {
    const left = await repo.takeSeat(tx, seminar.id, now);
    if (left === undefined) throw refuse('full');
    const id = await repo.insertRegistration(tx, { seminarId: seminar.id, userId: context.userId, name: input.name, surname: input.surname, phone: input.phone, comment, lang });
    // Another request with the same phone won the race: the rollback gives the seat back.
    if (id === undefined) throw new HttpError(409, seminarsMessage(lang, 'duplicate'), { phone: [seminarsMessage(lang, 'duplicate')] });
    await repo.queueLetter(tx, seminarLetter(inbox, seminar, { id, name: input.name, surname: input.surname, phone: input.phone, comment, lang }));
    return left;
  });
  await seatsChanged(deps);
  return { message: seminarsMessage(lang, 'registered'), seatsLeft };
}
