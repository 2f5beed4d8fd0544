import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { FIRST_ORDER_PROMOTION_SETTING, PAYMENT_METHODS_SETTING } from '@shop/contracts/checkout-settings';
import { settings } from '../../db/schema/content.ts';

/**
 * The checkout's rows of the shop's `settings` table (contracts/checkout-settings.ts names them):
 * the payment methods and the first-order promotion, each one JSON value under its key.
 */

/** The row's value, undefined when the shop has never saved it (the defaults apply). */
export async function readSetting(db: DbOrTx, key: string): Promise<unknown> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  return row?.value;
}

/**
 * The row's value, locked until the transaction ends, so two saves never interleave their before and
 * after. A row never saved is first written as `initial` (the defaults), so there is a row to lock.
 */
export async function lockSetting(tx: DbOrTx, key: string, initial: object): Promise<unknown> {
  await tx.insert(settings).values({ key, value: initial as Record<string, string | null> }).onConflictDoNothing();
  const [row] = await tx.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).for('update').limit(1);
  return row?.value;
}

export async function writeSetting(tx: DbOrTx, key: string, value: object): Promise<void> {
  // The column is typed for the contacts' flat strings; these rows hold nested JSON of their own shape.
  const json = value as Record<string, string | null>;
  await tx
    .insert(settings)
    .values({ key, value: json })
    .onConflictDoUpdate({ target: settings.key, set: { value: json, updatedAt: sql`now()` } });
}

/**
 * The SQL of both rows as one JSON object (`{ "payment-methods": …, "first-order-promotion": … }`),
 * for the basket facts' single statement: pricing and the order's payment rule read them with no
 * round trip of their own.
 */
export const CHECKOUT_SETTINGS_JSON = `(select coalesce(json_object_agg(key, value), '{}') from settings
  where key in ('${PAYMENT_METHODS_SETTING}', '${FIRST_ORDER_PROMOTION_SETTING}'))`;
