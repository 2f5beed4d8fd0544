import type { SeminarRow } from './seminars.repository.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** The shop's letter about a registration, in Russian (the staff's working language); every value escaped. */
export function seminarLetter(
  to: string,
  seminar: SeminarRow,
  registration: { id: number; name: string; surname: string; phone: string; comment: string | null; lang: string },
): { to: string; subject: string; text: string; html: string } {
  const when = new Intl.DateTimeFormat('ru-RU', { dateStyle: 'long', timeStyle: 'short', timeZone: 'Europe/Kyiv' }).format(seminar.startsAt);
  const rows: Array<[string, string]> = [
    ['Семинар', `${seminar.titleRu} (№${seminar.id})`],
    ['Дата', when],
    ['Место', seminar.format === 'online' ? 'Онлайн' : [seminar.cityRu, seminar.placeRu].filter(Boolean).join(', ')],
    ['Имя', registration.name],
    ['Фамилия', registration.surname],
    ['Телефон', registration.phone],
    ...(registration.comment ? [['Комментарий', registration.comment] as [string, string]] : []),
    ['Язык сайта', registration.lang],
  ];
  const subject = `Запись на семинар №${registration.id} — ${registration.name} ${registration.surname}`.replace(/[\r\n]+/g, ' ');
  const text = rows.map(([label, value]) => `${label}: ${value}`).join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif"><h1 style="font-size:18px">${escapeHtml(subject)}</h1><table>${rows
    .map(([label, value]) => `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`)
    .join('')}</table></body></html>`;
  return { to, subject, text, html };
}
