import type { ApiDeps } from '../deps.ts';
import { catalogChanged } from '../core/answer-cache.ts';
import { type DiscoveryPicture, renderDiscoveryPictures } from './discovery-pictures.ts';
import { seedBlog } from './blog.ts';
import { seedHome } from './home.ts';
import { seedReviews } from './reviews.ts';

/**
 * Home page content, blog posts and product reviews, seeded after the catalogue (reviews need its
 * products). Retires cached catalogue answers, since the database was just filled.
 */
export async function seedDiscovery(deps: ApiDeps, options: { images: boolean }): Promise<void> {
  const pictures: DiscoveryPicture[] = [];
  await deps.database.db.transaction(async (tx) => {
    await seedHome(tx, pictures);
    await seedBlog(tx, pictures);
    await seedReviews(tx);
  });
  if (options.images) await renderDiscoveryPictures(deps.config.mediaDir, pictures);
  await catalogChanged(deps.cache);
}
