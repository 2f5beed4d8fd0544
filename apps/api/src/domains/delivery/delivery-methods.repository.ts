import { asc, eq } from 'drizzle-orm';
import type { Database, DbOrTx, NamedStatement } from '../../db/client.ts';
import { deliveryMethods } from '../../db/schema/delivery.ts';

export type DeliveryMethodRow = typeof deliveryMethods.$inferSelect;

/** Active methods in the shop's order (`sort`, then id). */
export async function listActiveMethods(db: DbOrTx): Promise<DeliveryMethodRow[]> {
  return db.select().from(deliveryMethods).where(eq(deliveryMethods.active, true)).orderBy(asc(deliveryMethods.sort), asc(deliveryMethods.id));
}

// Every quote and every order reads its method: a fixed statement, prepared once per connection.
const ACTIVE_METHOD: NamedStatement = { name: 'delivery_active_method', text: activeMethodQuery('$1') };

/** The active method under `id` (an SQL expression) as a `DeliveryMethodRow`; shared with the basket facts (checkout/basket-facts.repository.ts) through delivery.public.ts. */
export function activeMethodQuery(id: string): string {
  return `select id, type, title_ru as "titleRu", title_uk as "titleUk", description_ru as "descriptionRu",
    description_uk as "descriptionUk", price, active, sort
    from delivery_methods where id = ${id} and active limit 1`;
}

export async function findActiveMethod(database: Database, id: number): Promise<DeliveryMethodRow | null> {
  const [row] = await database.named<DeliveryMethodRow>(ACTIVE_METHOD, [id]);
  return row ?? null;
}
