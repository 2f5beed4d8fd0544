import { loadConfig } from '../config.ts';
import { closeDeps, createDeps } from '../app.ts';
import { seedAll } from './seed.ts';
import { resetDatabase } from '../db/seed/reset.ts';

/**
 * `npm run db:seed [-- --products N] [--no-images]`: wipes the shop's data and seeds it again.
 */
const args = process.argv.slice(2);
const productsArg = args.indexOf('--products');
const products = productsArg >= 0 ? Number(args[productsArg + 1]) : 300;
if (!Number.isInteger(products) || products < 1) {
  console.error('--products needs a positive whole number');
  process.exit(2);
}

const deps = await createDeps(loadConfig(), { seed: false });
const started = Date.now();
await resetDatabase(deps.database.db);
await seedAll(deps, { products, images: !args.includes('--no-images') });
console.log(`Seeded ${products} products in ${((Date.now() - started) / 1000).toFixed(1)} s (${deps.database.kind})`);
await closeDeps(deps);
