import { loadConfig } from '../config.ts';
import { closeDeps, createDeps } from '../app.ts';
import { seedAll } from './seed.ts';
import { seedBulkOrders } from './bulk-orders.ts';
import { resetDatabase } from '../db/seed/reset.ts';

/**
 * `npm run db:seed [-- --products N] [--no-images] [--orders N [--customers N]]`: wipes the shop's data
 * and seeds it again; `--orders` adds a large order history over `--customers` accounts (default 50,000)
 * for measuring at scale (seed/bulk-orders.ts).
 */
const args = process.argv.slice(2);
function count(flag: string, fallback: number): number {
  const at = args.indexOf(flag);
  const value = at >= 0 ? Number(args[at + 1]) : fallback;
  if (!Number.isInteger(value) || value < (at >= 0 ? 1 : 0)) {
    console.error(`${flag} needs a positive whole number`);
    process.exit(2);
  }
  return value;
}
const products = count('--products', 300);
const orders = count('--orders', 0);
const customers = count('--customers', 50_000);

const deps = await createDeps(loadConfig(), { seed: false });
const started = Date.now();
await resetDatabase(deps.database.db);
await seedAll(deps, { products, images: !args.includes('--no-images') });
console.log(`Seeded ${products} products in ${((Date.now() - started) / 1000).toFixed(1)} s (${deps.database.kind})`);
if (orders) {
  const bulkStarted = Date.now();
  await seedBulkOrders(deps.database.db, { orders, customers, progress: (line) => console.log(`  ${line}`) });
  console.log(`Seeded ${orders} orders of ${customers} customers in ${((Date.now() - bulkStarted) / 1000).toFixed(1)} s`);
}
await closeDeps(deps);
