import type { BasketLineType } from '@shop/contracts/basket';
import type { Database, NamedStatement } from '../../db/client.ts';
import { loadTicketSeminars } from '../seminars/seminars.public.ts';
import type { BasketVariant } from './basket-variants.repository.ts';

/**
 * Seminar tickets and webinars in the basket (issue 30, docs/decisions/0018). Such a line names its
 * seminar or course twice, as `id` and `product_price_id`; it is priced from the seminar's or course's
 * row (whole hryvnias, the same for every audience) and never from the browser. It is matched to a
 * variant-shaped stand-in (`eventVariant`), so the one quote (decision 0015) prices it like any line,
 * but it never touches product stock: a ticket takes seats, a webinar nothing.
 */
export type EventKind = 'ticket' | 'webinar';

export interface BasketEvent {
  kind: EventKind;
  id: number;
  titleRu: string;
  titleUk: string;
  /** Whole hryvnias. */
  price: number;
  /** Seats left for a ticket; 1 for a webinar (it is bought once). */
  left: number;
  /** What the line shows under its title: the date and town of a seminar, "Вебинар" for a webinar. */
  valueRu: string;
  valueUk: string;
}

export function isEventLine(type: BasketLineType): type is EventKind {
  return type === 'ticket' || type === 'webinar';
}

/** The variant ids of a basket's product lines (ticket and webinar lines name no variant). */
export function productLineIds(lines: ReadonlyArray<{ product_price_id: number; type: BasketLineType }>): number[] {
  return lines.filter((line) => !isEventLine(line.type)).map((line) => line.product_price_id);
}

export const eventKey = (kind: EventKind, id: number) => `${kind}:${id}`;

/** A webinar line counts one: access is given to the account, not per seat. */
export const WEBINAR_COUNT = 1;

/** Paid, published courses (the platform's webinars) among `ids`. */
const PAID_COURSES: NamedStatement = {
  name: 'checkout_paid_courses',
  text: `select id, title_ru as "titleRu", title_uk as "titleUk", price from courses where id = any($1::int[]) and published and price > 0`,
};

/** The seminars and courses a basket's ticket and webinar lines name, keyed by `eventKey`. */
export async function loadBasketEvents(
  database: Database,
  lines: ReadonlyArray<{ id: number; type: BasketLineType }>,
): Promise<Map<string, BasketEvent>> {
  const seminarIds = lines.filter((l) => l.type === 'ticket').map((l) => l.id);
  const courseIds = [...new Set(lines.filter((l) => l.type === 'webinar').map((l) => l.id))];
  const [seminars, courses] = await Promise.all([
    loadTicketSeminars(database, seminarIds),
    courseIds.length ? database.named<{ id: number; titleRu: string; titleUk: string; price: number }>(PAID_COURSES, [courseIds]) : [],
  ]);
  const events = new Map<string, BasketEvent>();
  for (const s of seminars.values()) {
    const [dateRu, dateUk] = [seminarDate(s.startsAt, 'ru-RU'), seminarDate(s.startsAt, 'uk-UA')];
    events.set(eventKey('ticket', s.id), {
      kind: 'ticket',
      id: s.id,
      titleRu: s.titleRu,
      titleUk: s.titleUk,
      price: s.price,
      left: s.seatsLeft,
      valueRu: `${dateRu}, ${s.cityRu ?? 'онлайн'}`,
      valueUk: `${dateUk}, ${s.cityUk ?? 'онлайн'}`,
    });
  }
  for (const c of courses) {
    const id = Number(c.id);
    events.set(eventKey('webinar', id), {
      kind: 'webinar',
      id,
      titleRu: c.titleRu,
      titleUk: c.titleUk,
      price: Number(c.price),
      left: WEBINAR_COUNT,
      valueRu: 'Вебинар',
      valueUk: 'Вебінар',
    });
  }
  return events;
}

/** Seminars are in Ukraine: their date as Kyiv sees it. */
function seminarDate(iso: string, locale: string): string {
  return new Date(iso).toLocaleString(locale, { timeZone: 'Europe/Kyiv', day: '2-digit', month: '2-digit', year: 'numeric', hour: '2-digit', minute: '2-digit' });
}

/** The stand-in variant the quote prices: one price for every audience, in kopecks. */
export function eventVariant(event: BasketEvent): BasketVariant {
  const kopecks = event.price * 100;
  return {
    id: event.id,
    productId: event.id,
    brandId: 0,
    hasDuplicate: false,
    slug: '',
    titleRu: event.titleRu,
    titleUk: event.titleUk,
    valueRu: event.valueRu,
    valueUk: event.valueUk,
    article: '',
    quantity: event.left,
    image: null,
    retail: kopecks,
    oldRetail: null,
    professional: kopecks,
    distributor: kopecks,
    client: kopecks,
  };
}
