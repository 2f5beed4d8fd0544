import { API_LANGUAGES } from '@shop/contracts/i18n';
import type { ShopContacts } from '@shop/contracts/staff-settings';
import type { ApiDeps } from '../../deps.ts';
import { recordStaffAction } from '../audit/audit.public.ts';
import { type ContactSettingKey, lockContactSettings, readContactSettings, writeSetting } from './shop-contacts.repository.ts';

/**
 * The shop's contacts, messengers, documents and contact page as the back office keeps them (issue 29,
 * screen "Settings"). A save writes the changed groups and their audit record in one transaction,
 * then drops the cached answers of `GET /v1/variables` and the contact page, so the shop's header,
 * footer and contact page show the new values on their next request.
 */

/** Which settings row each group of the form is. */
const GROUPS: Record<keyof ShopContacts, ContactSettingKey> = {
  contacts: 'contacts',
  messengers: 'messengers',
  documents: 'documents',
  contactPage: 'contact-page',
};

/** The audit log's subject for shop-wide settings, which have no row id of their own. */
const SHOP_SETTINGS_SUBJECT_ID = 0;

/** A stored group in the form's shape: every field present, empty values as null. */
function fill<T extends Record<string, string | null>>(shape: T, stored: Record<string, string | null> | undefined): T {
  const filled: Record<string, string | null> = {};
  for (const key of Object.keys(shape)) filled[key] = stored?.[key]?.trim() ? (stored[key] as string) : null;
  return filled as T;
}

const EMPTY: ShopContacts = {
  contacts: { phone1: null, phone2: null, phone3: null, email: null, facebook: null, instagram: null, youtube: null },
  messengers: { viberLink: null, telegramLink: null },
  documents: { privacyPolicy: null, termsOfUse: null },
  contactPage: { addressRu: null, addressUk: null, hoursRu: null, hoursUk: null, latitude: null, longitude: null },
};

function toContacts(stored: Map<string, Record<string, string | null>>): ShopContacts {
  return {
    contacts: fill(EMPTY.contacts, stored.get('contacts')),
    messengers: fill(EMPTY.messengers, stored.get('messengers')),
    documents: fill(EMPTY.documents, stored.get('documents')),
    contactPage: fill(EMPTY.contactPage, stored.get('contact-page')),
  };
}

export async function getShopContacts(deps: ApiDeps): Promise<ShopContacts> {
  return toContacts(await readContactSettings(deps.database.db));
}

/** Drops every cached answer built from these settings (content.service.ts's keys). */
async function forgetCachedContacts(deps: ApiDeps): Promise<void> {
  await Promise.all([deps.cache.del('content:variables'), ...API_LANGUAGES.map((lang) => deps.cache.del(`content:contact-page:${lang}`))]);
}

export async function saveShopContacts(deps: ApiDeps, actorId: number, input: ShopContacts): Promise<ShopContacts> {
  const saved = await deps.database.db.transaction(async (tx) => {
    const stored = await lockContactSettings(tx);
    const current = toContacts(stored);
    const before: Record<string, unknown> = {};
    const after: Record<string, unknown> = {};
    for (const group of Object.keys(GROUPS) as (keyof ShopContacts)[]) {
      const was = current[group] as Record<string, string | null>;
      const now = input[group] as Record<string, string | null>;
      const changed = Object.keys(now).filter((key) => was[key] !== now[key]);
      if (!changed.length) continue;
      // Keys this form does not know (none today) are kept as they were.
      await writeSetting(tx, GROUPS[group], { ...stored.get(GROUPS[group]), ...now });
      before[group] = Object.fromEntries(changed.map((key) => [key, was[key]]));
      after[group] = Object.fromEntries(changed.map((key) => [key, now[key]]));
    }
    if (Object.keys(after).length) {
      await recordStaffAction(tx, { actorId, action: 'settings.contacts_update', subjectType: 'settings', subjectId: SHOP_SETTINGS_SUBJECT_ID, before, after });
    }
    return input;
  });
  await forgetCachedContacts(deps);
  return saved;
}
