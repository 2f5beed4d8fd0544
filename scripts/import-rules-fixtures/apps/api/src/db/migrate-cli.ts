// Good: the migration command line reads the settings.
import { config } from '../config.ts';
import { tables } from './schema/index.ts';

export const migrateCli = [config, tables];
