/** The shop's days are Kyiv's: which day it is there, and the moment a Kyiv day starts. */

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Kyiv' });
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Kyiv', timeZoneName: 'longOffset' });

/** YYYY-MM-DD in Kyiv at `now`. */
export function kyivDay(now: Date): string {
  return dayFormat.format(now);
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** The moment a Kyiv day starts (its offset is +02:00 or +03:00, depending on the season). */
export function kyivDayStart(day: string): Date {
  const utcMidnight = new Date(`${day}T00:00:00Z`);
  const name = offsetFormat.formatToParts(utcMidnight).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT+02:00';
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  const minutes = match ? (match[1] === '-' ? -1 : 1) * (Number(match[2]) * 60 + Number(match[3])) : 120;
  return new Date(utcMidnight.getTime() - minutes * 60_000);
}

/** The Monday that starts `day`'s week. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}
