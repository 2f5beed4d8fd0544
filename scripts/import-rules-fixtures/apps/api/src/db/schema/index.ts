// Bad: db/ imports core (api-db-imports-only-contracts).
import { coreBad } from '../../core/core-bad.ts';

export const tables = [coreBad];
