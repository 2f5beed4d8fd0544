import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';
import path from 'node:path';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: path.join(config.dataDir, 'pglite') });
// Online migrations on a large table take minutes: say which statement is running and any retry.
await runMigrations(database, { onProgress: (message) => console.log(`  ${message}`) });
console.log(`Migrations applied (${database.kind})`);
await database.close();
