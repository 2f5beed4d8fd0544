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
 * Per address: ten submissions of one form in ten minutes, sixty of all forms in an hour. An address
 * may be a mobile carrier's, shared by many customers (carrier-grade NAT), or a salon's; a script
 * filling the inbox is still stopped (docs/security.md "Rate limits"). The all-forms limit is checked
 * first, so a refused address starts no counter for another form.
 */
export const FORM_LIMITS = {
  perForm: { name: 'form', max: 10, windowSeconds: 600 },
  allForms: { name: 'forms-all', max: 60, windowSeconds: 3600 },
} satisfies Record<string, RateLimit>;

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
  await enforce(deps.limits, context.lang, [
    { limit: FORM_LIMITS.allForms, subject: context.ip },
    { limit: FORM_LIMITS.perForm, subject: `${kind}:${context.ip}` },
  ]);
  const payload = Object.fromEntries(Object.entries(body).filter((e): e is [string, string] => typeof e[1] === 'string' && e[1] !== ''));
  if (payload.email) payload.email = payload.email.toLowerCase();
  const id = await repo.insertSubmission(deps.database.db, { kind, payload, userId: context.userId, lang: context.lang });
  const inbox = (await getVariables(deps)).contacts.email ?? FALLBACK_INBOX;
  await accountProviders(deps).mailer.send(formLetter(inbox, kind, id, payload, context.lang));
  return { message: formThanks(context.lang, kind), id };
}
