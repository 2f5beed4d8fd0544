import type { ApiLanguage } from '@shop/contracts/i18n';
import type { ApiDeps } from '../../deps.ts';
import type { FormKind } from '../../db/schema/index.ts';
import { messageTable, type MessageReader } from '../../core/messages.ts';
import { enforce, type RateLimit } from '../../core/rate-limit.ts';
import { accountProviders } from '../../providers/account-providers.ts';
import { getVariables } from '../content/content.service.ts';
import { formLetter } from './form-letter.ts';
import * as repo from './forms.repository.ts';

/**
 * Per address: five submissions of one form in ten minutes, twenty of all forms in an hour. Enough
 * for a person who corrects a typo; a script filling the inbox is stopped.
 */
const PER_FORM: RateLimit = { name: 'form', max: 5, windowSeconds: 600 };
const ALL_FORMS: RateLimit = { name: 'forms-all', max: 20, windowSeconds: 3600 };

/** Where letters go when the settings carry no shop e-mail. */
const FALLBACK_INBOX = 'info@procosmetics.ua';

const formThanks = messageTable({
  ru: {
    contact: 'Спасибо! Мы ответим вам в ближайшее время.',
    feedback: 'Спасибо за отзыв!',
    application: 'Заявка отправлена. Менеджер свяжется с вами.',
    messenger: 'Спасибо! Мы напишем вам в мессенджер.',
  },
  ua: {
    contact: 'Дякуємо! Ми відповімо вам найближчим часом.',
    feedback: 'Дякуємо за відгук!',
    application: 'Заявку надіслано. Менеджер зв’яжеться з вами.',
    messenger: 'Дякуємо! Ми напишемо вам у месенджер.',
  },
}) satisfies MessageReader<FormKind>;

/**
 * A valid submission (the route has already checked the body): counted against the limits, stored,
 * then sent to the shop's inbox through the mailer (the local driver keeps it in the outbox).
 */
export async function submitForm(
  deps: ApiDeps,
  kind: FormKind,
  body: Record<string, string | undefined>,
  context: { lang: ApiLanguage; ip: string; userId: number | null },
): Promise<{ message: string; id: number }> {
  await enforce(deps.cache, context.lang, [
    { limit: PER_FORM, subject: `${kind}:${context.ip}` },
    { limit: ALL_FORMS, subject: context.ip },
  ]);
  const payload = Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
  if (payload.email) payload.email = payload.email.toLowerCase();
  const id = await repo.insertSubmission(deps.database.db, { kind, payload, userId: context.userId, lang: context.lang });
  const inbox = (await getVariables(deps)).contacts.email ?? FALLBACK_INBOX;
  await accountProviders(deps).mailer.send(formLetter(inbox, kind, id, payload, context.lang));
  return { message: formThanks(context.lang, kind), id };
}
