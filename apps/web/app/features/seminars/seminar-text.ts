import type { ApiLanguage } from '@shop/contracts/i18n';
import type { Seminar } from '@shop/contracts/seminars';

/** Dates and times of seminars are the shop's (Kyiv) time, in the page's language. */
const locale = (lang: ApiLanguage) => (lang === 'ua' ? 'uk-UA' : 'ru-RU');
const ZONE = 'Europe/Kyiv';

export function seminarDay(iso: string, lang: ApiLanguage): { day: string; month: string; weekday: string } {
  const date = new Date(iso);
  return {
    day: new Intl.DateTimeFormat(locale(lang), { day: 'numeric', timeZone: ZONE }).format(date),
    month: new Intl.DateTimeFormat(locale(lang), { month: 'short', timeZone: ZONE }).format(date).replace('.', ''),
    weekday: new Intl.DateTimeFormat(locale(lang), { weekday: 'short', timeZone: ZONE }).format(date),
  };
}

/** "12 декабря 2026, 10:00–14:00". */
export function seminarWhen(seminar: Pick<Seminar, 'startsAt' | 'endsAt'>, lang: ApiLanguage): string {
  const start = new Date(seminar.startsAt);
  const day = new Intl.DateTimeFormat(locale(lang), { day: 'numeric', month: 'long', year: 'numeric', timeZone: ZONE }).format(start);
  const time = new Intl.DateTimeFormat(locale(lang), { hour: '2-digit', minute: '2-digit', timeZone: ZONE });
  return `${day}, ${time.format(start)}–${time.format(new Date(seminar.endsAt))}`;
}

/** Whole hryvnias with a thin space between thousands: "1 500 ₴". */
export function seminarPrice(price: number, lang: ApiLanguage): string {
  return `${new Intl.NumberFormat(locale(lang)).format(price)} ₴`;
}

/** Whether a seminar takes free registrations now. */
export function canRegister(seminar: Seminar): boolean {
  return seminar.price === 0 && !seminar.past && seminar.seatsLeft > 0;
}

/** Whether a seminar sells tickets now: paid, coming, with seats left. */
export function canBuyTicket(seminar: Seminar): boolean {
  return seminar.price > 0 && !seminar.past && seminar.seatsLeft > 0;
}

/** A ticket line's "variant": the day and the town (or online), as the basket shows it. */
export function ticketValue(seminar: Seminar, lang: ApiLanguage, online: string): string {
  const day = new Intl.DateTimeFormat(locale(lang), { day: '2-digit', month: '2-digit', year: 'numeric', timeZone: ZONE }).format(new Date(seminar.startsAt));
  return `${day}, ${seminar.city?.title ?? online}`;
}
