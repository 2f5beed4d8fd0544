import { eq, sql } from 'drizzle-orm';
import { brands, settings } from '../db/schema/index.ts';
import type { ApiDeps } from '../deps.ts';
import { seedCatalog } from './catalog/seed-catalog.ts';
import { seedContent } from './content.ts';
import { seedServiceContent } from './service-content.ts';
import { seedDiscovery } from './discovery.ts';
import { seedUsers } from './users.ts';
import { seedApplicationDocuments, seedCertificates } from './applications.ts';
import { seedDeliveryMethods } from './delivery-methods.ts';
import { seedPromotions } from './promotions.ts';
import { seedWarehouse } from './warehouse.ts';
import { seedClubClients } from './club-clients.ts';
import { seedOrderStates } from './order-states.ts';
import { seedSeminars } from './seminars.ts';
import { seedPlatform } from './platform.ts';

export interface SeedOptions {
  /** Number of products; 300 by default, more for benchmarks. */
  products?: number;
  /** Generate product images (WebP files under the media folder). Tests may skip them. */
  images?: boolean;
  /** Told before and after a first-start seed, which takes a while (start-up progress). */
  progress?: (message: string) => void;
}

/** A settings row written last: its presence means the demo shop was seeded completely. */
const SEED_MARKER = 'demo-seed';

/** Seeds the demo shop on first start (no seed marker yet). */
export async function seedIfEmpty(deps: ApiDeps, options: SeedOptions = {}): Promise<boolean> {
  const db = deps.database.db;
  const [marker] = await db.select({ key: settings.key }).from(settings).where(eq(settings.key, SEED_MARKER));
  if (marker) return false;
  const [brand] = await db.select({ id: brands.id }).from(brands).limit(1);
  if (brand) {
    // A catalogue that was not seeded here is real data: never touch it.
    console.warn('The catalogue has data but no demo-seed marker: skipping the demo seed.');
    return false;
  }
  // A seed interrupted half-way leaves shell rows behind; start again from empty tables.
  const { resetDatabase } = await import('../db/seed/reset.ts');
  await resetDatabase(db);
  const started = Date.now();
  options.progress?.(`Seeding the demo shop (first start: ${options.products ?? 300} products with images)…`);
  await seedAll(deps, options);
  options.progress?.(`Demo shop seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  return true;
}

export async function seedAll(deps: ApiDeps, options: SeedOptions = {}): Promise<void> {
  await seedContent(deps.database.db);
  await seedServiceContent(deps.database.db);
  await seedCatalog(deps.database.db, {
    products: options.products ?? 300,
    images: options.images ?? true,
    mediaDir: deps.config.mediaDir,
  });
  await seedDiscovery(deps, { images: options.images ?? true });
  await seedUsers(deps.database.db);
  await seedApplicationDocuments(deps);
  await seedCertificates(deps);
  await seedDeliveryMethods(deps.database.db);
  await seedPromotions(deps.database.db);
  await seedClubClients(deps.database.db);
  await seedOrderStates(deps.database.db);
  await seedWarehouse(deps.database.db);
  await seedSeminars(deps.database.db);
  await seedPlatform(deps.database.db);
  await deps.database.db
    .insert(settings)
    .values({ key: SEED_MARKER, value: { at: new Date().toISOString(), products: String(options.products ?? 300) } });
  // A bulk load leaves the planner without statistics, and the visibility map that index-only scans
  // need unset, until autovacuum comes by (never, where it is off).
  await deps.database.db.execute(sql`vacuum analyze`);
}
