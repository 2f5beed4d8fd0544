import type { Database, NamedStatement } from '../../db/client.ts';

/** Checkout calls it once an order took seats: the seminars list and pages then show the seats left now. */
export { seatsChanged } from './seminars.service.ts';

/**
 * What checkout needs of seminars to sell tickets (issue 30, docs/decisions/0018): a paid seminar that
 * has not ended, its price in whole hryvnias and the seats left. The seats themselves are taken by
 * `shop_place_order` (checkout/shop-place-order.sql) in the order's transaction, under the same
 * `seats_taken <= seats` check that registrations keep, and given back when the order is cancelled.
 */
export interface TicketSeminar {
  id: number;
  titleRu: string;
  titleUk: string;
  /** Whole hryvnias, above 0. */
  price: number;
  seatsLeft: number;
  startsAt: string;
  format: 'online' | 'offline';
  cityRu: string | null;
  cityUk: string | null;
}

const TICKET_SEMINARS: NamedStatement = {
  name: 'seminars_for_tickets',
  text: `select id, title_ru as "titleRu", title_uk as "titleUk", price, greatest(seats - seats_taken, 0) as "seatsLeft",
    to_json(starts_at) #>> '{}' as "startsAt", format, city_ru as "cityRu", city_uk as "cityUk"
  from seminars where id = any($1::int[]) and price > 0 and ends_at > now()`,
};

/** The paid, coming seminars among `ids`; a free, past or unknown one is missing from the map. */
export async function loadTicketSeminars(database: Database, ids: readonly number[]): Promise<Map<number, TicketSeminar>> {
  if (!ids.length) return new Map();
  const rows = await database.named<TicketSeminar>(TICKET_SEMINARS, [[...new Set(ids)]]);
  return new Map(rows.map((row) => [Number(row.id), { ...row, id: Number(row.id), price: Number(row.price), seatsLeft: Number(row.seatsLeft) }]));
}
