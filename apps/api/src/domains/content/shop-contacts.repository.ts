import { inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { settings } from '../../db/schema/content.ts';

/** The settings rows the shop's contacts live in (`GET /v1/variables` and the contact page read them). */
export const CONTACT_SETTING_KEYS = ['contacts', 'messengers', 'documents', 'contact-page'] as const;
export type ContactSettingKey = (typeof CONTACT_SETTING_KEYS)[number];

/** The contact rows by key. */
export async function readContactSettings(db: DbOrTx): Promise<Map<string, Record<string, string | null>>> {
  const rows = await db.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, [...CONTACT_SETTING_KEYS]));
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** The contact rows, locked until the transaction ends, so two saves never interleave their before and after. */
export async function lockContactSettings(tx: DbOrTx): Promise<Map<string, Record<string, string | null>>> {
  const rows = await tx.select({ key: settings.key, value: settings.value }).from(settings).where(inArray(settings.key, [...CONTACT_SETTING_KEYS])).for('update');
  return new Map(rows.map((row) => [row.key, row.value]));
}

export async function writeSetting(tx: DbOrTx, key: ContactSettingKey, value: Record<string, string | null>): Promise<void> {
  await tx
    .insert(settings)
    .values({ key, value })
    .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: sql`now()` } });
}
