import { sql } from 'drizzle-orm';
import type { ApiDeps } from '../../deps.ts';
import { seedCatalog } from './catalog/seed-catalog.ts';
import { seedContent } from './content.ts';

export interface SeedOptions {
  /** Number of products; 300 by default, more for benchmarks. */
  products?: number;
  /** Generate product images (WebP files under the media folder). Tests may skip them. */
  images?: boolean;
}

/** Seeds the demo shop when the catalogue is empty (first start). */
export async function seedIfEmpty(deps: ApiDeps, options: SeedOptions = {}): Promise<boolean> {
  const { rows } = await deps.database.db.execute<{ n: number }>(sql`select count(*)::int as n from brands`);
  if (rows[0]?.n) return false;
  await seedAll(deps, options);
  return true;
}

export async function seedAll(deps: ApiDeps, options: SeedOptions = {}): Promise<void> {
  await seedContent(deps.database.db);
  await seedCatalog(deps.database.db, {
    products: options.products ?? 300,
    images: options.images ?? true,
    mediaDir: deps.config.mediaDir,
  });
}
