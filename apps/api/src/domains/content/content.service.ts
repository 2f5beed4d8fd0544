import { FIRST_ORDER_PROMOTION_SETTING, firstOrderPromotionOf } from '@shop/contracts/checkout-settings';
import type { ApiLanguage } from '@shop/contracts/i18n';
import type { ContactPage, HeaderMessage, StaticPage, Translations, Variables } from '@shop/contracts/content';
import { TRANSLATIONS_RU } from '@shop/contracts/translations/ru';
import { TRANSLATIONS_UA } from '@shop/contracts/translations/ua';
import type { ApiDeps } from '../../deps.ts';
import { cached } from '../../core/cache.ts';
import { HttpError, genericMessage } from '../../core/errors.ts';
import { pick } from '../../core/localized.ts';
import { messageTable } from '../../core/messages.ts';
import { sanitizeContentHtml } from '../../core/sanitize-html.ts';
import { sanitizeBlocks } from './content-blocks.ts';
import * as repo from './content.repository.ts';

/** Shell data changes rarely; a minute of staleness is acceptable and keeps the header cheap. */
const SHELL_TTL_S = 60;

const orNull = (value: string | null | undefined) => (value?.trim() ? value : null);

export function getVariables({ database, cache }: ApiDeps): Promise<Variables> {
  return cached(cache, 'content:variables', SHELL_TTL_S, async () => {
    const rows = await repo.listSettings(database.db);
    const group = (key: string) => rows.find((r) => r.key === key)?.value ?? {};
    const contacts = group('contacts');
    const messengers = group('messengers');
    const documents = group('documents');
    return {
      contacts: {
        phone1: orNull(contacts.phone1),
        phone2: orNull(contacts.phone2),
        phone3: orNull(contacts.phone3),
        email: orNull(contacts.email),
        facebook: orNull(contacts.facebook),
        instagram: orNull(contacts.instagram),
        youtube: orNull(contacts.youtube),
      },
      messengers: { viberLink: orNull(messengers.viberLink), telegramLink: orNull(messengers.telegramLink) },
      documents: { privacyPolicy: orNull(documents.privacyPolicy), termsOfUse: orNull(documents.termsOfUse) },
      // The checkout's row (checkout-settings.service.ts writes it and drops this answer on a save).
      firstOrderPromotion: firstOrderPromotionOf(rows.find((r) => r.key === FIRST_ORDER_PROMOTION_SETTING)?.value),
    };
  });
}

export function getHeaderMessages({ database, cache }: ApiDeps, lang: ApiLanguage): Promise<HeaderMessage[]> {
  return cached(cache, `content:header-messages:${lang}`, SHELL_TTL_S, async () => {
    const rows = await repo.listActiveHeaderMessages(database.db);
    return rows.map((r) => ({ id: r.id, title: pick(r, 'title', lang) }));
  });
}

/** The interface strings the code ships with, per language. */
const SHIPPED_TRANSLATIONS: Record<ApiLanguage, Record<string, string>> = { ru: TRANSLATIONS_RU, ua: TRANSLATIONS_UA };

/**
 * The interface strings: those the code ships with, overridden by the rows of the translations table
 * (where the shop rewords a string). A production install, which is never seeded, and a data folder
 * seeded before a string was added still show every string instead of its key.
 */
export function getTranslations({ database, cache }: ApiDeps, lang: ApiLanguage): Promise<Translations> {
  return cached(cache, `content:translations:${lang}`, SHELL_TTL_S, async () => {
    const rows = await repo.listTranslations(database.db, lang);
    return { ...SHIPPED_TRANSLATIONS[lang], ...Object.fromEntries(rows.map((r) => [r.key, r.value])) };
  });
}

export async function getPage({ database }: ApiDeps, slug: string, lang: ApiLanguage): Promise<StaticPage> {
  const row = await repo.findPublishedPage(database.db, slug);
  if (!row) throw new HttpError(404, genericMessage(lang, 'notFound'));
  return {
    id: row.id,
    slug: row.slug,
    title: pick(row, 'title', lang),
    metaTitle: pick(row, 'metaTitle', lang),
    metaDescription: pick(row, 'metaDescription', lang),
    body: sanitizeContentHtml(pick(row, 'body', lang)),
    blocks: sanitizeBlocks(pick(row, 'blocks', lang) ?? []),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const contentMessage = messageTable({ ru: { contactTitle: 'Контакты' }, ua: { contactTitle: 'Контакти' } });

/** GET /v1/contact-page: contacts, messengers and socials from the settings, plus address and map. */
export function getContactPage(deps: ApiDeps, lang: ApiLanguage): Promise<ContactPage> {
  return cached(deps.cache, `content:contact-page:${lang}`, SHELL_TTL_S, async () => {
    const { contacts, messengers } = await getVariables(deps);
    const rows = await repo.listSettings(deps.database.db);
    const place = rows.find((r) => r.key === 'contact-page')?.value ?? {};
    const latitude = Number(place.latitude);
    const longitude = Number(place.longitude);
    const hasMap = place.latitude && place.longitude && Number.isFinite(latitude) && Number.isFinite(longitude);
    return {
      title: contentMessage(lang, 'contactTitle'),
      phones: [contacts.phone1, contacts.phone2, contacts.phone3].filter((p): p is string => Boolean(p)),
      email: contacts.email,
      messengers,
      socials: { facebook: contacts.facebook, instagram: contacts.instagram, youtube: contacts.youtube },
      address: orNull(pick(place, 'address', lang)),
      hours: orNull(pick(place, 'hours', lang)),
      map: hasMap ? { latitude, longitude } : null,
    };
  });
}
