import type { Letter } from '../../providers/email/mailer.ts';
import type { FormKind } from '../../db/schema/index.ts';

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Letters to the shop are in Russian, the staff's working language. */
const SUBJECTS: Record<FormKind, string> = {
  contact: 'Сообщение с формы контактов',
  feedback: 'Отзыв о магазине',
  application: 'Заявка с сайта',
  messenger: 'Запрос связи в мессенджере',
};

const LABELS: Record<string, string> = {
  name: 'Имя',
  last_name: 'Фамилия',
  name_and_address: 'Название и адрес',
  email: 'E-mail',
  phone: 'Телефон',
  message: 'Сообщение',
};

/** The letter that brings a submission to the shop's inbox; every value is escaped in the HTML part. */
export function formLetter(to: string, kind: FormKind, id: number, payload: Record<string, string>, lang: string): Letter {
  const rows = Object.entries(payload).map(([key, value]) => [LABELS[key] ?? key, value] as const);
  const subject = `${SUBJECTS[kind]} №${id}${payload.name ? ` — ${payload.name}` : ''}`;
  const text = [...rows.map(([label, value]) => `${label}: ${value}`), `Язык сайта: ${lang}`].join('\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif"><h1 style="font-size:18px">${escapeHtml(SUBJECTS[kind])} №${id}</h1><table>${rows
    .map(([label, value]) => `<tr><th style="text-align:left;vertical-align:top;padding:4px 12px 4px 0">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`)
    .join('')}</table><p style="color:#777">Язык сайта: ${escapeHtml(lang)}</p></body></html>`;
  return { to, subject: subject.replace(/[\r\n]+/g, ' '), text, html };
}
